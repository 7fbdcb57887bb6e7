import { freeCancellationUntil, lateBookingCutoffHours } from '@app/domain/bookings'
import { formatDateTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import { useBookingTranslation } from '../hooks/use-booking-translation'

/**
 * The cancellation terms of a booking, said before paying (read before confirming, payment) and on the receipt
 * (issue 41 §4: a patient booked at 23:18 for 10:00 learned only when cancelling that the free cancellation had
 * ended before the booking existed). The rule is the server's own (domain freeCancellationUntil); before the booking
 * exists, it is worded for a booking made now.
 */
export function CancellationTerms({ startsAt, bookedAt }: { startsAt: string; bookedAt?: string }) {
  const { t, language } = useBookingTranslation()
  const until = freeCancellationUntil(new Date(startsAt), bookedAt ? new Date(bookedAt) : new Date())
  return (
    <Alert severity={until ? 'info' : 'warning'} role="note">
      {until
        ? t('terms.freeUntil', { time: formatDateTime(until.toISOString(), language) })
        : t('terms.neverFree', { hours: lateBookingCutoffHours })}{' '}
      {t('terms.doctorCancels')}
    </Alert>
  )
}
