import type { Session } from '@app/domain/accounts'
import MenuIcon from '@mui/icons-material/Menu'
import { styled } from '@mui/material/styles'
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
 * The bar's look, once for all its parts: it is on every page's first screen, and each MUI component in it (the app
 * bar, its toolbar, the menu button, the name, each button) is a styled element of its own that works out its styles
 * on every render, with ButtonBase's ripple and a dozen listeners per button (issue 8 §5, docs/decisions/0030). The
 * parts are plain elements with the class names below (the language selector's too); they look as MUI's fixed
 * AppBar, Toolbar, IconButton, h6 Typography and small Buttons did, with a focus ring in place of the ripple.
 */
const Bar = styled('header')(({ theme }) => {
  // The theme's ring on keyboard focus (theme.ts), white on the role colour.
  const focusRing = { outline: `3px solid ${theme.palette.primary.contrastText}`, outlineOffset: 2 }
  const control = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    // A press lightens the control, as the ripple's white did.
    '&:active': { backgroundColor: 'rgba(255, 255, 255, 0.24)' },
    '&:focus-visible': focusRing,
  } as const
  // The toolbar's own heights (56, 48 in landscape, 64 from 600 px wide) with the bar's gaps and gutters.
  const wide = theme.breakpoints.up('sm')
  return {
    position: 'fixed',
    top: 0,
    insetInlineEnd: 0,
    zIndex: theme.zIndex.drawer + 1,
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    width: '100%',
    boxSizing: 'border-box',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    boxShadow: theme.shadows[4],
    // The signed-in bell is an MUI IconButton: its ring white too.
    '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: theme.palette.primary.contrastText },
    '& .bar-row': {
      ...theme.mixins.toolbar,
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      paddingInline: theme.spacing(2),
      [wide]: {
        ...(theme.mixins.toolbar[wide] as object),
        gap: theme.spacing(1),
        paddingInline: theme.spacing(3),
      },
    },
    '& .bar-icon': {
      ...control,
      flex: '0 0 auto',
      padding: 8,
      borderRadius: '50%',
      fontSize: theme.typography.pxToRem(24),
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '& .bar-menu': {
      marginInlineStart: -12,
      [theme.breakpoints.up('md')]: { display: 'none' },
    },
    '& .bar-avatar': { padding: 4 },
    '& .bar-name': {
      ...theme.typography.h6,
      margin: 0,
      color: 'inherit',
      textDecoration: 'none',
      fontWeight: 700,
      whiteSpace: 'nowrap',
      '&:focus-visible': focusRing,
    },
    '& .bar-space': { flexGrow: 1 },
    '& .bar-button': {
      ...control,
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      minWidth: 0,
      padding: '4px 5px',
      borderRadius: theme.shape.borderRadius,
      whiteSpace: 'nowrap',
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
    },
    '& .bar-button.bar-outlined': { padding: '3px 9px', border: '1px solid currentColor' },
    '& .bar-button-icon': {
      display: 'inherit',
      marginInlineEnd: 8,
      marginInlineStart: -2,
      '& > svg': { fontSize: 18 },
    },
  }
})

export function TopBar({ session, onOpenMenu }: { session: Session | undefined; onOpenMenu: () => void }) {
  const { t } = useTranslation(['frame', 'common'])
  const role = session?.user ? session.contextRole : null
  const showAvatar = Boolean(session?.user) && canOpen(paths.profile, role)
  return (
    <Bar>
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
    </Bar>
  )
}
