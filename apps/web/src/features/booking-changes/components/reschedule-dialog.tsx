import {
  canReschedule,
  rescheduleUntilHours,
  type BookingStatus,
  type BookingView,
} from '@app/domain/bookings'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useCallback, useId, useState, type ReactNode } from 'react'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useMatchMedia } from '#web/shared/hooks/use-match-media'
import { useToast } from '#web/shared/ui/toast'
import { useRescheduleBooking } from '../api/reschedule-booking'
import { useBookingChangesTranslation } from '../hooks/use-booking-changes-translation'
import { dayAndTime } from '../lib/times'

/** What the page's slot picker (the schedules feature's, composed in app/) is given. */
export interface SlotPickerProps {
  value: string | null
  onChange: (start: string) => void
  /** The chosen time is no longer free. */
  onTaken: () => void
}

/**
 * Moving a booking (issue 12 §2): once, up to 24 hours before it, to another free time of the same doctor and
 * practice, keeping the payment. The free times come from `renderSlotPicker` (the schedules feature's picker of the
 * booking's doctor); a time someone took meanwhile is said with SPEC 8's message and cleared. Mount it when it should
 * show; `onClose` unmounts it.
 */
export function RescheduleDialog({
  booking,
  renderSlotPicker,
  onClose,
  onMoved,
}: {
  booking: { id: string; status: BookingStatus; startsAt: string; rescheduleCount: number }
  renderSlotPicker: (picker: SlotPickerProps) => ReactNode
  onClose: () => void
  onMoved?: (booking: BookingView) => void
}) {
  const { t, language } = useBookingChangesTranslation()
  const { direction, breakpoints } = useTheme()
  const phone = useMatchMedia(breakpoints.down('sm').replace(/^@media\s*/, ''))
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const move = useRescheduleBooking(booking.id)
  const titleId = useId()
  const [chosen, setChosen] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [now] = useState(() => new Date())
  const allowed = canReschedule({ ...booking, startsAt: new Date(booking.startsAt) }, now)
  const current = dayAndTime(booking.startsAt, language)

  const onTaken = useCallback(() => {
    setChosen(null)
    setProblem(errorMessage(new ApiError('SLOT_TAKEN', {}, 409)))
  }, [errorMessage])

  // Awaited here rather than in mutate's callbacks, which React drops when a refreshed list unmounts the dialog.
  const confirm = async () => {
    if (!chosen) return
    setProblem(null)
    try {
      const moved = await move.mutateAsync({ startsAt: chosen })
      toast(t('reschedule.done', dayAndTime(moved.startsAt, language)))
      onMoved?.(moved)
      onClose()
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_NOT_AVAILABLE'))
        setChosen(null)
      setProblem(errorMessage(error))
    }
  }

  return (
    <Dialog
      open
      dir={direction}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('reschedule.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography>{t('reschedule.rule', { hours: rescheduleUntilHours })}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{t('reschedule.current', current)}</Typography>
          {allowed ? (
            <>
              <Typography variant="body2" color="textSecondary">
                {t('reschedule.egyptTime')}
              </Typography>
              {renderSlotPicker({
                value: chosen,
                onChange: (start) => {
                  setChosen(start)
                  setProblem(null)
                },
                onTaken,
              })}
              <Box role="status" aria-live="polite">
                {chosen ? (
                  <Alert severity="success" role="note">
                    {t('reschedule.chosen', dayAndTime(chosen, language))}
                  </Alert>
                ) : (
                  <Typography color="textSecondary">{t('reschedule.noneChosen')}</Typography>
                )}
              </Box>
            </>
          ) : (
            <Alert severity="warning">{t('reschedule.cannot', { hours: rescheduleUntilHours })}</Alert>
          )}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reschedule.keep')}</Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!allowed || !chosen || move.isPending}
          startIcon={move.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {move.isPending ? t('reschedule.working') : t('reschedule.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
