import { inLanguage } from '@app/domain/shared'
import { useSession } from '#web/features/accounts/api/get-session'
import { useOffers } from '#web/features/centres/api/get-offers'
import { CentreOrderList } from '#web/features/centre-orders/components/centre-order-list'
import { PatientOrderList } from '#web/features/centre-orders/components/patient-order-list'
import { useCentreOrdersTranslation } from '#web/features/centre-orders/hooks/use-centre-orders-translation'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { findCentreHref, orderHref } from './links'

/**
 * /orders (SPEC 2.1; issue 43 §3): a lab's or radiology centre's orders in tabs, or a patient's orders of tests and
 * scans, newest first.
 */
export default function OrdersPage() {
  const session = useSession()
  if (session.isPending) return <PageSkeleton />
  const role = session.data?.contextRole
  return role === 'lab' || role === 'radio' ? <CentreOrders /> : <PatientOrders />
}

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

function PatientOrders() {
  const { t } = useCentreOrdersTranslation()
  return (
    <Page title={t('patientTitle')} subtitle={t('patientIntro')} maxWidth={880}>
      <PatientOrderList orderHref={orderHref} findHref={findCentreHref} />
    </Page>
  )
}
