import Box from '@mui/material/Box'
import { Skeleton } from './skeleton'
import Typography from '@mui/material/Typography'
import { useDeferredValue } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { prerenderedHeading, type PrerenderedHeading } from '#web/shared/lib/prerendered-heading'

/**
 * What a page shows while its code or data loads: never a blank screen. `bare` inside a page's own frame (its width
 * and padding already set), where the skeleton adds none of its own.
 */
export function PageSkeleton({ bare = false }: { bare?: boolean }) {
  const { t, i18n } = useTranslation('common')
  const heading = prerenderedHeading(i18n.language)
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={
        bare
          ? undefined
          : heading
            ? // Where the page will be (Page's geometry), so that the heading does not move when the page comes.
              {
                maxWidth: heading.maxWidth,
                marginInline: 'auto',
                paddingBlock: { xs: 2, sm: 4 },
                paddingInline: 2,
              }
            : { paddingBlock: 3, paddingInline: 2, maxWidth: 720 }
      }
    >
      {heading ? <HeadingLine heading={heading} /> : <Skeleton variant="text" fontSize="2rem" width="60%" />}
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={120} style={{ marginBlockStart: 16 }} />
      <Skeleton variant="rounded" height={120} style={{ marginBlockStart: 16 }} />
    </Box>
  )
}

/** The first page's heading as the server prerendered it, laid out as the page lays out its own (Page, a doctor's). */
function HeadingLine({ heading }: { heading: PrerenderedHeading }) {
  const h1 = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
      {heading.text}
    </Typography>
  )
  if (!heading.doctor) return <Box sx={{ marginBlockEnd: 3 }}>{h1}</Box>
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', marginBlockEnd: 3 }}>
      <Skeleton variant="circular" width={96} height={96} />
      {h1}
    </Box>
  )
}

/**
 * Whether content that waited for data (`pending` until it arrives) may render: false until React has rendered it in
 * an interruptible pass. A query's answer is an urgent render to React, done in one piece; a whole page mounted in
 * one such render blocked a slow phone's main thread for 150–250 ms (issue 8 §5, docs/decisions/0012). The skeleton
 * stays meanwhile. Only the wait is deferred: what the content renders with is always the current data. Callers show
 * the skeleton while `pending || !ready`: pending again later (another key), the content waits at once.
 */
export function useContentReady(pending: boolean): boolean {
  return useDeferredValue(!pending)
}
