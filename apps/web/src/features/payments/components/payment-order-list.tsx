import type { OrderView, PaymentStatus } from '@app/domain/payments'
import { formatDateTime, formatMoney } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { usePaymentOrders } from '../api/list-payment-orders'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/** Where a payment order leads: paying it, its booking, its lab test's or scan's order. */
export interface PaymentOrderLinks {
  pay: (orderId: string) => string
  booking: (bookingId: string) => string
  centreOrder: (centreOrderId: string) => string
}

/** Only colours whose white text keeps WCAG AA contrast; the state is said in words too (WCAG 1.4.1). */
const stateColor: Record<PaymentStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  completed: 'success',
  error: 'error',
  timeout: 'default',
}

/**
 * The payer's payment orders (SPEC 2.7 'order list', 7.3), newest first: what each paid for, how, how much, its
 * state in words and when; a pending one offers to go on paying (with a kiosk's reference), and each leads to what it
 * paid for.
 */
export function PaymentOrderList({ links }: { links: PaymentOrderLinks }) {
  const { t, language } = usePaymentsTranslation()
  const orders = usePaymentOrders()
  const headingId = useId()
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  const body = orders.isPending ? (
    <Stack spacing={1} aria-busy="true" aria-label={t('common:loading')}>
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Stack>
  ) : orders.isError ? (
    <RetryAlert onRetry={() => void orders.refetch()}>{t('orders.loadError')}</RetryAlert>
  ) : items.length === 0 ? (
    <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
      <Typography color="textSecondary">{t('orders.empty')}</Typography>
    </Paper>
  ) : (
    <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((order, i) => (
        <Box
          component="li"
          key={order.id}
          sx={{ padding: 1.5, borderBlockStart: i === 0 ? 0 : 1, borderColor: 'divider' }}
        >
          <OrderLine order={order} links={links} language={language} />
        </Box>
      ))}
    </Paper>
  )

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('orders.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ marginBlockEnd: 1 }}>
        {t('orders.intro')}
      </Typography>
      {body}
      {orders.hasNextPage ? (
        <Button
          onClick={() => void orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
          sx={{ marginBlockStart: 1 }}
        >
          {orders.isFetchingNextPage ? t('orders.loadingMore') : t('orders.more')}
        </Button>
      ) : null}
    </Box>
  )
}

function OrderLine({
  order,
  links,
  language,
}: {
  order: OrderView
  links: PaymentOrderLinks
  language: 'ar' | 'en'
}) {
  const { t } = usePaymentsTranslation()
  const what = t(`kind.${order.kind}`)
  const date = formatDateTime(order.createdAt, language)
  const leadsTo = order.bookingId
    ? { to: links.booking(order.bookingId), label: t('orders.openBooking') }
    : order.centreOrderId
      ? { to: links.centreOrder(order.centreOrderId), label: t('orders.openOrder') }
      : null
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{what}</Typography>
          <Chip size="small" color={stateColor[order.status]} label={t(`orders.states.${order.status}`)} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t(`method.${order.method}`)} · {date}
        </Typography>
        {order.status === 'pending' && order.kioskReference ? (
          <Typography variant="body2">
            {t('orders.kioskReference', { reference: order.kioskReference })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {order.status === 'pending' ? (
            <Link
              component={RouterLink}
              to={links.pay(order.id)}
              variant="body2"
              aria-label={t('orders.continueOf', { what, date })}
            >
              {t('orders.continue')}
            </Link>
          ) : null}
          {leadsTo ? (
            <Link component={RouterLink} to={leadsTo.to} variant="body2">
              {leadsTo.label}
            </Link>
          ) : null}
        </Stack>
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatMoney(order.amount, language)}
      </Typography>
    </Stack>
  )
}
