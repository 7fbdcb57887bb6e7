import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'

interface Props {
  mode: 'create' | 'edit'
  submitting: boolean
  serverError: string | null
  onCancel?: () => void
}

/** The server's answer (when it refused) and the submit button: 'Create profile' or 'Save'. */
export function FormActions({ mode, submitting, serverError, onCancel }: Props) {
  const { t } = useProfilesTranslation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={submitting}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {submitting ? t('form.saving') : mode === 'create' ? t('form.create') : t('form.save')}
        </Button>
      </Box>
    </Box>
  )
}
