import type { Theme } from '@mui/material/styles'

/** `sx` for direction-implying icons (arrows, chevrons): mirrored when the theme is right-to-left. */
export const flipInRtl = (theme: Theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })
