/**
 * The markdown of dialogs (issue 10 §2) read into a small tree of blocks and inline runs, which the web renders as
 * React elements: no HTML string is ever built or injected, so no markup or script in a text can run (the
 * sanitiser is the renderer itself; docs/decisions/0019). What it reads: headings (#, ##, ###), paragraphs, lists
 * (- or * or 1.), **bold**, *italic* or _italic_, [links](https://… or /path), and line breaks. Anything else is text.
 */

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'link'; href: string; children: MarkdownInline[] }
  | { type: 'break' }

export type MarkdownBlock =
  | { type: 'heading'; level: 1 | 2 | 3; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }

/**
 * Only web links and paths inside the app; anything else (javascript:, data:) stays text. A path inside the app
 * starts with one slash followed by neither a slash nor a backslash: browsers read `\` as `/` in a web address, so
 * `/\evil.example` and `//evil.example` both leave for another host (issue 41 §3).
 */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i.test(href.trim())
}

const listItem = /^\s*(?:[-*]|(\d+)[.)])\s+(.*)$/

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) })
    paragraph = []
    if (list)
      blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map((i) => parseInline(i)) })
    list = null
  }
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    const item = listItem.exec(line)
    if (!line.trim()) flush()
    else if (heading) {
      flush()
      const level = (heading[1] ?? '#').length as 1 | 2 | 3
      blocks.push({ type: 'heading', level, children: parseInline((heading[2] ?? '').trim()) })
    } else if (item) {
      const ordered = item[1] !== undefined
      if (paragraph.length || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, items: [] }
      list.items.push(item[2] ?? '')
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list's last item.
      list.items[list.items.length - 1] += ` ${line.trim()}`
    } else {
      if (list) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return blocks
}

export function parseInline(text: string): MarkdownInline[] {
  const out: MarkdownInline[] = []
  let plain = ''
  const push = (node: MarkdownInline) => {
    if (plain) out.push({ type: 'text', text: plain })
    plain = ''
    out.push(node)
  }
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    if (rest.startsWith('\n')) {
      push({ type: 'break' })
      i += 1
      continue
    }
    const strong = /^\*\*(?=\S)([\s\S]*?\S)\*\*/.exec(rest)
    if (strong) {
      push({ type: 'strong', children: parseInline(strong[1] ?? '') })
      i += strong[0].length
      continue
    }
    const em = /^([*_])(?=\S)([\s\S]*?\S)\1/.exec(rest)
    if (em && !(em[1] === '_' && /\w/.test(text[i - 1] ?? ''))) {
      push({ type: 'em', children: parseInline(em[2] ?? '') })
      i += em[0].length
      continue
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest)
    if (link && isSafeHref(link[2] ?? '')) {
      push({ type: 'link', href: (link[2] ?? '').trim(), children: parseInline(link[1] ?? '') })
      i += link[0].length
      continue
    }
    plain += text[i]
    i += 1
  }
  if (plain) out.push({ type: 'text', text: plain })
  return out
}

/** The text of a markdown body without its marks: for tree labels and plain places. */
export function markdownToPlainText(source: string): string {
  const inline = (nodes: MarkdownInline[]): string =>
    nodes.map((n) => (n.type === 'text' ? n.text : n.type === 'break' ? ' ' : inline(n.children))).join('')
  return parseMarkdown(source)
    .map((b) => (b.type === 'list' ? b.items.map(inline).join(' ') : inline(b.children)))
    .join(' ')
}
