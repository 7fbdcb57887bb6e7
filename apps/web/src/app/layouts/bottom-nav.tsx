import type { Role } from '@app/domain/shared'
// Icons no first screen uses: a module this chunk shared with one (the docked menu's icons) would be split into a
// chunk of its own, one more script on every signed-out first screen.
import BiotechIcon from '@mui/icons-material/BiotechRounded'
import EventNoteIcon from '@mui/icons-material/EventNoteRounded'
import HomeIcon from '@mui/icons-material/HomeRounded'
import PersonIcon from '@mui/icons-material/PersonRounded'
import SettingsIcon from '@mui/icons-material/SettingsRounded'
import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
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
/** While the bar shows, the page's end and the toasts keep clear of it. */
const clearance = `.app-frame .frame-main{padding-block-end:${room}}.MuiSnackbar-anchorOriginBottomCenter{bottom:calc(64px + env(safe-area-inset-bottom, 0px))}`

/**
 * SPEC 2.4's navigation bar on phones (issue 45 §2), for the signed-in, on the bar's own destinations: loaded only
 * then (the frame's first screen does not carry it). Labels always shown; the current page's item is marked with
 * aria-current. While it shows, the page and the toasts keep clear of it.
 */
export default function BottomNav({ userRole }: { userRole: Role }) {
  const { t } = useTranslation('guide')
  const { pathname } = useLocation()
  const entries = bottomNavEntries(userRole)
  const active = activeBottomNavEntry(entries, pathname)
  if (!active) return null
  return (
    <>
      {/* A plain style element, for the same reason as the icons (GlobalStyles is shared with first screens). */}
      <style>{clearance}</style>
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
