import type { Session } from '@app/domain/accounts'
import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'
import { Slice } from '#web/shared/lib/slice'
import { canOpen, href, paths, type RouteName } from '#web/app/paths'
import { isEnglishOnly } from '#web/shared/lib/roles'
import { LanguageSelector } from './language-selector'

const ProfileAvatar = lazy(() => import('./profile-avatar'))
// Signed in only: the bell's query code stays off a visitor's first screen.
const NotificationBell = lazy(() => import('#web/features/notifications/components/notification-bell'))

type TopButton = {
  label: 'signIn' | 'signUp' | 'bookings' | 'favourites' | 'schedule' | 'home'
  route: RouteName
}

/** SPEC 2.3: the top bar's role-specific buttons. */
function topButtons(session: Session | undefined): TopButton[] {
  const role = session?.user ? session.contextRole : null
  switch (role) {
    case null:
    case undefined:
      return [
        { label: 'signIn', route: 'signIn' },
        { label: 'signUp', route: 'signUp' },
      ]
    case 'patient':
      return [
        { label: 'bookings', route: 'bookings' },
        { label: 'favourites', route: 'favourites' },
      ]
    case 'doctor':
      return [{ label: 'schedule', route: 'schedule' }]
    case 'admin':
      return [{ label: 'home', route: 'home' }]
    case 'lab':
    case 'radio':
      return []
  }
}

export function TopBar({ session, onOpenMenu }: { session: Session | undefined; onOpenMenu: () => void }) {
  const { t } = useTranslation(['frame', 'common'])
  const role = session?.user ? session.contextRole : null
  const showAvatar = Boolean(session?.user) && canOpen(paths.profile, role)
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {/* The bar's content may come a task after the bar itself on a visit's first render. */}
        <Slice>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('frame:menu.open')}
            onClick={onOpenMenu}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={Link}
            to={href('home')}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {t('common:appName')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {/* The bar's buttons may wait for a task of their own on a visit's first render, after its menu button and
            name (shared/lib/slice.tsx); the static shell's bar has neither. */}
          <Slice>
            {topButtons(session).map((button) => (
              <Button
                key={button.label}
                component={Link}
                to={href(button.route)}
                color="inherit"
                size="small"
                variant={button.label === 'signUp' ? 'outlined' : 'text'}
                sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
              >
                {t(`frame:topBar.${button.label}`)}
              </Button>
            ))}
            {isEnglishOnly(role) ? null : <LanguageSelector />}
            {session?.user ? (
              <Suspense fallback={<span style={{ width: 40, height: 40 }} />}>
                <NotificationBell to={href('notifications')} />
              </Suspense>
            ) : null}
            {showAvatar ? (
              <IconButton
                component={Link}
                to={href('profile')}
                aria-label={t('frame:topBar.profile')}
                sx={{ padding: 0.5 }}
              >
                <Suspense fallback={<span style={{ width: 36, height: 36 }} />}>
                  <ProfileAvatar
                    photoUrl={session?.profile?.photoUrl ?? null}
                    name={session?.profile?.name ?? null}
                  />
                </Suspense>
              </IconButton>
            ) : null}
          </Slice>
        </Slice>
      </Toolbar>
    </AppBar>
  )
}
