import type { Language, Role } from '@app/domain/shared'
import type { resources } from '@app/i18n'
import {
  findText,
  interpolate,
  messageValues,
  pluralCount,
  splitKey,
  textContext,
  type TextContext,
  type Texts,
} from '@app/i18n/translate'
// The frame's namespaces ship with the app; the others load with the first page that asks for them (see backend).
import arCommon from '../../../../../packages/i18n/src/locales/ar/common.json'
import arFrame from '../../../../../packages/i18n/src/locales/ar/frame.json'
import enCommon from '../../../../../packages/i18n/src/locales/en/common.json'
import enFrame from '../../../../../packages/i18n/src/locales/en/frame.json'
import { isEnglishOnly } from '#web/shared/lib/roles'
import { rememberLanguage, storedChoice, storedLanguage } from '#web/shared/lib/stored-language'

export const directionOf = (language: string): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr')

/**
 * SPEC 1: the session's language wins when signed in; lab and radio are English only; otherwise the stored choice.
 */
export function effectiveLanguage(
  session: { language: Language; user: unknown; contextRole: Role | null } | undefined,
) {
  if (session?.user && isEnglishOnly(session.contextRole)) return 'en'
  if (session?.user) return session.language
  return storedLanguage()
}

/**
 * The same files @app/i18n bundles for the API (never copied), but one chunk per language and namespace, so a page
 * downloads only the texts it shows. The frame's namespaces are excluded here because they are imported above.
 */
const lazyNamespaces = import.meta.glob<{ default: Texts }>([
  '../../../../../packages/i18n/src/locales/*/*.json',
  '!../../../../../packages/i18n/src/locales/*/common.json',
  '!../../../../../packages/i18n/src/locales/*/frame.json',
])

/** Each language named in itself, so a reader finds theirs whatever is on screen (the selector, settings). */
export const languageNames: Record<Language, string> = { ar: 'العربية', en: 'English' }

export const coreNamespaces = ['common', 'frame'] as const

export type Namespace = keyof (typeof resources)['en']

/** `card.rating_few` is asked for as `card.rating` with a count (each form matched at the end: codes have `_` too). */
type WithoutPlural<K extends string> = K extends `${infer Base}_zero`
  ? Base
  : K extends `${infer Base}_one`
    ? Base
    : K extends `${infer Base}_two`
      ? Base
      : K extends `${infer Base}_few`
        ? Base
        : K extends `${infer Base}_many`
          ? Base
          : K extends `${infer Base}_other`
            ? Base
            : K
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>
}[keyof T & string]
type NamespaceKeys = { [N in Namespace]: KeysOf<(typeof resources)['en'][N]> }

/**
 * The keys `t` takes, typed from the English files so a missing key fails the type check (STYLE 3.7): the first
 * namespace's keys as they are, any namespace's with its name (`errors:NOT_FOUND`).
 */
export type TranslationKey<N extends Namespace = 'common'> =
  NamespaceKeys[N] | { [M in Namespace]: `${M}:${NamespaceKeys[M]}` }[Namespace]

export interface TranslationOptions {
  /** Picks the plural form (`key_one`, `key_few`…) and is written into the text like any other value. */
  count?: number
  /**
   * The gender of the person the text is about (a doctor's title, a patient who booked): picks `key_female` or
   * `key_male` before `key`, as i18next's context does (issue 41 §4). Null or absent: the key as it is.
   */
  context?: TextContext | null | undefined
  /** Shown when the key has no text (a code the app does not know yet). */
  defaultValue?: string
  /** Another language than the page's (a toast in the language just chosen). */
  lng?: Language
  [value: string]: unknown
}

export interface TFunction<N extends Namespace = 'common'> {
  (key: TranslationKey<N>, options?: TranslationOptions): string
  /** A key made from data (a language's code) may have no text: the default is shown then. */
  (key: string, options: TranslationOptions & { defaultValue: string }): string
}

/** Downloaded texts by `language/namespace`, for every instance; the frame's ship with the app. */
const loaded = new Map<string, Texts>([
  ['ar/common', arCommon],
  ['ar/frame', arFrame],
  ['en/common', enCommon],
  ['en/frame', enFrame],
])
const loading = new Map<string, Promise<void>>()
const textsKey = (language: Language, namespace: string) => `${language}/${namespace}`

function download(language: Language, namespace: string): Promise<void> | undefined {
  const key = textsKey(language, namespace)
  if (loaded.has(key)) return undefined
  let pending = loading.get(key)
  if (!pending) {
    const load = lazyNamespaces[`../../../../../packages/i18n/src/locales/${language}/${namespace}.json`]
    pending = load
      ? load().then(
          (module) => void loaded.set(key, module.default),
          (error: unknown) => {
            // A failed download (offline) is asked for again next time rather than remembered.
            loading.delete(key)
            throw error
          },
        )
      : Promise.resolve(void loaded.set(key, {}))
    loading.set(key, pending)
  }
  return pending
}

const namespaceList = (namespaces: Namespace | readonly Namespace[] | undefined): readonly Namespace[] =>
  namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : namespaces

/**
 * The texts in one language: `t`, the namespaces downloaded so far, and the switch between languages. Its shape is
 * i18next's (`t`, `language`, `changeLanguage`, `loadNamespaces`, `getFixedT`), which it replaced
 * (docs/decisions/0027): the app's texts are found and filled in by @app/i18n's translate.ts, as the API's are.
 */
export class Translations {
  #language: Language
  /** Every namespace asked for, so a change of language downloads them before the page shows it. */
  readonly #asked = new Set<Namespace>(coreNamespaces)
  readonly #listeners = new Set<(language: Language) => void>()
  readonly #fixed = new Map<string, TFunction<Namespace>>()

  constructor(language: Language) {
    this.#language = language
  }

  get language(): Language {
    return this.#language
  }

  /** SPEC 1's English fallback is kept in the texts themselves: every namespace has the same keys in both languages. */
  t = (
    key: string,
    options: TranslationOptions = {},
    namespaces: readonly Namespace[] = ['common'],
  ): string => {
    const language = options.lng ?? this.#language
    const { namespace, path } = splitKey(key)
    const values = messageValues(options)
    const count = pluralCount(values)
    const context = textContext(values)
    for (const candidate of namespace === undefined ? namespaces : [namespace]) {
      const text = findText(loaded.get(textsKey(language, candidate)), path, language, count, context)
      if (text !== undefined) return interpolate(text, values, language)
    }
    return options.defaultValue === undefined ? path : interpolate(options.defaultValue, values, language)
  }

  /** A `t` bound to a language and namespaces, the same function each time it is asked for. */
  getFixedT<N extends Namespace>(
    language: Language,
    namespaces: N | readonly [N, ...Namespace[]] = 'common' as N,
  ): TFunction<N> {
    const list = namespaceList(namespaces)
    const key = `${language} ${list.join(' ')}`
    let fixed = this.#fixed.get(key)
    if (!fixed) {
      fixed = (textKey, options) => this.t(textKey, { lng: language, ...options }, list)
      this.#fixed.set(key, fixed)
    }
    return fixed as TFunction<N>
  }

  exists(key: string): boolean {
    return this.t(key, { defaultValue: '\u0000' }) !== '\u0000'
  }

  hasLoadedNamespace(namespace: Namespace, language: Language = this.#language): boolean {
    return loaded.has(textsKey(language, namespace))
  }

  /** Resolves once the namespaces' texts in the current language have downloaded; undefined if they already have. */
  pending(
    namespaces: Namespace | readonly Namespace[],
    language: Language = this.#language,
  ): Promise<void> | undefined {
    const list = namespaceList(namespaces)
    for (const namespace of list) this.#asked.add(namespace)
    const downloads = list.map((namespace) => download(language, namespace)).filter((p) => p !== undefined)
    if (downloads.length < 2) return downloads[0]
    // One promise per set, the same each time it is asked for while downloading (Suspense waits on it).
    const key = textsKey(language, list.join(' '))
    let all = loading.get(key)
    if (!all) {
      all = Promise.all(downloads).then(
        () => void loading.delete(key),
        (error: unknown) => {
          loading.delete(key)
          throw error
        },
      )
      loading.set(key, all)
    }
    return all
  }

  /** Every namespace in both languages: the server renderer's, which renders any page at once (app/render-page.tsx). */
  loadAll(): Promise<void> {
    const namespaces = Object.keys(lazyNamespaces).map(
      (file) => /([^/]+)\.json$/.exec(file)?.[1] as Namespace,
    )
    return Promise.all((['ar', 'en'] as const).map((language) => this.pending(namespaces, language))).then(
      () => undefined,
    )
  }

  /**
   * Switches at once, without downloading or telling anyone: the server renderer, whose texts are all loaded and
   * whose render of a page is synchronous, so no other request's render runs in between (app/render-page.tsx).
   */
  renderIn(language: Language): void {
    this.#language = language
  }

  loadNamespaces(namespaces: Namespace | readonly Namespace[]): Promise<void> {
    return this.pending(namespaces) ?? Promise.resolve()
  }

  /** Downloads the texts asked for so far in the new language, then switches: no page shows half of each. */
  async changeLanguage(language: Language): Promise<void> {
    await this.pending([...this.#asked], language)
    if (language === this.#language) return
    this.#language = language
    for (const listener of [...this.#listeners]) listener(language)
  }

  /** Told after each change of language; returns the way to stop. */
  subscribe = (listener: (language: Language) => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}

/**
 * The language a visit starts in: the device's choice; on a page the server rendered, the page's language (the
 * `?lang=` of a shared link, the `lang` cookie, else Arabic) where the visitor asked for it by the link or has not
 * chosen yet, and it then becomes the device's choice. A page rendered in another language than the device's choice
 * is rendered again in the browser rather than hydrated (main.tsx, `hydratesServerPage`).
 */
function startLanguage(): Language {
  if (typeof document === 'undefined') return 'ar'
  const chosen = storedChoice()
  const rendered = document.documentElement.lang
  if (document.getElementById('app-state') && (rendered === 'ar' || rendered === 'en')) {
    const asked = new URLSearchParams(window.location.search).get('lang')
    if (asked === rendered || chosen === null) {
      if (chosen !== rendered) rememberLanguage(rendered)
      return rendered
    }
  }
  return chosen ?? 'ar'
}

/** The app's texts, in the reader's language; the frame's namespaces are bundled, so it is ready at once. */
export const i18n = new Translations(startLanguage())

/**
 * Doctor, lab and radio sign-in and marketing pages are English whatever the language (SPEC 1). A second instance
 * given through `<TranslationsProvider>` (shared/ui/english-scope.tsx), so nested components read English too.
 */
export const englishI18n = new Translations('en')
