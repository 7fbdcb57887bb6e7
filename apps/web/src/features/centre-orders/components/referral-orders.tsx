import { formatDate } from '@app/i18n/format'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from '#web/shared/lib/router'
import { EmptyLine, RecordSection } from '#web/shared/ui/record-section'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import Typography from '@mui/material/Typography'
import { useCentreOrders } from '../api/list-centre-orders'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { serviceName, statusColor, statusKey, visitDay } from '../lib/display'

/**
 * The tests and scans a consult's doctor referred the patient for, once booked (issue 43 §4: the referring doctor
 * sees it): each order's stage and, when delivered, its report one click away on the order's page.
 */
export function ReferralOrders({
  bookingId,
  orderHref,
}: {
  bookingId: string
  orderHref: (orderId: string) => string
}) {
  const { t, language } = useCentreOrdersTranslation()
  const orders = useCentreOrders({ referral: bookingId })
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <RecordSection title={t('referrals.title')}>
      {orders.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label={t('loading')} />
      ) : orders.isError ? (
        <RetryAlert onRetry={() => void orders.refetch()}>{t('referrals.loadFailed')}</RetryAlert>
      ) : items.length === 0 ? (
        <EmptyLine>{t('referrals.empty')}</EmptyLine>
      ) : (
        <List disablePadding>
          {items.map((order, index) => {
            const status = statusKey(order, 'doctor')
            return (
              <ListItem key={order.id} disableGutters divider={index < items.length - 1}>
                <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
                  <Link component={RouterLink} to={orderHref(order.id)} sx={{ fontWeight: 600 }}>
                    {t('record.item', { service: serviceName(order, language), centre: order.centreName })}
                  </Link>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" color={statusColor(status)} label={t(`status.${status}`)} />
                    <Typography variant="body2" color="textSecondary">
                      {order.deliveredAt
                        ? t('record.delivered', { date: formatDate(order.deliveredAt, language) })
                        : t('referrals.visit', { date: visitDay(order.startsAt, language) })}
                    </Typography>
                  </Stack>
                </Stack>
              </ListItem>
            )
          })}
        </List>
      )}
    </RecordSection>
  )
}
