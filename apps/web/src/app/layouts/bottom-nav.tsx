import type { Role } from '@app/domain/shared'
import BiotechIcon from '@mui/icons-material/Biotech'
import EventNoteIcon from '@mui/icons-material/EventNote'
import HomeIcon from '@mui/icons-material/Home'
import PersonIcon from '@mui/icons-material/Person'
import SettingsIcon from '@mui/icons-material/Settings'
import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link, useLocation } from '#web/shared/lib/router'
import { activeBottomNavEntry, bottomNavEntries, type BottomNavKey } from './bottom-nav-entries'

const icons: Record<BottomNavKey, typeof HomeIcon> = {
  home: HomeIcon,
  bookings: EventNoteIcon,
  orders: BiotechIcon,
  profile: PersonIcon,
  settings: SettingsIcon,
}

/** The bar's height above the phone's own bottom edge (the home indicator's safe area). */
const room = 'calc(56px + env(safe-area-inset-bottom, 0px))'

/**
 * SPEC 2.4's navigation bar on phones (issue 45 §2), for the signed-in, on the bar's own destinations: loaded only
 * then (the frame's first screen does not carry it). Labels always shown; the current page's item is marked with
 * aria-current. While it shows, the page and the toasts keep clear of it.
 */
export default function BottomNav({ userRole }: { userRole: Role }) {
  const { t } = useTranslation('frame')
  const { pathname } = useLocation()
  const entries = bottomNavEntries(userRole)
  const active = activeBottomNavEntry(entries, pathname)
  if (!active) return null
  return (
    <>
      <GlobalStyles
        styles={{
          '.app-frame .frame-main': { paddingBlockEnd: room },
          '.MuiSnackbar-anchorOriginBottomCenter': {
            bottom: `calc(64px + env(safe-area-inset-bottom, 0px))`,
          },
        }}
      />
      <Paper
        component="nav"
        aria-label={t('bottomNav.label')}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          insetInline: 0,
          insetBlockEnd: 0,
          zIndex: 'appBar',
          paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
        }}
      >
        <BottomNavigation showLabels value={active}>
          {entries.map(({ key, to }) => {
            const Icon = icons[key]
            return (
              <BottomNavigationAction
                key={key}
                value={key}
                component={Link}
                to={to}
                label={t(`bottomNav.${key}`)}
                icon={<Icon aria-hidden />}
                aria-current={key === active ? 'page' : undefined}
              />
            )
          })}
        </BottomNavigation>
      </Paper>
    </>
  )
}
