import { inLanguage } from '@app/domain/shared'
import { useSession } from '#web/features/accounts/api/get-session'
import { useOffers } from '#web/features/centres/api/get-offers'
import { CentreOrderList } from '#web/features/centre-orders/components/centre-order-list'
import { OrderPage } from '#web/features/centre-orders/components/order-page'
import { PatientOrderList } from '#web/features/centre-orders/components/patient-order-list'
import { useCentreOrdersTranslation } from '#web/features/centre-orders/hooks/use-centre-orders-translation'
import type { OrderSide } from '#web/features/centre-orders/lib/display'
import { FileDrop } from '#web/features/profiles/components/file-drop'
import { CentreOrderPaymentRetry } from '#web/flows/payments/payment-retries'
import { useParams } from '#web/shared/lib/router'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { findCentreHref, orderHref, ordersHref, payHref } from './links'

/**
 * The orders' pages (issue 43 §3–§4): /orders and /orders/{orderId}. One lazy module: a centre or a patient goes from
 * the list to an order and back, and they share the feature.
 */
export default function OrdersPagesRoute() {
  const { orderId } = useParams()
  const session = useSession()
  if (session.isPending) return <PageSkeleton />
  const role = session.data?.contextRole
  if (orderId !== undefined) {
    const side: OrderSide =
      role === 'patient'
        ? 'patient'
        : role === 'lab' || role === 'radio'
          ? 'centre'
          : role === 'doctor'
            ? 'doctor'
            : 'admin'
    return <OneOrder orderId={orderId} side={side} />
  }
  return role === 'lab' || role === 'radio' ? <CentreOrders /> : <PatientOrders />
}

/** /orders for a lab or radiology centre: its orders in tabs (issue 43 §3). */
function CentreOrders() {
  const { t, language } = useCentreOrdersTranslation()
  // The centre's own offers name the tests and scans it can be filtered by.
  const offers = useOffers(null)
  const services = (offers.data?.items ?? []).map((offer) => ({
    id: offer.service.id,
    name: inLanguage(language, offer.service.nameAr, offer.service.nameEn),
  }))
  return (
    <Page title={t('centreTitle')} subtitle={t('centreIntro')} maxWidth={960}>
      <CentreOrderList services={services} orderHref={orderHref} />
    </Page>
  )
}

/** /orders for a patient: their orders of tests and scans, newest first. */
function PatientOrders() {
  const { t } = useCentreOrdersTranslation()
  return (
    <Page title={t('patientTitle')} subtitle={t('patientIntro')} maxWidth={880}>
      <PatientOrderList orderHref={orderHref} findHref={findCentreHref} />
    </Page>
  )
}

/**
 * /orders/{orderId}: one order. The report's PDF goes up through the app's file picker (profiles' FileDrop: drag and
 * drop, the browser's type and size checks, progress); a refused payment is tried again as a booking's is (issue 41
 * §4: payments' retry over the order's hooks).
 */
function OneOrder({ orderId, side }: { orderId: string; side: OrderSide }) {
  return (
    <OrderPage
      orderId={orderId}
      side={side}
      links={{
        pay: payHref,
        order: orderHref,
        ...(side === 'patient' || side === 'centre' ? { orders: ordersHref } : {}),
      }}
      Drop={FileDrop}
      PaymentRetry={CentreOrderPaymentRetry}
    />
  )
}
