import type { BookingView } from '@app/domain/bookings'
import { formatDateTime, formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import { Link as RouterLink, useParams } from '#web/shared/lib/router'
import { useBooking } from '#web/features/booking/api/get-booking'
import { CancellationTerms } from '#web/features/booking/components/cancellation-terms'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { VisitShareActions } from '#web/shared/ui/visit-share-actions'
import { priceLines } from '#web/features/booking/lib/price-lines'
import { chosenTime } from './choice-summary'

/**
 * /booking/{bookingId}/success (SPEC 2.1, 2.5 'after the last step', issue 9 §4): the booking and its receipt —
 * method, price lines, VAT, discount, total and what was paid — with 'add to calendar' and a WhatsApp share, and the
 * finished message's links to the bookings list and home. A booking still awaiting its payment, or whose payment
 * failed, says so instead of pretending.
 */
export default function BookingSuccessPage() {
  const { t, language } = useBookingTranslation()
  const errorMessage = useErrorMessage()
  const { bookingId = '' } = useParams()
  const booking = useBooking(bookingId)

  if (booking.isPending) return <PageSkeleton />
  if (booking.isError)
    return (
      <Page title={t('success.title')}>
        <RetryAlert onRetry={() => void booking.refetch()}>{errorMessage(booking.error)}</RetryAlert>
      </Page>
    )
  const b = booking.data
  const doctor = language === 'en' && b.doctor.nameEn ? b.doctor.nameEn : b.doctor.nameAr
  const when = chosenTime(b.startsAt, language)

  if (b.status === 'pending')
    return (
      <Page title={t('success.pendingTitle')}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <HourglassTopIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
          <Typography>
            {t('success.pendingBody', {
              until: b.holdExpiresAt ? formatDateTime(b.holdExpiresAt, language) : '',
            })}
          </Typography>
          {b.order && (
            <Button
              variant="contained"
              component={RouterLink}
              to={href('paymentsPay', { orderId: b.order.id })}
            >
              {t('success.continuePayment')}
            </Button>
          )}
        </Stack>
      </Page>
    )
  if (b.status === 'failed' || b.status === 'canceled')
    return (
      <Page title={t('success.failedTitle')}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{t('success.failedBody')}</Alert>
          <Button variant="contained" component={RouterLink} to={href('booking')}>
            {t('success.chooseAnother')}
          </Button>
        </Stack>
      </Page>
    )

  return (
    <Page title={t('success.title')} maxWidth={720}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{t('success.lead', { doctor })}</Typography>
        </Box>
        <Receipt booking={b} doctor={doctor} when={`${when.day} — ${when.time}`} />
        {b.paid > 0 ? <CancellationTerms startsAt={b.startsAt} bookedAt={b.createdAt} /> : null}
        <Actions booking={b} doctor={doctor} when={`${when.day} — ${when.time}`} />
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={href('bookings')} variant="outlined">
            {t('success.bookings')}
          </Button>
          <Button component={RouterLink} to={href('home')}>
            {t('success.home')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  )
}

function Receipt({ booking, doctor, when }: { booking: BookingView; doctor: string; when: string }) {
  const { t, language } = useBookingTranslation()
  const money = (piastres: number) => formatMoney(piastres, language)
  const { price } = booking
  const rows: [string, string][] = [
    [t('success.when'), when],
    [t('success.patient'), booking.patient.name],
    [t('success.practice'), t(`success.practices.${booking.practice}`)],
    [t('success.method'), booking.method ? t(`success.methods.${booking.method}`) : '—'],
    [t('success.reference'), booking.id.slice(0, 8).toUpperCase()],
    ...priceLines(price).map((line): [string, string] => [
      t(`payment.lines.${line.key}`),
      line.subtracted ? `− ${money(line.amount)}` : money(line.amount),
    ]),
  ]
  rows.push([t('payment.lines.total'), money(price.total)], [t('success.paid'), money(booking.paid)])
  return (
    <Card variant="outlined" component="section" aria-labelledby="receipt-heading">
      <CardContent>
        <Typography id="receipt-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('success.receipt')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {doctor}
        </Typography>
        <Box
          component="dl"
          // Halves on a phone, so a long value (the date) does not squeeze its label to a word a line.
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr auto' },
            columnGap: 2,
            rowGap: 0.75,
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}

function Actions({ booking, doctor, when }: { booking: BookingView; doctor: string; when: string }) {
  const { t } = useBookingTranslation()
  return (
    <VisitShareActions
      event={{
        id: booking.id,
        title: t('success.calendarTitle', { doctor }),
        start: new Date(booking.startsAt),
        end: new Date(booking.endsAt),
        url: `${window.location.origin}${href('bookingSuccess', { bookingId: booking.id })}`,
      }}
      fileName={`sehha-${booking.id.slice(0, 8)}.ics`}
      shareText={t('success.shareText', { doctor, when })}
      calendarLabel={t('success.calendar')}
      shareLabel={t('success.whatsapp')}
    />
  )
}
