import { describe, expect, it } from 'vitest'
import { resources } from './index'
import type { Texts } from './translate'

/** Every text of a language with its key: `namespace:dotted.key`. */
function texts(language: 'ar' | 'en'): [string, string][] {
  const out: [string, string][] = []
  const walk = (node: Texts | string, key: string) => {
    if (typeof node === 'string') out.push([key, node])
    else
      for (const [part, child] of Object.entries(node))
        walk(child, key.endsWith(':') ? key + part : `${key}.${part}`)
  }
  for (const [namespace, file] of Object.entries(resources[language])) walk(file as Texts, `${namespace}:`)
  return out
}

const using = (language: 'ar' | 'en', pattern: RegExp) =>
  texts(language)
    .filter(([, text]) => pattern.test(text))
    .map(([key]) => key)

/** One thing, one name (issue 41 §4): the product says each of these one way in every text. */
describe('terminology', () => {
  it('calls the record السجل الصحي, never السجل الطبي', () => {
    expect(using('ar', /(السجل|سجل|سجلك|السجلات) ?(الطبي|الطبية)/)).toEqual([])
  })

  it('calls the card payer’s details بيانات الفاتورة, never بيانات الفوترة', () => {
    expect(using('ar', /الفوترة/)).toEqual([])
  })

  it('says Sign in, never Login or Log in', () => {
    expect(using('en', /\blog ?in\b/i)).toEqual([])
  })
})
