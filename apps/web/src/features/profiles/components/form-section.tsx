import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** A titled part of a long form; the h2 keeps the page outline under its single h1. */
export function FormSection({
  title,
  children,
  columns = 2,
}: {
  title: string
  children: ReactNode
  columns?: 1 | 2
}) {
  const headingId = useId()
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
        }}
      >
        {children}
      </Box>
    </Box>
  )
}
