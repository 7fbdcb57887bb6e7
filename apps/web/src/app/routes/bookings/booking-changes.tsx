import { canCancel, canReschedule, type BookingStatus } from '@app/domain/bookings'
import Button from '@mui/material/Button'
import { Skeleton } from '#web/shared/ui/skeleton'
import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useSession } from '#web/features/accounts/api/get-session'
import { useBookingChangesTranslation } from '#web/features/booking-changes/hooks/use-booking-changes-translation'

// The dialogs, and the slot picker a move needs, load when a button is pressed: the list itself stays light.
const CancelBookingDialog = lazy(() =>
  import('#web/features/booking-changes/components/cancel-booking-dialog').then((m) => ({
    default: m.CancelBookingDialog,
  })),
)
const RescheduleDialog = lazy(() =>
  import('#web/features/booking-changes/components/reschedule-dialog').then((m) => ({
    default: m.RescheduleDialog,
  })),
)
const SlotPicker = lazy(() =>
  import('#web/features/schedules/components/slot-picker').then((m) => ({ default: m.SlotPicker })),
)

/** What the actions need of a booking, whichever list or page shows it (a list item, a booking's view). */
export interface ChangeableBooking {
  id: string
  status: BookingStatus
  startsAt: string
  doctor: { id: string }
  /** The viewer's side, where the view says it (the list); otherwise the session's role. */
  side?: 'patient' | 'doctor'
  /** Moves already made (issue 12 §2: one), where the view says it. */
  rescheduleCount?: number
  /** What the API offers on the booking (the list decides with the server's rules); else the domain rule here. */
  actions?: readonly string[]
}

function useSide(booking: ChangeableBooking): 'patient' | 'doctor' | null {
  const role = useSession().data?.contextRole
  if (booking.side) return booking.side
  return role === 'patient' || role === 'doctor' ? role : null
}

/**
 * 'Cancel booking' (issue 12 §2) for the patient side and the booking's doctor, shown while the booking can still
 * be cancelled; the dialog says what comes back before confirming.
 */
export function CancelBookingAction({ booking }: { booking: ChangeableBooking }) {
  const { t } = useBookingChangesTranslation()
  const side = useSide(booking)
  const [open, setOpen] = useState(false)
  const [now] = useState(() => new Date())
  const offered = booking.actions
    ? booking.actions.includes('cancel')
    : canCancel(booking.status, new Date(booking.startsAt), now)
  if (!side || (!open && !offered)) return null
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<EventBusyIcon />}
        onClick={() => setOpen(true)}
      >
        {t('cancel.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CancelBookingDialog bookingId={booking.id} by={side} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * 'Change time' (issue 12 §2) for the patient, shown while the booking may still be moved (once, until 24 hours
 * before): the dialog offers the free times of the booking's doctor from the schedules feature's picker.
 */
export function RescheduleAction({ booking }: { booking: ChangeableBooking }) {
  const { t } = useBookingChangesTranslation()
  const side = useSide(booking)
  const [open, setOpen] = useState(false)
  const [now] = useState(() => new Date())
  const rescheduleCount = booking.rescheduleCount ?? 0
  const offered = booking.actions
    ? booking.actions.includes('reschedule')
    : canReschedule({ status: booking.status, startsAt: new Date(booking.startsAt), rescheduleCount }, now)
  if (side !== 'patient' || (!open && !offered)) return null
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EventRepeatIcon />} onClick={() => setOpen(true)}>
        {t('reschedule.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RescheduleDialog
            booking={{ id: booking.id, status: booking.status, startsAt: booking.startsAt, rescheduleCount }}
            renderSlotPicker={(picker) => (
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <SlotPicker doctorId={booking.doctor.id} {...picker} />
              </Suspense>
            )}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** For the bookings list's `renderCancel` (issue 12 §2). */
export const renderCancel = (booking: ChangeableBooking): ReactNode => (
  <CancelBookingAction booking={booking} />
)

/** For the bookings list's `renderReschedule` (issue 12 §2). */
export const renderReschedule = (booking: ChangeableBooking): ReactNode => (
  <RescheduleAction booking={booking} />
)
