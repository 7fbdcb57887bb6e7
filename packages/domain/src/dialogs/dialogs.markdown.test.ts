import { describe, expect, it } from 'vitest'
import { containsRawHtml, dialogTextSchema, dialogTree, treeLabel } from './dialogs.schemas'
import { isSafeHref, markdownToPlainText, parseMarkdown } from './dialogs.markdown'

describe('dialog markdown (issue 10 §2)', () => {
  it('reads headings, paragraphs, lists, bold, italic and links', () => {
    expect(
      parseMarkdown('# Title\n\nSome **bold** and _it_ [site](https://sehha.example)\n\n- one\n- two'),
    ).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Some ' },
          { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
          { type: 'text', text: ' and ' },
          { type: 'em', children: [{ type: 'text', text: 'it' }] },
          { type: 'text', text: ' ' },
          { type: 'link', href: 'https://sehha.example', children: [{ type: 'text', text: 'site' }] },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
    ])
  })

  it('keeps a script link as text, never a link', () => {
    expect(parseMarkdown('[x](javascript:alert(1))')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '[x](javascript:alert(1))' }] },
    ])
  })

  it('keeps a link to another host written as a path (/\\host, //host) as text (issue 41 §3)', () => {
    for (const href of ['/\\evil.example', '//evil.example', '/\\/evil.example', ' /\\evil.example'])
      expect(isSafeHref(href)).toBe(false)
    expect(parseMarkdown('[x](/\\evil.example)')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '[x](/\\evil.example)' }] },
    ])
    expect(parseMarkdown('[help](/help/faq)')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'link', href: '/help/faq', children: [{ type: 'text', text: 'help' }] }],
      },
    ])
    expect(isSafeHref('/')).toBe(true)
  })

  it('refuses raw HTML and script in a body, accepts plain comparisons', () => {
    expect(containsRawHtml('<script>alert(1)</script>')).toBe(true)
    expect(containsRawHtml('a <b>bold</b>')).toBe(true)
    expect(containsRawHtml('<img src=x onerror=alert(1)>')).toBe(true)
    expect(containsRawHtml('[x](javascript:alert(1))')).toBe(true)
    expect(containsRawHtml('fees < 100 EGP and 3 > 2')).toBe(false)
    const parsed = dialogTextSchema.safeParse({ ar: 'نص', en: '<p>hi</p>' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['en'], message: 'validation:markdownHtml' })
    expect(dialogTextSchema.safeParse({ ar: '  ', en: 'x' }).error?.issues[0]?.message).toBe(
      'validation:required',
    )
  })

  it('builds the nested tree and cuts labels at 50 characters', () => {
    const leaf = (key: string) => ({ key, ar: key, en: key, updatedAt: new Date(0).toISOString() })
    const tree = dialogTree([leaf('editor.intro'), leaf('call.ehrNotice'), leaf('editor.submit')])
    expect(tree.map((n) => n.name)).toEqual(['call', 'editor'])
    expect(tree[1]?.children.map((n) => n.leaf?.key)).toEqual(['editor.intro', 'editor.submit'])
    expect(treeLabel('x'.repeat(60))).toBe(`${'x'.repeat(50)}…`)
    expect(treeLabel('short')).toBe('short')
    expect(markdownToPlainText('# A\n\n**b** c')).toBe('A b c')
  })
})
