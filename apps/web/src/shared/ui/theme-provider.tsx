import type { Theme } from '@mui/material/styles'
import { ThemeProvider as SystemThemeProvider } from '@mui/system'
import type { ReactNode } from 'react'

/**
 * What @mui/material's ThemeProvider does for a theme without CSS variables (its `ThemeProviderNoVars`): the
 * system provider, which also gives RTL and default-props context. Importing Material's own would add the
 * CSS-variables provider and colour-scheme script (~3 KB gzip) to every page for a feature we do not use.
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>
}
