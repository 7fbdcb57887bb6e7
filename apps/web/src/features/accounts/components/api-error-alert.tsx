import Alert from '@mui/material/Alert'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'

/** A translated API error above a form's submit button; nothing when there is no error. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage()
  if (!error) return null
  return (
    <Alert severity="error" role="alert" sx={{ marginBlock: 2 }}>
      {errorMessage(error)}
    </Alert>
  )
}
