import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'

/**
 * A phone number reads left to right inside Arabic text: '+20 1012347391', never '1012347391 20+' (issue 7 §3).
 * Every place that shows a number uses this (or `isolatedPhone` inside a plain string).
 */
export function PhoneNumber({
  phone,
  international = false,
  sx,
}: {
  phone: string
  /** '+20 1012347391' instead of the stored '01012347391'. */
  international?: boolean
  sx?: SxProps<Theme>
}) {
  return (
    <Box component="bdi" dir="ltr" sx={sx}>
      {international ? internationalPhone(phone) : phone}
    </Box>
  )
}

/** '01012347391' → '+20 1012347391' (SPEC 5: stored with the leading zero, shown after +20 without it). */
export const internationalPhone = (phone: string) => `+20 ${phone.replace(/^0/, '')}`

/** A phone number for a plain string (a toast, an aria-label): wrapped in left-to-right isolate marks. */
export const isolatedPhone = (phone: string) => `\u2066${phone}\u2069`
