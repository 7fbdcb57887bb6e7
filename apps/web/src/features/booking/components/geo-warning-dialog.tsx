import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useBookingTranslation } from '../hooks/use-booking-translation'

/** SPEC 2.5 step 1 and 8: outside Egypt, local law may not allow a consult with a doctor licensed only in Egypt. */
export function GeoWarningDialog({
  open,
  onAcknowledge,
  onGoHome,
}: {
  open: boolean
  onAcknowledge: () => void
  onGoHome: () => void
}) {
  const { t } = useBookingTranslation()
  return (
    <ConfirmDialog
      open={open}
      title={t('geo.title')}
      message={t('geo.body')}
      confirmLabel={t('geo.acknowledge')}
      cancelLabel={t('geo.home')}
      onConfirm={onAcknowledge}
      onCancel={onGoHome}
    />
  )
}
