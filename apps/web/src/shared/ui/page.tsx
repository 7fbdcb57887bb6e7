import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A page's frame: its single h1 and a readable width. */
export function Page({
  title,
  subtitle,
  children,
  maxWidth = 560,
}: {
  title: ReactNode
  subtitle?: ReactNode
  children?: ReactNode
  maxWidth?: number | string
}) {
  return (
    <Box sx={{ maxWidth, marginInline: 'auto', paddingBlock: { xs: 2, sm: 4 }, paddingInline: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, marginBlockEnd: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="textSecondary" sx={{ marginBlockEnd: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
    </Box>
  )
}
