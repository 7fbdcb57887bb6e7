import type { OrderView } from '@app/domain/payments'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useLivePaymentOrder } from '../api/get-payment-order'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'
import { KioskCheckout } from './kiosk-checkout'
import { OrderSummary } from './order-summary'

/**
 * /payments/status/{orderId} (SPEC 2.7, 8): the order's status, live. Pending waits (a kiosk order shows its
 * reference and deadline again); completed hands the order to `onCompleted` (the route knows where a booking or a
 * top-up goes next); an error or a timeout says what happened and offers the way back (SPEC 8's texts).
 */
export function PaymentStatus({
  orderId,
  onCompleted,
  bookingRetryHref,
  cashInRetryHref,
  centreOrderHref,
  renderFailure,
}: {
  orderId: string
  onCompleted: (order: OrderView) => void
  /**
   * A refused payment of a booking or of a lab test's or scan's order, told by the side it pays for (issue 41 §4: why
   * it failed, and another try for the same time while it is held); null or without it, the generic failure.
   */
  renderFailure?: (order: OrderView) => ReactNode
  /** A failed booking payment: choose another time. */
  bookingRetryHref: string
  /** A failed top-up: try again. */
  cashInRetryHref: string
  /** A lab test's or scan's order (issue 43): its page, where the patient books again. */
  centreOrderHref: (centreOrderId: string) => string
}) {
  const { t } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const order = useLivePaymentOrder(orderId)
  const done = useRef(false)
  const completed = order.data?.status === 'completed' ? order.data : null

  useEffect(() => {
    if (!completed || done.current) return
    done.current = true
    if (completed.kind === 'cashIn') toast(t('status.toppedUp', { amount: completed.amount }))
    onCompleted(completed)
  }, [completed, onCompleted, t, toast])

  if (order.isPending) return <PageSkeleton />
  if (order.isError)
    return <RetryAlert onRetry={() => void order.refetch()}>{errorMessage(order.error)}</RetryAlert>

  const current = order.data
  const retry =
    current.kind === 'bookingPay'
      ? { to: bookingRetryHref, label: t('status.chooseAnotherTime') }
      : current.kind === 'centreOrderPay' && current.centreOrderId
        ? { to: centreOrderHref(current.centreOrderId), label: t('status.openOrder') }
        : { to: cashInRetryHref, label: t('status.tryAgain') }
  const retryButton = (
    <Button component={RouterLink} to={retry.to} variant="contained">
      {retry.label}
    </Button>
  )

  let body
  switch (current.status) {
    case 'pending':
      body = (
        <Stack spacing={2}>
          <Box role="status" aria-live="polite">
            <Typography sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
              {current.method === 'kiosk' ? t('status.pendingKiosk') : t('status.pending')}
            </Typography>
            <LinearProgress aria-hidden />
          </Box>
          {current.method === 'kiosk' ? (
            <KioskCheckout order={current} canSimulate={current.provider === 'sandbox'} />
          ) : null}
        </Stack>
      )
      break
    case 'completed':
      body = (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleOutlineIcon color="success" aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>{t('status.completed')}</Typography>
        </Box>
      )
      break
    case 'error':
      body = renderFailure?.(current) ?? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            <AlertTitle>{t('status.errorTitle')}</AlertTitle>
            {current.method === 'mobileWallet'
              ? t('status.errorMobileWallet')
              : current.method === 'card'
                ? t('status.errorCard')
                : t('status.errorKiosk')}
          </Alert>
          {retryButton}
        </Stack>
      )
      break
    case 'timeout':
      body = (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
            <AlertTitle>{t('status.timeoutTitle')}</AlertTitle>
            {current.kind === 'bookingPay'
              ? t('status.timeoutBooking')
              : current.kind === 'centreOrderPay'
                ? t('status.timeoutCentreOrder')
                : t('status.timeoutCashIn')}
          </Alert>
          {retryButton}
        </Stack>
      )
      break
  }

  return (
    <Paper variant="outlined" sx={{ padding: 2 }}>
      <Stack spacing={2}>
        <OrderSummary order={current} />
        {body}
      </Stack>
    </Paper>
  )
}
