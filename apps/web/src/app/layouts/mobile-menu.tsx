import { constants } from '@app/domain/shared'
import Drawer from '@mui/material/Drawer'
import type { ReactNode } from 'react'

/** Phones: MUI's temporary Drawer (anchor left = the start side, so it opens from the right in Arabic). */
export default function MobileMenu({
  open,
  onClose,
  children,
}: {
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      anchor="left"
      sx={{ '& .MuiDrawer-paper': { width: constants.sideDrawerWidth, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  )
}
