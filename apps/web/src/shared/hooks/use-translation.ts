import { createContext, useContext, useSyncExternalStore } from 'react'
import { i18n as appI18n, type Namespace, type TFunction, type Translations } from '#web/shared/lib/i18n'

const TranslationsContext = createContext<Translations>(appI18n)

/** The texts below it (the English of SPEC 1's English-only pages, shared/ui/english-scope.tsx); the app's by default. */
export const TranslationsProvider = TranslationsContext.Provider

/**
 * A component's texts: `t` over the namespaces it names (the first one's keys as they are, the others' with their
 * name), and the instance (its language). The component suspends until their texts have downloaded, and renders
 * again when the language changes.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespaces?: N | readonly [N, ...Namespace[]],
): { t: TFunction<N>; i18n: Translations } {
  const i18n = useContext(TranslationsContext)
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  const pending = i18n.pending(namespaces ?? 'common', language)
  // Suspends until the texts have downloaded: the same promise each time it is asked for while downloading, thrown as
  // React's Suspense takes it. (React 19's `use(pending)` left these components suspended after the download in the
  // unit tests.)
  if (pending) throw pending
  return { t: i18n.getFixedT(language, namespaces ?? ('common' as N)), i18n }
}
