import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** One section of a record, a summary or an order: a titled card, a landmark named by its heading. */
export function RecordSection({
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
            mb: 1.5,
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

/** SPEC 8's empty states ('No prescriptions', 'No doctor consultations'): said, never a blank card. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <Typography color="textSecondary">{children}</Typography>
}

/** Label–value pairs as a description list, halves on a phone so long values keep their labels readable. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode] | null)[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {rows
        .flatMap((row) => (row ? [row] : []))
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  )
}
