import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { Navigate, useNavigate } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useCheckout } from '../api/checkout-payment-order'
import { useLivePaymentOrder } from '../api/get-payment-order'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'
import { SandboxCheckout } from './sandbox-checkout'

/**
 * /payments/pay/{orderId} (SPEC 2.1, 2.7): a pending order's checkout. Paymob's is its own hosted page, so the
 * payer is sent there; the sandbox's is drawn here. An order that is no longer pending (paid meanwhile, failed,
 * timed out) shows its status instead, and so does one the payer has just submitted.
 */
export function PayOrder({ orderId, statusHref }: { orderId: string; statusHref: string }) {
  const { t } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const navigate = useNavigate()
  const order = useLivePaymentOrder(orderId)
  const isPending = order.data?.status === 'pending'
  const checkout = useCheckout(orderId, isPending)
  const redirectUrl = checkout.data?.provider === 'paymob' ? checkout.data.redirectUrl : null

  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl)
  }, [redirectUrl])

  if (order.isPending) return <PageSkeleton />
  if (order.isError)
    return <RetryAlert onRetry={() => void order.refetch()}>{errorMessage(order.error)}</RetryAlert>
  if (!isPending) return <Navigate to={statusHref} replace />
  if (checkout.isPending) return <PageSkeleton />
  if (checkout.isError)
    return (
      <RetryAlert onRetry={() => void checkout.refetch()}>
        {t('pay.checkoutError')} {errorMessage(checkout.error)}
      </RetryAlert>
    )
  if (redirectUrl)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, paddingBlock: 4 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{t('pay.redirecting')}</Typography>
      </Box>
    )
  return <SandboxCheckout order={order.data} onSubmitted={() => void navigate(statusHref)} />
}
