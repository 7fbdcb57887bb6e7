import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/** SPEC 4: a doctor deactivated by the admin; acknowledging goes home (`onAcknowledge`). */
export function DeactivatedDialog({ open, onAcknowledge }: { open: boolean; onAcknowledge: () => void }) {
  const { t } = useDoctorsTranslation()
  return (
    <ConfirmDialog
      open={open}
      title={t('deactivated.title')}
      message={t('errors:ACCOUNT_DEACTIVATED')}
      confirmLabel={t('deactivated.ok')}
      onConfirm={onAcknowledge}
      onCancel={onAcknowledge}
    />
  )
}
