import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useTheme } from '@mui/material/styles'
import { useId, type ReactNode } from 'react'

/** A two-button question; `onConfirm` runs the action, `onCancel` (also Escape and backdrop) closes. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  destructive = false,
  onExited,
}: {
  open: boolean
  title: ReactNode
  message?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel?: () => void
  pending?: boolean
  /** The action deletes something: the confirm button says so in the error colour. */
  destructive?: boolean
  onExited?: () => void
}) {
  // Portals leave the page container: carry an English (LTR) scope's direction into the dialog.
  const { direction } = useTheme()
  const titleId = useId()
  const messageId = useId()
  return (
    <Dialog
      dir={direction}
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {message ? (
        <DialogContent>
          <DialogContentText id={messageId}>{message}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        {cancelLabel && onCancel ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
