import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'

/** What a page shows while its code or data loads: never a blank screen. */
export function PageSkeleton() {
  const { t } = useTranslation('common')
  return (
    <Box role="status" aria-label={t('loading')} sx={{ paddingBlock: 3, paddingInline: 2, maxWidth: 720 }}>
      <Skeleton variant="text" sx={{ fontSize: '2rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ width: '90%' }} />
      <Skeleton variant="text" sx={{ width: '80%' }} />
      <Skeleton variant="rounded" height={120} sx={{ marginBlockStart: 2 }} />
      <Skeleton variant="rounded" height={120} sx={{ marginBlockStart: 2 }} />
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
