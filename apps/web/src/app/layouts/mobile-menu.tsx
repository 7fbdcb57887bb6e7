import type { Session } from '@app/domain/accounts'
import { constants } from '@app/domain/shared'
import Drawer from '@mui/material/Drawer'
import MenuContent from './menu-content'

/** Phones: MUI's temporary Drawer (anchor left = the start side, so it opens from the right in Arabic). */
export default function MobileMenu({
  session,
  open,
  onClose,
  onSignOut,
}: {
  session: Session | undefined
  open: boolean
  onClose: () => void
  onSignOut: () => void
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      anchor="left"
      sx={{ '& .MuiDrawer-paper': { width: constants.sideDrawerWidth, boxSizing: 'border-box' } }}
    >
      <MenuContent
        session={session}
        onNavigate={onClose}
        onSignOut={() => {
          onClose()
          onSignOut()
        }}
      />
    </Drawer>
  )
}
