import { profileGuardRedirect } from '@app/domain/accounts'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { isNativeApp } from '#web/shared/lib/platform'
import { originOfLocation, saveOrigin } from '#web/shared/lib/saved-origin'
import { PageSkeleton, useContentReady } from '#web/shared/ui/page-skeleton'
import { canOpen, href, type RouteEntry } from './paths'

/**
 * SPEC 2.2 and 4, in order: mobile-hidden pages, a signed-out visitor on a role page (→ sign-in), a role that may
 * not open the page (→ home), then the profile guards of the domain (create-profile / create-email).
 */
export function RouteGuard({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const { data: session, isPending } = useSession()
  const { pathname, search } = useLocation()
  const ready = useContentReady(isPending)

  if (isPending || !ready) return <PageSkeleton />
  if (entry.hiddenOnMobile && isNativeApp()) return <Navigate to={href('home')} replace />

  // A session that failed to load is treated as signed out: public pages still work.
  if (!session?.user) {
    if (canOpen(entry, null)) return children
    const origin = originOfLocation(pathname, search)
    if (origin) saveOrigin(origin.origin, origin.search)
    return <Navigate to={href('signIn')} replace state={{ from: `${pathname}${search}` }} />
  }

  if (!canOpen(entry, session.contextRole)) return <Navigate to={href('home')} replace />
  const redirect = profileGuardRedirect(session, pathname)
  if (redirect && redirect !== pathname) {
    // A patient sent to complete their profile comes back here afterwards (SPEC 4), e.g. to the booking wizard.
    const origin = session.contextRole === 'patient' ? originOfLocation(pathname, search) : null
    if (origin) saveOrigin(origin.origin, origin.search)
    return <Navigate to={redirect} replace />
  }
  return children
}
