import Box from '@mui/material/Box'
import { Skeleton } from './skeleton'
import { useDeferredValue } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'

/**
 * What a page shows while its code or data loads: never a blank screen. `bare` inside a page's own frame (its width
 * and padding already set), where the skeleton adds none of its own.
 */
export function PageSkeleton({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('common')
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={bare ? undefined : { paddingBlock: 3, paddingInline: 2, maxWidth: 720 }}
    >
      <Skeleton variant="text" fontSize="2rem" width="60%" />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={120} style={{ marginBlockStart: 16 }} />
      <Skeleton variant="rounded" height={120} style={{ marginBlockStart: 16 }} />
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
