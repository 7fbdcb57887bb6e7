import { constants } from '@app/domain/shared'
import Alert, { type AlertColor } from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useEffect } from 'react'

/**
 * The room a toast takes at the bottom of the screen. While one shows, the page gets as much room below its end, so
 * its last buttons can always be scrolled above the toast (on a phone a 5-minute notice sat on the Confirm button).
 */
const toastRoom = '96px'

/** SPEC 9 'Banner default time': 5 s, error and success notices 5 minutes. The one place a toast's time is set. */
export const toastDurationMs = (severity: AlertColor): number =>
  severity === 'error' || severity === 'success' ? constants.bannerNoticeMs : constants.bannerDefaultMs

/** The snackbar itself, loaded with the first toast. */
export default function ToastView({
  id,
  open,
  message,
  severity,
  onClose,
}: {
  id: number
  open: boolean
  message: string
  severity: AlertColor
  onClose: () => void
}) {
  useEffect(() => {
    if (!open) return
    const body = document.body.style
    const before = body.paddingBlockEnd
    body.paddingBlockEnd = toastRoom
    return () => {
      body.paddingBlockEnd = before
    }
  }, [open])
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={toastDurationMs(severity)}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // A notice stays up to 5 minutes (SPEC 9): like a phone's own toasts, it lets taps through to what lies under
      // it, so it never blocks the page's buttons; only its close button takes them.
      sx={{ pointerEvents: 'none' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', pointerEvents: 'none', '& .MuiAlert-action': { pointerEvents: 'auto' } }}
      >
        {message}
      </Alert>
    </Snackbar>
  )
}
