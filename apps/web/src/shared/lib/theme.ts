import type { Role } from '@app/domain/shared'
import { createTheme, type Components, type Theme } from '@mui/material/styles'

export type ThemeRole = Role | 'default'

/** SPEC 6: one colour per role. Each gives white text at least 4.5:1 (WCAG AA), see theme.test.ts. */
export const roleColors: Record<ThemeRole, { main: string; dark: string }> = {
  default: { main: '#00695c', dark: '#004d40' },
  patient: { main: '#1565c0', dark: '#0d47a1' },
  doctor: { main: '#2e7d32', dark: '#1b5e20' },
  lab: { main: '#6a1b9a', dark: '#4a148c' },
  radio: { main: '#ad1457', dark: '#880e4f' },
  admin: { main: '#37474f', dark: '#263238' },
}

/** Cairo when the device has it, then the platform's Arabic-capable UI fonts; nothing is downloaded. */
export const fontStack = [
  'Cairo',
  '"Noto Sans Arabic"',
  '"Segoe UI"',
  'Tahoma',
  '"Geeza Pro"',
  'system-ui',
  '-apple-system',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ')

/** Relative luminance and contrast per WCAG 2.x. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** A translator of the `common` namespace (`i18n.getFixedT(language, 'common')`). */
export type CommonTexts = (key: string, options?: Record<string, unknown>) => string

/**
 * MUI's own texts (an alert's close button, the autocomplete's buttons and messages, pagination and rating labels)
 * from ours, in the page's language and its digits (issue 7 §3). MUI's arEG locale made an Intl.NumberFormat when
 * imported, about 12 ms of every start on a slow phone (docs/decisions/0012), and wrote numbers in Western digits.
 */
function muiTexts(t: CommonTexts): Components<Theme> {
  const pageLabels = {
    first: 'firstPage',
    last: 'lastPage',
    next: 'nextPage',
    previous: 'previousPage',
  } as const
  return {
    MuiAlert: { defaultProps: { closeText: t('mui.close') } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: t('mui.clear'),
        closeText: t('mui.close'),
        loadingText: t('mui.loading'),
        noOptionsText: t('mui.noOptions'),
        openText: t('mui.open'),
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('mui.pagination'),
        getItemAriaLabel: (type, page, selected) =>
          type === 'page'
            ? t(selected ? 'mui.page' : 'mui.goToPage', { page })
            : type in pageLabels
              ? t(`mui.${pageLabels[type as keyof typeof pageLabels]}`)
              : '',
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => t('mui.stars', { count: value }),
        emptyLabelText: t('mui.empty'),
      },
    },
  }
}

export function createAppTheme(
  direction: 'rtl' | 'ltr',
  role: ThemeRole = 'default',
  texts?: CommonTexts,
): Theme {
  const color = roleColors[role]
  const focusRing = (ringColor: string) => ({ outline: `3px solid ${ringColor}`, outlineOffset: 2 })
  return createTheme(
    {
      direction,
      palette: {
        primary: { main: color.main, dark: color.dark, contrastText: '#fff' },
        background: { default: '#f6f8f9' },
      },
      typography: { fontFamily: fontStack, button: { textTransform: 'none', fontWeight: 600 } },
      shape: { borderRadius: 10 },
      components: {
        // A visible ring on keyboard focus for every button and link, not only the ripple.
        MuiButtonBase: {
          styleOverrides: { root: { '&.Mui-focusVisible': focusRing(color.dark) } },
        },
        MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing(color.dark) } } },
        // A field scrolled to by focus (Tab, an error) stops clear of the top bar and a sticky save bar (issue 7 §3).
        MuiInputBase: { styleOverrides: { input: { scrollMarginBlock: '96px' } } },
        // The top bar's ring is white on the role colour (app/styles/first-screen.css).
      },
    },
    texts ? { components: muiTexts(texts) } : {},
  )
}
