import { CacheProvider } from '@emotion/react'
import { useTheme } from '@mui/material/styles'
import { useMemo, type ReactNode } from 'react'
import { TranslationsProvider } from '#web/shared/hooks/use-translation'
import { useEmotionCache } from '#web/shared/lib/emotion-cache'
import { englishI18n } from '#web/shared/lib/i18n'
import { ThemeProvider } from '#web/shared/ui/theme-provider'

/**
 * SPEC 1: doctor, lab and radio sign-in, sign-up and marketing pages are English whatever the language. Everything
 * inside reads English texts and lays out left to right (theme direction, a cache without the RTL plugin, `dir`).
 */
export function EnglishScope({ children }: { children: ReactNode }) {
  const outer = useTheme()
  const theme = useMemo(() => ({ ...outer, direction: 'ltr' as const }), [outer])
  const ltrCache = useEmotionCache('ltr')
  return (
    <TranslationsProvider value={englishI18n}>
      <CacheProvider value={ltrCache}>
        <ThemeProvider theme={theme}>
          <div dir="ltr" lang="en">
            {children}
          </div>
        </ThemeProvider>
      </CacheProvider>
    </TranslationsProvider>
  )
}
