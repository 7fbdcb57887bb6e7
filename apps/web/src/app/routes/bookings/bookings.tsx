import { lazy, Suspense } from 'react'
import { useSession } from '#web/features/accounts/api/get-session'
import { BookingList } from '#web/features/bookings/components/booking-list'
import { useBookingsTranslation } from '#web/features/bookings/hooks/use-bookings-translation'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { renderCancel, renderReschedule } from './booking-changes'
import { bookingLinks } from './links'
import { href } from '#web/app/paths'

// Issue 45 §3: the patient's waiting list, its own chunk under the bookings.
const WaitingListSection = lazy(() => import('#web/features/waiting-list/components/waiting-list-section'))
const offerHref = (offerId: string) => href('waitingOffer', { offerId })

/**
 * /bookings (SPEC 2.1, 2.2; issue 12 §1): a patient's or a doctor's bookings — past, today, upcoming. The change
 * dialogs (cancel, reschedule) come from their own feature through the list's slots.
 */
export default function BookingsPage() {
  const { t } = useBookingsTranslation()
  const session = useSession()
  if (session.isPending) return <PageSkeleton />
  const side = session.data?.contextRole === 'doctor' ? 'doctor' : 'patient'
  return (
    <Page
      title={side === 'doctor' ? t('doctorTitle') : t('title')}
      subtitle={t(`intro.${side}`)}
      maxWidth={880}
    >
      <BookingList
        side={side}
        links={bookingLinks}
        renderCancel={renderCancel}
        renderReschedule={renderReschedule}
      />
      {side === 'patient' ? (
        <Suspense fallback={null}>
          <WaitingListSection offerHref={offerHref} />
        </Suspense>
      ) : null}
    </Page>
  )
}
