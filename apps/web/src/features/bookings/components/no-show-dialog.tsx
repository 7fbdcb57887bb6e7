import type { BookingListItem } from '@app/domain/bookings'
import Box from '@mui/material/Box'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useMarkPatientNoShow } from '../api/mark-patient-no-show'
import { useBookingsTranslation } from '../hooks/use-bookings-translation'

/**
 * The doctor's question before recording that the patient did not come (SPEC 4 'patient no-show (the doctor could
 * not reach the patient)'): what it means — no refund for the patient, the fee released — then the API's answer.
 */
export function NoShowDialog({ booking, onClose }: { booking: BookingListItem | null; onClose: () => void }) {
  const { t } = useBookingsTranslation()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const mark = useMarkPatientNoShow()
  const name = booking?.patient.name ?? ''
  const close = () => {
    if (mark.isPending) return
    mark.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('noShow.title', { name })}
      message={
        <Box component="span" sx={{ display: 'grid', gap: 2 }}>
          <span>{t('noShow.body')}</span>
          {mark.isError ? (
            // Inside the dialog's text paragraph: a span, said at once.
            <Box component="span" role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
              {errorMessage(mark.error)}
            </Box>
          ) : null}
        </Box>
      }
      confirmLabel={t('noShow.confirm')}
      cancelLabel={t('noShow.cancel')}
      destructive
      pending={mark.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!booking) return
        mark.mutate(booking.id, {
          onSuccess: () => {
            toast(t('noShow.done', { name }))
            mark.reset()
            onClose()
          },
        })
      }}
    />
  )
}
