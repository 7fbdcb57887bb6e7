import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** One titled part of an order's page or of the health record, a landmark named by its heading. */
export function OrderSection({
  title,
  children,
  action,
  headingLevel = 'h2',
}: {
  title: ReactNode
  children: ReactNode
  action?: ReactNode
  headingLevel?: 'h2' | 'h3'
}) {
  const id = useId()
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            marginBlockEnd: 1.5,
          }}
        >
          <Typography id={id} variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  )
}

/** Label and value pairs as a description list, two columns on a wide screen. */
export function Details({ rows }: { rows: readonly (readonly [string, ReactNode] | null)[] }) {
  return (
    <Box
      component="dl"
      sx={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows.map((row) =>
        row ? (
          <Box key={row[0]} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="textSecondary"
              sx={{ marginBlockStart: { xs: 1, sm: 0 } }}
            >
              {row[0]}
            </Typography>
            <Typography component="dd" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
              {row[1]}
            </Typography>
          </Box>
        ) : null,
      )}
    </Box>
  )
}
