import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { applyUpdate } from './register-service-worker'

/** The update toast itself, loaded when a new version waits. */
export default function UpdateSnackbar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('frame')
  return (
    <Snackbar
      open
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('app.updateReady')}
      action={
        <Button color="inherit" size="small" onClick={applyUpdate} sx={{ fontWeight: 700 }}>
          {t('app.reload')}
        </Button>
      }
    />
  )
}
