import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration } from 'react-router'
import { useSession } from '#web/features/accounts/api/get-session'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { UpdatePrompt } from '#web/app/pwa/update-prompt'
import { OfflineBar } from './offline-bar'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'

// Loaded when first asked for: dialogs are not part of any page's first paint.
const SignOutDialog = lazy(() => import('./sign-out-dialog'))

/** The app frame of SPEC 2.3 around every page. */
export function AppLayout() {
  const { t } = useTranslation('frame')
  const { data: session } = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const [askedToSignOut, setAskedToSignOut] = useState(false)
  if (signingOut && !askedToSignOut) setAskedToSignOut(true)
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          insetBlockStart: -100,
          zIndex: 2000,
          padding: 1,
          bgcolor: 'background.paper',
          '&:focus': { insetBlockStart: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <TopBar session={session} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu
        session={session}
        mobileOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
        onSignOut={() => setSigningOut(true)}
      />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <OfflineBar />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* A new page opens at its top; back and forward return to where the reader was (issue 7 §3). Changes of
          a page's own query (filters, tabs) keep the position with preventScrollReset. */}
      <ScrollRestoration />
      <UpdatePrompt />
      {askedToSignOut ? (
        <Suspense fallback={null}>
          <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
        </Suspense>
      ) : null}
    </Box>
  )
}
