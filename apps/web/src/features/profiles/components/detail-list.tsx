import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export interface DetailItem {
  label: string
  value: ReactNode
}

/** Label and value pairs as a description list, two columns on wide screens. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="textSecondary"
            sx={{ marginBlockStart: { xs: 1, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
