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

/**
 * A text of one namespace; with a count, its plural form first (`key_few`, then `key_other`), as i18next names them.
 * Arabic has six forms (zero, one, two, few, many, other).
 */
export function findText(
  texts: Texts | undefined,
  path: string,
  language: Language,
  count: number | undefined,
): string | undefined {
  const parts = path.split('.')
  if (count !== undefined) {
    const head = parts.slice(0, -1)
    const last = parts.at(-1) ?? ''
    const plural =
      lookup(texts, [...head, `${last}_${pluralRules(language).select(count)}`]) ??
      lookup(texts, [...head, `${last}_other`])
    if (typeof plural === 'string') return plural
  }
  const text = lookup(texts, parts)
  return typeof text === 'string' ? text : undefined
}

/** The values a text is filled with: the numbers texts state (message-constants), then the caller's. */
export const messageValues = (params: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
  ...messageConstants,
  ...params,
})

/** The count a text is plural over, from its values (`count`, or `seconds` for the error texts). */
export { pluralCount }

/** `{{name}}` filled in; every value in the text's language (numbers in Arabic-Indic digits in Arabic, money…). */
export function interpolate(
  text: string,
  values: Readonly<Record<string, unknown>>,
  language: Language,
): string {
  if (!text.includes('{{')) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(formatMessageValue(values[name] ?? '', language, name)),
  )
}
