import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
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
