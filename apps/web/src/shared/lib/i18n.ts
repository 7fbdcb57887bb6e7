import type { Language, Role } from '@app/domain/shared'
import { formatMessageValue, messageConstants } from '@app/i18n/format'
import i18next, {
  createInstance,
  type BackendModule,
  type FormatterModule,
  type i18n as I18n,
  type InitOptions,
} from 'i18next'
import { initReactI18next } from 'react-i18next'
// The frame's namespaces ship with the app; the others load with the first page that asks for them (see backend).
import arCommon from '../../../../../packages/i18n/src/locales/ar/common.json'
import arFrame from '../../../../../packages/i18n/src/locales/ar/frame.json'
import enCommon from '../../../../../packages/i18n/src/locales/en/common.json'
import enFrame from '../../../../../packages/i18n/src/locales/en/frame.json'
import { isEnglishOnly, isLanguage } from '#web/shared/lib/roles'

/** localStorage key of the language a visitor chose; the API keeps its own copy (PUT /session/language). */
export const languageStorageKey = 'lang'

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey)
    return isLanguage(stored) ? stored : 'ar'
  } catch {
    return 'ar'
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language)
  } catch {
    // Private browsing may refuse storage; the session cookie still carries the choice.
  }
}

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
 * downloads only the texts it shows. Core namespaces are excluded here because they are imported above.
 */
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../../packages/i18n/src/locales/*/*.json',
  '!../../../../../packages/i18n/src/locales/*/common.json',
  '!../../../../../packages/i18n/src/locales/*/frame.json',
])

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyNamespaces[`../../../../../packages/i18n/src/locales/${language}/${namespace}.json`]
    if (!load) {
      callback(null, {})
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/**
 * Every interpolated value goes through here (`alwaysFormat`): numbers in the text's digits, Arabic-Indic in Arabic,
 * the same helper the API's messages use (issue 7 §3). Callers pass numbers as numbers, so plurals can count them.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // i18next types the result as a string; any other value is returned untouched, as i18next itself does.
  format: (
    value: unknown,
    _format: string | undefined,
    lng: string | undefined,
    options?: Record<string, unknown>,
  ) =>
    formatMessageValue(
      value,
      lng ?? 'ar',
      typeof options?.interpolationkey === 'string' ? options.interpolationkey : undefined,
    ) as string,
  add: () => undefined,
  addCached: () => undefined,
}

/** Each language named in itself, so a reader finds theirs whatever is on screen (the selector, settings). */
export const languageNames: Record<Language, string> = { ar: 'العربية', en: 'English' }

export const coreNamespaces = ['common', 'frame'] as const

const options = (lng: Language): InitOptions => ({
  resources: {
    ar: { common: arCommon, frame: arFrame },
    en: { common: enCommon, frame: enFrame },
  },
  partialBundledLanguages: true,
  lng,
  // SPEC 1's English fallback is kept where it is decided, in the texts: every namespace has the same keys in Arabic
  // and English (packages/i18n locales.test.ts), so no Arabic text can be missing. A fallback language here would make
  // i18next download each page's English texts beside its Arabic ones on every Arabic visit (7–12 KB of a phone's
  // first screen, docs/decisions/0012), to show none of them.
  fallbackLng: false,
  ns: [...coreNamespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false, alwaysFormat: true, defaultVariables: { ...messageConstants } },
  returnNull: false,
  initAsync: false,
})

/** The app's i18next instance; the core namespaces are bundled, so init is synchronous. */
export const i18n: I18n = i18next
if (!i18n.isInitialized)
  void i18n.use(backend).use(numberFormatter).use(initReactI18next).init(options(storedLanguage()))

/**
 * Doctor, lab and radio sign-in and marketing pages are English whatever the language (SPEC 1). A second
 * instance given through `<I18nextProvider>` (shared/ui/english-scope.tsx), so nested components read English too.
 * It does not `use(initReactI18next)`, which would make it react-i18next's global default.
 */
export const englishI18n: I18n = createInstance()
void englishI18n.use(backend).use(numberFormatter).init(options('en'))
