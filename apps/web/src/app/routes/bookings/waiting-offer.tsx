import { formatDateTime, formatEgyptTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSession } from '#web/features/accounts/api/get-session'
import { doctorName } from '#web/features/doctors/lib/display'
import { useWaitingOffer } from '#web/features/waiting-list/api/waiting-list'
import { useWaitingListTranslation } from '#web/features/waiting-list/hooks/use-waiting-list-translation'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Link as RouterLink, useNavigate, useParams } from '#web/shared/lib/router'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/**
 * /waiting-list/offers/{offerId} (issue 45 §3): the time a freed slot's notification offers, held for this patient
 * until its deadline. "Book this time" keeps it as the wizard keeps a chosen time and goes on to the complaint (step
 * 4), then confirmation and payment as for any booking.
 */
export default function WaitingOfferPage() {
  const { t, language } = useWaitingListTranslation()
  const errorMessage = useErrorMessage()
  const navigate = useNavigate()
  const { offerId = '' } = useParams()
  const offer = useWaitingOffer(offerId)
  const userId = useSession().data?.user?.id ?? null

  if (offer.isPending) return <PageSkeleton />
  if (offer.isError)
    return (
      <Page title={t('waitingList.offerTitle')}>
        <RetryAlert onRetry={() => void offer.refetch()}>{errorMessage(offer.error)}</RetryAlert>
      </Page>
    )
  const o = offer.data
  const name = doctorName(o.doctor, language)
  // The server reads an offer past its deadline as lapsed; the page reads it again every 30 s.
  const live = o.state === 'offered'
  const bookable = live && (o.practice === 'video' || o.practice === 'clinic')
  const book = async () => {
    if (o.practice !== 'video' && o.practice !== 'clinic') return
    const wizard = await import('#web/flows/booking/booking')
    wizard.saveBooking(localStorage, {
      doctorId: o.doctor.id,
      practice: o.practice,
      start: o.startsAt,
      doctorName: { nameAr: o.doctor.nameAr, nameEn: o.doctor.nameEn },
      ownerId: userId,
      complaint: '',
      ...(o.medicalFileId ? { medicalFileId: o.medicalFileId } : {}),
    })
    void navigate(wizard.wizardHref({ step: 4, doctorId: o.doctor.id, practice: o.practice }))
  }
  return (
    <Page title={t('waitingList.offerTitle')} maxWidth={720}>
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t(`waitingList.practice.${o.practice}`)}
            </Typography>
            <Typography sx={{ mt: 1 }} data-testid="offered-time">
              {t('waitingList.offerHeld', {
                name,
                time: formatDateTime(o.startsAt, language),
                until: formatEgyptTime(o.expiresAt, language),
              })}
            </Typography>
          </CardContent>
        </Card>
        {o.state === 'taken' ? (
          <Alert severity="success">{t('waitingList.offerTaken')}</Alert>
        ) : !live ? (
          <Alert severity="warning">{t('waitingList.offerEnded')}</Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {bookable ? (
            <Button variant="contained" onClick={() => void book()}>
              {t('waitingList.offerBook')}
            </Button>
          ) : null}
          <Button variant="outlined" component={RouterLink} to={href('bookings')}>
            {t('waitingList.toBookings')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  )
}
