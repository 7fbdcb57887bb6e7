import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Outlet, useLocation } from '#web/shared/lib/router'
import { useQueryClient } from '@tanstack/react-query'
import { useSession } from '#web/features/accounts/api/get-session'
import { forgetDeviceChoices } from '#web/shared/lib/device-storage'
import { ScrollRestoration } from '#web/shared/lib/navigation'
import { useMatchMedia } from '#web/shared/hooks/use-match-media'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeConnection } from '#web/shared/realtime/use-realtime-connection'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { UpdatePrompt } from '#web/app/pwa/update-prompt'
import { ErrorBoundary } from './error-screen'
import { OfflineBar } from './offline-bar'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { href, legalRouteNames } from '#web/app/paths'

// Loaded when first asked for: dialogs are not part of any page's first paint.
const SignOutDialog = lazy(() => import('./sign-out-dialog'))
// Issue 45 §1: asks a signed-in person to accept a new version of the terms; loaded for the signed-in only.
const LegalAcceptanceDialog = lazy(() => import('#web/features/legal/components/legal-acceptance-dialog'))
// Issue 45 §2: the phones' bottom bar, loaded for the signed-in only.
const BottomNav = lazy(() => import('./bottom-nav'))

/**
 * The app frame of SPEC 2.3 around every page. Its own elements are plain, with classes (`app-frame`, `frame-*`)
 * styled by static CSS in app/styles/first-screen.css, as the top bar's: each MUI Box and Toolbar was a styled element
 * of its own that worked out its styles on every render, on every page's first screen (issue 8 §5); static CSS needs
 * no style work in the browser or in the server's render, and its logical properties no flipping for right to left.
 */
export function AppLayout() {
  const { t } = useTranslation('frame')
  const { data: session } = useSession()
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  // One realtime socket while someone is signed in (issue 8 §2). When the session ends (signed out here or from
  // another device, deactivated, expired) the tab does what sign-out does (sign-out-dialog.tsx): a full load of home,
  // so nothing of the person stays in memory. A client-side redirect instead would race the sign-out dialog's own
  // navigation and could leave the person on the sign-in page. A refused connection may mean the session expired,
  // so the session is asked again.
  useRealtimeConnection(Boolean(session?.user), {
    onSessionEnded: () => {
      forgetDeviceChoices()
      window.location.replace(href('home'))
    },
    onRefused: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  })
  const [menuOpen, setMenuOpen] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const [askedToSignOut, setAskedToSignOut] = useState(false)
  if (signingOut && !askedToSignOut) setAskedToSignOut(true)
  // Admins publish the texts and are not asked (legal.service.ts).
  const askedForAcceptance = session?.user && session.contextRole !== 'admin' ? session.user.id : null
  // Below md, where the menu is not docked (side-menu.tsx).
  const phone = useMatchMedia('(max-width: 899.95px)')
  const bottomNavRole = session?.user && phone ? session.contextRole : null
  return (
    <div className="app-frame">
      <a className="frame-skip" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar session={session} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu
        session={session}
        mobileOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
        onSignOut={() => setSigningOut(true)}
      />
      <main className="frame-main" id="main" tabIndex={-1}>
        <div className="frame-bar-space" />
        <OfflineBar />
        {/* A page's error shows inside the frame, so the menu stays usable; the next page is shown again. On a
            visit's first render the page comes in a task of its own, after the frame's (alternating Lighthouse
            runs of home: a median 92 with the page in the frame's task, 96 without; issue 8 §5). */}
        <ErrorBoundary resetKey={pathname} retry="reload">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* A new page opens at its top; back and forward return to where the reader was (issue 7 §3). Changes of
          a page's own query (filters, tabs) keep the position with preventScrollReset. */}
      <ScrollRestoration />
      <UpdatePrompt />
      {askedForAcceptance ? (
        <Suspense fallback={null}>
          <LegalAcceptanceDialog
            userId={askedForAcceptance}
            hrefOf={(key) => href(legalRouteNames[key])}
            onSignOut={() => setSigningOut(true)}
          />
        </Suspense>
      ) : null}
      {bottomNavRole ? (
        <Suspense fallback={null}>
          <BottomNav userRole={bottomNavRole} />
        </Suspense>
      ) : null}
      {askedToSignOut ? (
        <Suspense fallback={null}>
          <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
