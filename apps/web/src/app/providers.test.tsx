import { useTheme, type Theme } from '@mui/material/styles'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { appTheme } from './providers'

describe('the theme made before the first render (issue 8 §5)', () => {
  it('is the one the first render uses, not made a second time', async () => {
    stubApi()
    await i18n.changeLanguage('ar')
    // What app/start.tsx makes in a task of its own.
    const made = appTheme(i18n.language, 'default')
    let used: Theme | undefined
    function ReadTheme() {
      used = useTheme()
      return null
    }
    await renderWithProviders(<ReadTheme />)
    await waitFor(() => expect(used).toBeDefined())
    // MUI's ThemeProvider hands out its own copy of the theme object; the parts are the theme made in advance.
    expect(used?.palette).toBe(made.palette)
    expect(made.direction).toBe('rtl')
  })
})
