import type { Session } from '@app/domain/accounts'
import MenuIcon from '@mui/icons-material/Menu'
import { lazy, Suspense } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'
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

/**
 * The bar is on every page's first screen. Each MUI component that was in it (the app bar, its toolbar, the menu
 * button, the name, each button) was a styled element of its own that worked out its styles on every render, with
 * ButtonBase's ripple and a dozen listeners per button (issue 8 §5, docs/decisions/0030). The parts are plain elements
 * with the class names below (the language selector's too), styled by static CSS in app/styles/first-screen.css
 * (`app-bar`, `bar-*`): no style work in the browser or in the server's render, and logical properties, so right to
 * left needs no flipping. They look as MUI's fixed AppBar, Toolbar, IconButton, h6 Typography and small Buttons did,
 * with a focus ring (white on the role colour) in place of the ripple.
 */
export function TopBar({ session, onOpenMenu }: { session: Session | undefined; onOpenMenu: () => void }) {
  const { t } = useTranslation(['frame', 'common'])
  const role = session?.user ? session.contextRole : null
  const showAvatar = Boolean(session?.user) && canOpen(paths.profile, role)
  return (
    <header className="app-bar">
      <div className="bar-row">
        {/* The bar's content may come a task after the bar itself on a visit's first render. */}
        <>
          <button
            type="button"
            className="bar-icon bar-menu"
            aria-label={t('frame:menu.open')}
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </button>
          <Link to={href('home')} className="bar-name">
            {t('common:appName')}
          </Link>
          <span className="bar-space" />
          <>
            {topButtons(session).map((button) => (
              <Link
                key={button.label}
                to={href(button.route)}
                className={button.label === 'signUp' ? 'bar-button bar-outlined' : 'bar-button'}
              >
                {t(`frame:topBar.${button.label}`)}
              </Link>
            ))}
            {isEnglishOnly(role) ? null : <LanguageSelector />}
            {session?.user ? (
              <Suspense fallback={<span style={{ width: 40, height: 40 }} />}>
                <NotificationBell to={href('notifications')} />
              </Suspense>
            ) : null}
            {showAvatar ? (
              <Link
                to={href('profile')}
                className="bar-icon bar-avatar"
                aria-label={t('frame:topBar.profile')}
              >
                <Suspense fallback={<span style={{ width: 36, height: 36 }} />}>
                  <ProfileAvatar
                    photoUrl={session?.profile?.photoUrl ?? null}
                    name={session?.profile?.name ?? null}
                  />
                </Suspense>
              </Link>
            ) : null}
          </>
        </>
      </div>
    </header>
  )
}
