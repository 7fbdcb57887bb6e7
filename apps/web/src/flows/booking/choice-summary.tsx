import { instantToCairo } from '@app/domain/schedules'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { Skeleton } from '#web/shared/ui/skeleton'
import Typography from '@mui/material/Typography'
import { CancellationTerms } from '#web/features/booking/components/cancellation-terms'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import type { WizardPractice } from '#web/features/booking/lib/wizard'
import { useDoctor } from '#web/features/doctors/api/get-doctor'
import { DoctorAvatar } from '#web/features/doctors/components/doctor-avatar'
import { PriceLine } from '#web/features/doctors/components/price-line'
import { doctorName } from '#web/features/doctors/lib/display'
import { formatDayHeading, formatSlotTime } from '#web/features/schedules/lib/egypt-time'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/** A chosen start as the wizard says it: its day and its time on Egypt's clock (the texts say 'Egypt time'). */
export function chosenTime(start: string, language: 'ar' | 'en') {
  return {
    day: formatDayHeading(instantToCairo(new Date(start)).date, language),
    time: formatSlotTime(start, language),
  }
}

/**
 * Steps 4 and 5 (SPEC 2.5): what is being booked — the doctor, the kind of visit, the time, the patient's price and
 * the cancellation terms that will apply.
 */
export function ChoiceSummary({
  doctorId,
  practice,
  start,
}: {
  doctorId: string
  practice: WizardPractice
  start: string
}) {
  const { t, language } = useBookingTranslation()
  const errorMessage = useErrorMessage()
  const doctor = useDoctor(doctorId)

  if (doctor.isPending) return <Skeleton variant="rounded" height={160} />
  if (doctor.isError)
    return <RetryAlert onRetry={() => void doctor.refetch()}>{errorMessage(doctor.error)}</RetryAlert>
  const name = doctorName(doctor.data, language)
  const price = doctor.data.practices[practice]?.price

  return (
    <Card variant="outlined" component="section" aria-labelledby="booking-summary">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="booking-summary" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('summary.heading')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <DoctorAvatar
            name={name}
            photoUrl={doctor.data.photoUrl}
            alt={t('doctors:card.photo', { name })}
            size={56}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t(`doctors:page.practices.${practice}`)}
            </Typography>
          </Box>
        </Box>
        <Typography sx={{ fontWeight: 500 }}>{t('summary.time', chosenTime(start, language))}</Typography>
        {price ? <PriceLine price={price} size="small" /> : null}
        <CancellationTerms startsAt={start} />
      </CardContent>
    </Card>
  )
}
