import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useCentreOrders } from '../api/list-centre-orders'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'

/** A lab's or radiology centre's home (issue 43 §3): how many new orders wait to be opened, and the way to them. */
export function NewOrdersCard({ ordersHref }: { ordersHref: string }) {
  const { t } = useCentreOrdersTranslation()
  const headingId = useId()
  const orders = useCentreOrders({ tab: 'new' }, { live: true })
  const count = orders.data?.pages[0]?.counts.new ?? orders.data?.pages[0]?.items.length ?? 0
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
        {t('home.title')}
      </Typography>
      {orders.isPending ? (
        <Stack role="status" aria-label={t('loading')}>
          <Skeleton width="50%" />
        </Stack>
      ) : orders.isError ? (
        <RetryAlert onRetry={() => void orders.refetch()}>{t('home.loadFailed')}</RetryAlert>
      ) : (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography sx={{ fontWeight: count > 0 ? 700 : 400 }}>
            {count > 0 ? t('home.count', { count }) : t('home.none')}
          </Typography>
          <Button
            component={RouterLink}
            to={ordersHref}
            variant={count > 0 ? 'contained' : 'outlined'}
            endIcon={<ArrowForwardIcon sx={flipInRtl} />}
          >
            {t('home.open')}
          </Button>
        </Stack>
      )}
    </Paper>
  )
}
