import { useBookingPayment, useRetryBookingPayment } from '#web/features/booking/api/booking-payment'
import {
  useCentreOrderPayment,
  useRetryCentreOrderPayment,
} from '#web/features/centre-orders/api/centre-order-payment'
import { PaymentRetry } from '#web/features/payments/components/payment-retry'
import { usePaymentsTranslation } from '#web/features/payments/hooks/use-payments-translation'
import { href } from '#web/app/paths'
import { useNavigate } from '#web/shared/lib/router'

/**
 * A refused payment tried again (issue 41 §4), one way for what it pays for: the payments feature says why and offers
 * another card or method while the time is held; the booking's or the order's feature reads the hold and opens the
 * new order. The new order goes to its checkout.
 */

/** A doctor booking's refused payment (/payments/status): another try, or another time. */
export function BookingPaymentRetry({ bookingId }: { bookingId: string }) {
  const { t } = usePaymentsTranslation()
  const navigate = useNavigate()
  return (
    <PaymentRetry
      subject="booking"
      payment={useBookingPayment(bookingId)}
      retry={useRetryBookingPayment(bookingId)}
      onOrder={(orderId) => void navigate(href('paymentsPay', { orderId }))}
      other={{ href: href('booking'), label: t('status.chooseAnotherTime') }}
    />
  )
}

/**
 * A lab test's or scan's refused payment (issue 43): on /payments/status with the way back to the order; on the
 * order's own page (`onOrderPage`) without it.
 */
export function CentreOrderPaymentRetry({
  centreOrderId,
  onOrderPage = false,
}: {
  centreOrderId: string
  onOrderPage?: boolean
}) {
  const { t } = usePaymentsTranslation()
  const navigate = useNavigate()
  return (
    <PaymentRetry
      subject="centreOrder"
      payment={useCentreOrderPayment(centreOrderId)}
      retry={useRetryCentreOrderPayment(centreOrderId)}
      onOrder={(orderId) => void navigate(href('paymentsPay', { orderId }))}
      {...(onOrderPage
        ? {}
        : { other: { href: href('order', { orderId: centreOrderId }), label: t('status.openOrder') } })}
    />
  )
}
