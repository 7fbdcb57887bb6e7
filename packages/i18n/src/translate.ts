/**
 * How a text is found and filled in, for the web and the API alike (docs/decisions/0027): `namespace:dotted.key`,
 * the plural form for a count, `{{param}}` interpolation with every value written in the text's language. It knows
 * no texts itself: the API passes all of them (index.ts), the web those it has downloaded.
 */
import type { Language } from '@app/domain/shared'
import { formatMessageValue, pluralCount, pluralRules } from './format'
import { messageConstants } from './message-constants'

/** A namespace's texts, as in its JSON file. */
export interface Texts {
  readonly [key: string]: string | Texts
}

/** `common:nav.home` → namespace `common`, path `nav.home`; a key without a namespace has none. */
export function splitKey(key: string): { namespace: string | undefined; path: string } {
  const colon = key.indexOf(':')
  return colon < 0
    ? { namespace: undefined, path: key }
    : { namespace: key.slice(0, colon), path: key.slice(colon + 1) }
}

function lookup(texts: Texts | undefined, path: readonly string[]): unknown {
  let node: unknown = texts
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Texts)[part]
  }
  return node
}

/** The genders a text may agree with, as i18next's `context`: `key_female`, `key_male` (docs/decisions/0027). */
export type TextContext = 'male' | 'female'

/** The context a text agrees with, from its values (`context`); anything else is none. */
export const textContext = (params: Readonly<Record<string, unknown>>): TextContext | undefined =>
  params.context === 'male' || params.context === 'female' ? params.context : undefined

/**
 * A text of one namespace; with a count, its plural form first (`key_few`, then `key_other`), as i18next names them.
 * Arabic has six forms (zero, one, two, few, many, other). With a context (the gender of the person the text is
 * about, issue 41 §4), its variant first, as i18next does: `key_female_few`, `key_female_other`, `key_female`, then
 * the key's own forms; only a text whose wording changes has variants (Arabic's verbs agree, English's rarely).
 */
export function findText(
  texts: Texts | undefined,
  path: string,
  language: Language,
  count: number | undefined,
  context?: TextContext,
): string | undefined {
  const parts = path.split('.')
  const head = parts.slice(0, -1)
  const last = parts.at(-1) ?? ''
  for (const name of context === undefined ? [last] : [`${last}_${context}`, last]) {
    if (count !== undefined) {
      const plural =
        lookup(texts, [...head, `${name}_${pluralRules(language).select(count)}`]) ??
        lookup(texts, [...head, `${name}_other`])
      if (typeof plural === 'string') return plural
    }
    const text = lookup(texts, [...head, name])
    if (typeof text === 'string') return text
  }
  return undefined
}

/** The values a text is filled with: the numbers texts state (message-constants), then the caller's. */
export const messageValues = (params: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
  ...messageConstants,
  ...params,
})

/** The count a text is plural over, from its values (`count`, or `seconds` for the error texts). */
export { pluralCount }

/**
 * `{{name}}` filled in; every value in the text's language (numbers in Arabic-Indic digits in Arabic, money…). A
 * value given in each language is written in the text's (issue 41 §4): `{{doctorName}}` is `doctorNameAr` in an
 * Arabic text and `doctorNameEn` in an English one where given, else `doctorName`; so a notification kept once
 * names a doctor in the reader's language whichever language its sender used.
 */
export function interpolate(
  text: string,
  values: Readonly<Record<string, unknown>>,
  language: Language,
): string {
  if (!text.includes('{{')) return text
  const suffix = language === 'ar' ? 'Ar' : 'En'
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(formatMessageValue(values[`${name}${suffix}`] ?? values[name] ?? '', language, name)),
  )
}
