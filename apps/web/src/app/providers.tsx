import { CacheProvider, Global } from '@emotion/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { manifestHref } from '#web/app/pwa/manifest'
import { useSession } from '#web/features/accounts/api/get-session'
import { useSetLanguage } from '#web/features/accounts/api/set-language'
import { TranslationsProvider, useTranslation } from '#web/shared/hooks/use-translation'
import { useEmotionCache } from '#web/shared/lib/emotion-cache'
import { directionOf, effectiveLanguage, i18n as appI18n, type Translations } from '#web/shared/lib/i18n'
import { storedLanguage } from '#web/shared/lib/stored-language'
import { createQueryClient } from '#web/shared/lib/query-client'
import { createAppTheme, roleColors, type CommonTexts, type ThemeRole } from '#web/shared/lib/theme'
import { ThemeProvider } from '#web/shared/ui/theme-provider'
import { ToastProvider } from '#web/shared/ui/toast'
import type { Language } from '@app/domain/shared'
import type { Theme } from '@mui/material/styles'

/**
 * MUI's RTL step 1: the document itself carries the language and direction (portals included), and the web app
 * manifest, once linked (app/pwa/manifest.ts), is that language's.
 */
function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language
  document.documentElement.dir = directionOf(language)
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  const wanted = manifestHref(language)
  if (manifest && manifest.getAttribute('href') !== wanted) manifest.setAttribute('href', wanted)
}

/** The browser's bar (and the installed app's title bar) in the role's colour (SPEC 6). */
function applyThemeColor(color: string) {
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', color)
}

/**
 * Keeps the texts in the effective language (SPEC 1: a signed-in session's language wins, lab and radio are English)
 * and tells the API a signed-out visitor's stored choice where its answer shows another, so the SMS it sends is in
 * that language. Every request names the stored choice (Accept-Language, shared/lib/api-client.ts), so a first visit
 * is answered in it and tells nothing: only a `lang` cookie that disagrees with this device's choice is set right.
 */
function useLanguageSync() {
  const { data: session } = useSession()
  const { i18n } = useTranslation()
  const setLanguage = useSetLanguage()
  const told = useRef(false)
  const wanted = session ? effectiveLanguage(session) : null

  useEffect(() => {
    if (wanted && wanted !== i18n.language) void i18n.changeLanguage(wanted)
  }, [wanted, i18n])

  const { mutate } = setLanguage
  useEffect(() => {
    if (!session || session.user || told.current) return
    told.current = true
    const stored = storedLanguage()
    if (session.language !== stored) mutate(stored)
  }, [session, mutate])
}

const themes = new WeakMap<Translations, Map<string, Theme>>()

/** The theme of a language (its direction and MUI's texts) and a role, made once for each. */
export function appTheme(language: Language, role: ThemeRole, i18n: Translations = appI18n): Theme {
  let made = themes.get(i18n)
  if (!made) themes.set(i18n, (made = new Map()))
  const key = `${language} ${role}`
  let theme = made.get(key)
  if (!theme) {
    theme = createAppTheme(directionOf(language), role, i18n.getFixedT(language, 'common') as CommonTexts)
    made.set(key, theme)
  }
  return theme
}

/**
 * The role's colours for the static CSS of the parts every first screen shows (app/styles/first-screen.css), as CSS
 * variables on the document, from the theme (shared/lib/theme.ts roleColors), so the colours are written only there.
 * Rendered with Emotion's Global (what MUI's GlobalStyles renders, without its theme lookup): the server extracts it
 * with the page's styles, so a rendered page paints in its colours before any script runs. The hover is the text
 * button's tint: the main colour at 4% (0a) opacity; the focus's at 12% (1f), and an outlined part's border at 70%
 * (b3), as MUI's action.focusOpacity and alpha(main, 0.7).
 */
function roleColorVariables({ palette: { primary } }: Theme) {
  return {
    ':root': {
      '--app-primary': primary.main,
      '--app-primary-dark': primary.dark,
      '--app-on-primary': primary.contrastText,
      '--app-primary-hover': `${primary.main}0a`,
      '--app-primary-focus': `${primary.main}1f`,
      '--app-primary-border': `${primary.main}b3`,
    },
  }
}

function ThemeByLanguageAndRole({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const { data: session } = useSession()
  useLanguageSync()
  const direction = directionOf(i18n.language)
  const role: ThemeRole = (session?.user && session.contextRole) || 'default'
  const theme = appTheme(i18n.language, role, i18n)
  useEffect(() => applyThemeColor(roleColors[role].main), [role])

  useEffect(() => {
    applyDocumentLanguage(i18n.language)
    return i18n.subscribe(applyDocumentLanguage)
  }, [i18n])

  const cache = useEmotionCache(direction)
  return (
    <CacheProvider value={cache}>
      <Global styles={roleColorVariables(theme)} />
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  )
}

/** Everything the app needs above the router: data cache, translations, theme with RTL, toasts. */
export function Providers({
  children,
  queryClient,
  i18n = appI18n,
}: {
  children: ReactNode
  queryClient?: QueryClient
  i18n?: Translations
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <TranslationsProvider value={i18n}>
        <ThemeByLanguageAndRole>
          <ToastProvider>{children}</ToastProvider>
        </ThemeByLanguageAndRole>
      </TranslationsProvider>
    </QueryClientProvider>
  )
}
