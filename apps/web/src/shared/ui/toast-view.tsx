import Alert, { type AlertColor } from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'

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
  return (
    <Snackbar
      key={id}
      open={open}
      autoHideDuration={severity === 'error' ? 8000 : 5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  )
}
