import type { Session } from '@app/domain/accounts'
import { constants } from '@app/domain/shared'
import Paper from '@mui/material/Paper'
import { useTheme } from '@mui/material/styles'
import { lazy, Suspense, useState } from 'react'
import { useMatchMedia } from '#web/shared/hooks/use-match-media'

// The menu is not part of a page's first paint: on phones it loads on first open (with the Drawer's modal and focus
// trap), on desktop right after the page. A visitor's menu and an account's are separate chunks: a visitor's first
// screen loads only its own seven icons.
const MobileMenu = lazy(() => import('./mobile-menu'))
const VisitorMenu = lazy(() => import('./visitor-menu'))
const AccountMenu = lazy(() => import('./account-menu'))

/** The menu of the signed-in account's role, or a visitor's. */
function Menu({
  session,
  onNavigate,
  onSignOut,
}: {
  session: Session | undefined
  onNavigate: () => void
  onSignOut: () => void
}) {
  return (
    <Suspense fallback={null}>
      {session?.user ? (
        <AccountMenu session={session} onNavigate={onNavigate} onSignOut={onSignOut} />
      ) : (
        <VisitorMenu onNavigate={onNavigate} />
      )}
    </Suspense>
  )
}

/**
 * SPEC 2.3 side menu, 240 wide. From md up it is docked: the same Paper MUI's permanent Drawer renders, without the
 * Drawer module, which brings the modal machinery only the phone variant needs. Phones get the temporary Drawer.
 */
export function SideMenu({
  session,
  mobileOpen,
  onClose,
  onSignOut,
}: {
  session: Session | undefined
  mobileOpen: boolean
  onClose: () => void
  onSignOut: () => void
}) {
  const width = constants.sideDrawerWidth
  const desktop = useMatchMedia(
    useTheme()
      .breakpoints.up('md')
      .replace(/^@media\s*/, ''),
  )
  const [opened, setOpened] = useState(false)
  if (mobileOpen && !opened) setOpened(true)

  // Docked from md up by CSS, not by the media query alone: the server (which has no screen) renders it, so a page
  // rendered there has the menu's place on a wide screen before the scripts run, and nothing moves when they do.
  const docked = (
    <Paper
      square
      elevation={0}
      data-tour="menu"
      sx={{
        display: { xs: 'none', md: 'block' },
        width,
        flexShrink: 0,
        position: 'sticky',
        insetBlockStart: 0,
        blockSize: '100dvh',
        overflowY: 'auto',
        borderInlineEnd: 1,
        borderColor: 'divider',
      }}
    >
      {/* Its entries once the browser knows the screen is wide: a phone never loads them for a hidden menu. */}
      {desktop ? <Menu session={session} onNavigate={() => undefined} onSignOut={onSignOut} /> : null}
    </Paper>
  )
  if (desktop) return docked
  return (
    <>
      {docked}
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onClose={onClose}>
            <Menu
              session={session}
              onNavigate={onClose}
              onSignOut={() => {
                onClose()
                onSignOut()
              }}
            />
          </MobileMenu>
        </Suspense>
      ) : null}
    </>
  )
}
