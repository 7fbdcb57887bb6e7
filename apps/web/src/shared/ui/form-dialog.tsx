import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import { useId, type FormEventHandler, type ReactNode } from 'react'

/**
 * A question with fields (a password, a reason): its title, the fields, the error the last try met, and two buttons —
 * keep (also Escape and the backdrop) and the action, enabled once the form is valid and nothing is pending.
 */
export function FormDialog({
  title,
  children,
  error,
  cancelLabel,
  submitLabel,
  canSubmit,
  destructive = false,
  onSubmit,
  onClose,
}: {
  title: ReactNode
  children: ReactNode
  /** The translated message of the last refusal, if any. */
  error?: string | null
  cancelLabel: string
  submitLabel: string
  canSubmit: boolean
  destructive?: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  onClose: () => void
}) {
  // Portals leave the page container: carry an English (LTR) scope's direction into the dialog.
  const { direction } = useTheme()
  const titleId = useId()
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} dir={direction} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={!canSubmit}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
