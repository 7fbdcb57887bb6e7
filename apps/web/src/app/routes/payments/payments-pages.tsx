import type { OrderView } from '@app/domain/payments'
import Stack from '@mui/material/Stack'
import { useCallback } from 'react'
import { matchPath, useLocation, useNavigate, useParams } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useBillingDefaults } from '#web/flows/payments/billing-defaults'
import { BookingPaymentRetry, CentreOrderPaymentRetry } from '#web/flows/payments/payment-retries'
import { CashInForm } from '#web/features/payments/components/cash-in-form'
import { PayOrder } from '#web/features/payments/components/pay-order'
import { PaymentOrderList } from '#web/features/payments/components/payment-order-list'
import { PaymentStatus } from '#web/features/payments/components/payment-status'
import { WalletView } from '#web/features/payments/components/wallet-view'
import { usePaymentsTranslation } from '#web/features/payments/hooks/use-payments-translation'
import { EarningsView } from '#web/features/payouts/components/earnings-view'
import { href, paths } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'

/**
 * The payment and wallet pages (SPEC 2.1, 2.7): /payments/pay/{orderId}, /payments/status/{orderId}, /wallet (with
 * the payer's payment orders) and /wallet/payments. One lazy module: a payer goes from one to the next, and they share the payments feature.
 */
export default function PaymentsPagesRoute() {
  const { pathname } = useLocation()
  if (matchPath(paths.paymentsPay.path, pathname)) return <PayPage />
  if (matchPath(paths.paymentsStatus.path, pathname)) return <StatusPage />
  if (matchPath(paths.walletPayments.path, pathname)) return <CashInPage />
  return <WalletPage />
}

function PayPage() {
  const { t } = usePaymentsTranslation()
  const { orderId = '' } = useParams()
  return (
    <Page title={t('pay.title')}>
      <PayOrder orderId={orderId} statusHref={href('paymentsStatus', { orderId })} />
    </Page>
  )
}

function StatusPage() {
  const { t } = usePaymentsTranslation()
  const { orderId = '' } = useParams()
  const navigate = useNavigate()
  // SPEC 2.7: a paid booking shows its success page, a paid test or scan its order (issue 43); a top-up goes back to
  // the wallet.
  const onCompleted = useCallback(
    (order: OrderView) =>
      void navigate(
        order.bookingId
          ? href('bookingSuccess', { bookingId: order.bookingId })
          : order.centreOrderId
            ? href('order', { orderId: order.centreOrderId })
            : href('wallet'),
        { replace: true },
      ),
    [navigate],
  )
  return (
    <Page title={t('status.title')}>
      <PaymentStatus
        orderId={orderId}
        onCompleted={onCompleted}
        bookingRetryHref={href('booking')}
        cashInRetryHref={href('walletPayments')}
        centreOrderHref={(centreOrderId) => href('order', { orderId: centreOrderId })}
        // Issue 41 §4: a refused payment of a booking or of a lab test's or scan's order is told by its side.
        renderFailure={(order) =>
          order.bookingId ? (
            <BookingPaymentRetry bookingId={order.bookingId} />
          ) : order.centreOrderId ? (
            <CentreOrderPaymentRetry centreOrderId={order.centreOrderId} />
          ) : null
        }
      />
    </Page>
  )
}

function WalletPage() {
  const { t } = usePaymentsTranslation()
  const session = useSession()
  if (session.isPending) return <PageSkeleton />
  // Doctors, labs and radiology centres earn and are paid out (issue 12 §5, 43 §5); patients keep a wallet.
  const role = session.data?.contextRole
  const isDoctor = role === 'doctor' || role === 'lab' || role === 'radio'
  return (
    <Page title={isDoctor ? t('wallet.earningsTitle') : t('wallet.title')} maxWidth={720}>
      {isDoctor ? (
        // SPEC 2.3 'Earnings' (issue 12 §5): the payout form starts from what the account already knows.
        <EarningsView
          defaults={{
            fullName: session.data?.profile?.name ?? '',
            email: session.data?.user?.email ?? '',
            msisdn: /^01[012]\d{8}$/.test(session.data?.user?.phone ?? '')
              ? (session.data?.user?.phone ?? '')
              : '',
          }}
        />
      ) : (
        <Stack spacing={4}>
          <WalletView
            owner="patient"
            topUpHref={href('walletPayments')}
            // The booking's page carries its receipt (issue 9 §4); the consult summary (SPEC 2.8) comes with consults.
            receiptHref={(bookingId) => href('bookingSuccess', { bookingId })}
          />
          <PaymentOrderList
            links={{
              pay: (orderId) => href('paymentsPay', { orderId }),
              booking: (bookingId) => href('bookingSuccess', { bookingId }),
              centreOrder: (orderId) => href('order', { orderId }),
            }}
          />
        </Stack>
      )}
    </Page>
  )
}

function CashInPage() {
  const { t } = usePaymentsTranslation()
  const billingDefaults = useBillingDefaults()
  const navigate = useNavigate()
  if (!billingDefaults) return <PageSkeleton />
  return (
    <Page title={t('cashIn.title')} subtitle={t('cashIn.subtitle')}>
      <CashInForm
        billingDefaults={billingDefaults}
        onOrder={(orderId) => void navigate(href('paymentsPay', { orderId }))}
      />
    </Page>
  )
}
