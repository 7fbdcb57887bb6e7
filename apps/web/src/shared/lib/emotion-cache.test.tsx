import { CacheProvider } from '@emotion/react'
import Button from '@mui/material/Button'
import { ThemeProvider } from '@mui/material/styles'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createEmotionCaches } from './emotion-cache'
import { createAppTheme } from './theme'

const stylesOf = (key: string) =>
  Array.from(document.head.querySelectorAll(`style[data-emotion^="${key}"]`), (tag) =>
    tag.textContent
      ? tag.textContent
      : [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join(''),
  ).join('')

describe('the Emotion caches (MUI right-to-left, step 3)', () => {
  it('flips physical sides for Arabic and leaves English as MUI wrote it', () => {
    const caches = createEmotionCaches()
    for (const [direction, cache] of [
      ['rtl', caches.rtl],
      ['ltr', caches.ltr],
    ] as const)
      render(
        <CacheProvider value={cache}>
          <ThemeProvider theme={createAppTheme(direction)}>
            <Button startIcon={<span />}>{direction}</Button>
          </ThemeProvider>
        </CacheProvider>,
      )
    // MUI's start icon sits 8px from the text and -4px from the button's start edge.
    expect(stylesOf('muirtl')).toMatch(/startIcon\{[^}]*margin-left:8px;margin-right:-4px/)
    expect(stylesOf('muiltr')).toMatch(/startIcon\{[^}]*margin-right:8px;margin-left:-4px/)
  })

  it('makes new caches each time: a server request never shares another request’s styles', () => {
    const first = createEmotionCaches()
    const second = createEmotionCaches()
    expect(first.rtl).not.toBe(second.rtl)
    expect(first.rtl.key).toBe('muirtl')
    expect(first.ltr.key).toBe('muiltr')
  })
})
