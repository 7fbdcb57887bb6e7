import LogoutIcon from '@mui/icons-material/Logout'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Toolbar from '@mui/material/Toolbar'
import type SvgIcon from '@mui/material/SvgIcon'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { NavLink, useLocation } from '#web/shared/lib/router'
import { isNativeApp } from '#web/shared/lib/platform'
import type { MenuEntry, MenuIconName } from './menu-entries'

/** The icon of each entry a menu can show: a visitor's menu loads only a visitor's (visitor-menu.tsx). */
export type MenuIcons<I extends MenuIconName> = Record<I, typeof SvgIcon>

/**
 * One menu row: ButtonBase (keyboard focus ring and ripple from the theme) laid out like a MUI list item, which
 * keeps MUI's List family (~3 KB gzip) off the first load of every page.
 */
const rowSx = (depth: number) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 2,
  width: '100%',
  minHeight: 48,
  paddingBlock: 1,
  paddingInlineStart: 2 + depth * 2,
  paddingInlineEnd: 2,
  textAlign: 'start',
  color: 'text.primary',
  textDecoration: 'none',
  typography: 'body1',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 600 },
  '&.Mui-disabled': { opacity: 0.38 },
  '& > svg': { color: 'action.active', flexShrink: 0 },
})

function Row({ depth, children }: { depth: number; children: ReactNode }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-depth={depth}>
      {children}
    </Box>
  )
}

function MenuItems<I extends MenuIconName>({
  entries,
  icons,
  depth,
  onNavigate,
}: {
  entries: MenuEntry<I>[]
  icons: MenuIcons<I>
  depth: number
  onNavigate: () => void
}) {
  const { t } = useTranslation('frame')
  const { pathname } = useLocation()
  const native = isNativeApp()
  return entries
    .filter((e) => !(e.hiddenOnMobile && native))
    .map((e) => {
      const Icon: typeof SvgIcon = icons[e.icon]
      const content = (
        <>
          <Icon aria-hidden />
          <Box component="span" sx={{ flexGrow: 1 }}>
            {t(`menu.${e.label}`)}
          </Box>
          {e.status ? <Status status={e.status} /> : null}
        </>
      )
      return (
        <Row key={e.to} depth={depth}>
          {e.disabled ? (
            // A disabled entry is still announced (SPEC 2.3: doctors see what unlocks after completing the profile).
            <ButtonBase disabled aria-disabled sx={rowSx(depth)}>
              {content}
            </ButtonBase>
          ) : (
            <ButtonBase
              component={NavLink}
              to={e.to}
              end
              onClick={onNavigate}
              aria-current={pathname === e.to ? 'page' : undefined}
              sx={rowSx(depth)}
            >
              {content}
            </ButtonBase>
          )}
          {e.children?.length ? (
            <Box component="ul" sx={{ margin: 0, padding: 0 }}>
              <MenuItems entries={e.children} icons={icons} depth={depth + 1} onNavigate={onNavigate} />
            </Box>
          ) : null}
        </Row>
      )
    })
}

function Status({ status }: { status: NonNullable<MenuEntry['status']> }) {
  const { t } = useTranslation('frame')
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.75rem',
        fontWeight: 600,
        paddingInline: 1,
        borderRadius: 4,
        bgcolor: status === 'edit' ? 'success.dark' : 'action.selected',
        color: status === 'edit' ? 'common.white' : 'text.primary',
      }}
    >
      {t(`completeness.${status}`)}
    </Box>
  )
}

/**
 * A menu of SPEC 2.3 (visitor-menu.tsx, account-menu.tsx), with sign-out below its entries when `onSignOut` is given.
 */
export function MenuContent<I extends MenuIconName>({
  entries,
  icons,
  onNavigate,
  onSignOut,
}: {
  entries: MenuEntry<I>[]
  icons: MenuIcons<I>
  onNavigate: () => void
  onSignOut?: (() => void) | undefined
}) {
  const { t } = useTranslation('frame')
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      <Toolbar />
      <Box component="ul" sx={{ margin: 0, padding: 0, paddingBlock: 1 }}>
        <MenuItems entries={entries} icons={icons} depth={0} onNavigate={onNavigate} />
      </Box>
      {onSignOut ? (
        <Box component="ul" sx={{ margin: 0, padding: 0, borderBlockStart: 1, borderColor: 'divider' }}>
          <Row depth={0}>
            <ButtonBase onClick={onSignOut} sx={rowSx(0)}>
              <LogoutIcon aria-hidden />
              <Box component="span" sx={{ flexGrow: 1 }}>
                {t('menu.signOut')}
              </Box>
            </ButtonBase>
          </Row>
        </Box>
      ) : null}
    </Box>
  )
}
