import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, useNavigate, useParams } from '#web/shared/lib/router'
import { useFollowUpOption } from '#web/features/booking-changes/api/get-follow-up-option'
import { FollowUpForm } from '#web/features/booking-changes/components/follow-up-form'
import { useBookingChangesTranslation } from '#web/features/booking-changes/hooks/use-booking-changes-translation'
import { SlotPicker } from '#web/features/schedules/components/slot-picker'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/**
 * /follow-up/{bookingId} (SPEC 2.1, 4, 8; issue 12 §4): a free follow-up with the consult's doctor within 14 days,
 * with only the doctor's free times before the deadline; confirmed at once, then the booking's success page (0 EGP).
 * A consult that cannot be followed up says why in SPEC 8's words, with the way back.
 */
export default function FollowUpPage() {
  const { t } = useBookingChangesTranslation()
  const errorMessage = useErrorMessage()
  const navigate = useNavigate()
  const { bookingId = '' } = useParams()
  const option = useFollowUpOption(bookingId)

  if (option.isPending) return <PageSkeleton />
  if (option.isError)
    return (
      <Page title={t('followUp.title')}>
        <RetryAlert onRetry={() => void option.refetch()}>{errorMessage(option.error)}</RetryAlert>
      </Page>
    )
  const o = option.data
  if (!o.allowed)
    return (
      <Page title={t('followUp.title')} maxWidth={720}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            <AlertTitle>{t('followUp.refusalTitle')}</AlertTitle>
            {t(`errors:${o.refusal ?? 'FOLLOW_UP_NOT_ALLOWED'}`)}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" component={RouterLink} to={href('callSummary', { id: bookingId })}>
              {t('followUp.backToSummary')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={href('bookings')}>
              {t('followUp.backToBookings')}
            </Button>
          </Stack>
        </Stack>
      </Page>
    )
  return (
    <Page title={t('followUp.title')} maxWidth={760}>
      <FollowUpForm
        option={o}
        renderSlotPicker={(picker) => <SlotPicker doctorId={o.doctor.id} until={o.until} {...picker} />}
        onBooked={(id) => void navigate(href('bookingSuccess', { bookingId: id }))}
      />
    </Page>
  )
}
