import { describe, expect, it } from 'vitest'
import { contrastRatio, createAppTheme, roleColors, type CommonTexts } from './theme'

describe('role colours', () => {
  it('give white text at least the WCAG AA contrast of 4.5:1 for every role', () => {
    for (const [role, { main, dark }] of Object.entries(roleColors)) {
      expect(contrastRatio(main, '#ffffff'), role).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(dark, '#ffffff'), role).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('computes the known contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})

describe("MUI's own texts", () => {
  it('come from our texts, in Arabic with Arabic-Indic digits and its plural forms', async () => {
    const { i18n } = await import('./i18n')
    const theme = createAppTheme('rtl', 'default', i18n.getFixedT('ar', 'common') as CommonTexts)
    const rating = theme.components?.MuiRating?.defaultProps
    expect(rating?.getLabelText?.(1)).toBe('نجمة واحدة')
    expect(rating?.getLabelText?.(2)).toBe('نجمتان')
    expect(rating?.getLabelText?.(4)).toBe('٤ نجوم')
    expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('إغلاق')
    const pages = theme.components?.MuiPagination?.defaultProps
    expect(pages?.getItemAriaLabel?.('page', 3, false)).toBe('انتقل إلى صفحة ٣')
    expect(pages?.getItemAriaLabel?.('next', null, false)).toBe('انتقل إلى الصفحة التالية')
  })

  it('in English', async () => {
    const { i18n } = await import('./i18n')
    const theme = createAppTheme('ltr', 'patient', i18n.getFixedT('en', 'common') as CommonTexts)
    expect(theme.components?.MuiRating?.defaultProps?.getLabelText?.(4.5)).toBe('4.5 stars')
    expect(theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('No options')
  })
})
