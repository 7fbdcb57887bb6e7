import type { Session } from '@app/domain/accounts'
import { lazy, Suspense } from 'react'
import { useSession } from '#web/features/accounts/api/get-session'
import { PublicHome } from '#web/features/home/components/public-home'
import { TourLauncher } from '#web/features/home/tour/tour-launcher'
import type { NextStep } from '#web/features/home/components/provider-home'
import type { OfferKey } from '#web/features/home/components/offer-cards'
import { href } from '#web/app/paths'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { bookingLinks } from './bookings/links'

/**
 * The providers' and admins' homes, and a doctor's day (issue 12 §1), are loaded only for them: the signed-out and
 * patient first screen (issue 8 §5's budget) carries the public home alone.
 */
const ProviderHome = lazy(() =>
  import('#web/features/home/components/provider-home').then((m) => ({ default: m.ProviderHome })),
)
const AdminHomeRoute = lazy(() => import('./admin/admin-home'))
const TodayBookings = lazy(() =>
  import('#web/features/bookings/components/today-bookings').then((m) => ({ default: m.TodayBookings })),
)
const NewOrdersCard = lazy(() =>
  import('#web/features/centre-orders/components/new-orders-card').then((m) => ({
    default: m.NewOrdersCard,
  })),
)

const offerLinks: Record<OfferKey, string> = {
  booking: href('booking'),
  homeVisit: `${href('booking')}?practice=home`,
  primaryCare: href('primaryDoctors'),
  clinicVisit: href('clinicSearch'),
  specialist: href('specialists'),
  labsAndScans: href('radiosLabs'),
}

function providerSteps(session: Session): NextStep[] {
  if (session.contextRole === 'doctor') {
    return [
      { key: 'schedule', href: href('schedule') },
      { key: 'bookings', href: href('bookings') },
      { key: 'profile', href: href('profile') },
    ]
  }
  const rest: NextStep[] = [
    { key: 'orders', href: href('orders') },
    { key: 'settings', href: href('settings') },
  ]
  if (!session.profile) return [{ key: 'completeProfile', href: href('createProfile') }, ...rest]
  // Issue 43 §1: what the centre offers and its opening hours are tabs of its profile.
  return [
    { key: 'profile', href: href('profile') },
    {
      key: session.contextRole === 'radio' ? 'radioOffers' : 'labOffers',
      href: `${href('profile')}?tab=offers`,
    },
    { key: 'hours', href: `${href('profile')}?tab=hours` },
    ...rest,
  ]
}

/** SPEC 2.4: one home per audience. */
export default function HomePage() {
  const { data: session, isPending } = useSession()
  if (isPending) return <PageSkeleton />
  const role = session?.user ? session.contextRole : null
  if (role === null || role === 'patient')
    return (
      <>
        <PublicHome name={session?.profile?.name} links={offerLinks} />
        {/* SPEC 4: the guided tour, for signed-out visitors (issue 45 §2). */}
        {role === null ? <TourLauncher /> : null}
      </>
    )
  return (
    <Suspense fallback={<PageSkeleton />}>
      <SignedInHome session={session as Session} />
    </Suspense>
  )
}

function SignedInHome({ session }: { session: Session }) {
  switch (session.contextRole) {
    case null:
    case 'patient':
      return null
    case 'doctor':
      // SPEC 2.4 'home (schedule or bookings)': the doctor's day comes first (issue 12 §1).
      return (
        <ProviderHome
          name={session.profile?.name ?? null}
          gender={session.profile?.gender}
          steps={providerSteps(session)}
        >
          <Suspense fallback={<PageSkeleton />}>
            <TodayBookings links={bookingLinks} />
          </Suspense>
        </ProviderHome>
      )
    case 'lab':
    case 'radio':
      // Issue 43 §3: the new orders waiting to be opened come first.
      return (
        <ProviderHome name={session.profile?.name ?? null} steps={providerSteps(session)}>
          {session.profile ? (
            <Suspense fallback={<PageSkeleton />}>
              <NewOrdersCard ordersHref={`${href('orders')}?tab=new`} />
            </Suspense>
          ) : null}
        </ProviderHome>
      )
    case 'admin':
      return <AdminHomeRoute />
  }
}
