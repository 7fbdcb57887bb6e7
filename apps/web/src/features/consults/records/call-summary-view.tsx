import type { CallSummary } from '@app/domain/consults'
import { formatDateTime, formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import ReplayIcon from '@mui/icons-material/Replay'
import StarIcon from '@mui/icons-material/Star'
import { Link as RouterLink } from '#web/shared/lib/router'
import { consultWhen, doctorName } from './display'
import { PrescriptionCodes } from './prescription-codes'
import {
  PrescriptionItems,
  PrescriptionPdfButton,
  ReferralList,
  type BookReferral,
} from './prescription-items'
import { DetailList, RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from './use-consults-translation'
import { VisitNote } from './visit-note'

export interface ReceiptLine {
  key: 'consultation' | 'vat' | 'surcharge' | 'discount'
  amount: number
  subtracted?: true
}

export interface CallSummaryLinks {
  /** The booking wizard with this doctor. */
  bookAgain: string
  /** /follow-up/{bookingId}: offered only while the free follow-up's window is open. */
  followUp: string
  /** /call-review/{bookingId} */
  review: string
  /** Where a lab or radio referral is booked (issue 43 §2). */
  bookReferral?: BookReferral
}

/**
 * The consultation summary after a call (SPEC 2.8): service, Egypt date and time, duration, complaint, the doctor's
 * report, prescription (with its PDF), referrals, the receipt, the rating (or its prompt), and book-again and
 * free-follow-up. `now` decides whether the follow-up window is still open.
 */
export function CallSummaryView({
  summary,
  specialtyName,
  receiptLines,
  links,
  now = new Date(),
}: {
  summary: CallSummary
  specialtyName: (id: number) => string | undefined
  receiptLines: readonly ReceiptLine[]
  links: CallSummaryLinks
  now?: Date
}) {
  const { t, language } = useConsultsTranslation()
  const doctor = doctorName(summary.doctor, language)
  const specialty = specialtyName(summary.doctor.specialtyId)
  const followUpOpen = summary.followUpUntil !== null && new Date(summary.followUpUntil) > now
  const duration =
    summary.durationMinutes === null ? '—' : t('summary.minutes', { count: summary.durationMinutes })

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar src={summary.doctor.photoUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{doctor}</Typography>
          <Typography color="textSecondary">
            {[t(`medTitles.${summary.doctor.medTitle}`, { context: summary.doctor.gender }), specialty]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Box>

      {summary.noShow.doctor ? <Alert severity="warning">{t('summary.doctorNoShow')}</Alert> : null}
      {summary.noShow.patient ? <Alert severity="warning">{t('summary.patientNoShow')}</Alert> : null}

      <RecordSection title={t('summary.consult')}>
        <DetailList
          rows={[
            [t('summary.service'), t(`practices.${summary.practice}`)],
            [t('summary.when'), consultWhen(summary.startsAt, language)],
            [t('summary.duration'), duration],
            [t('summary.patient'), summary.patient.name],
            [t('note.complaint'), summary.complaint || '—'],
          ]}
        />
      </RecordSection>

      <RecordSection title={t('summary.report')}>
        <VisitNote complaint={summary.complaint} note={summary.note} />
      </RecordSection>

      <RecordSection
        title={t('summary.prescription')}
        action={
          summary.prescription.length > 0 ? (
            <PrescriptionPdfButton bookingId={summary.bookingId} size="small" />
          ) : null
        }
      >
        <PrescriptionItems items={summary.prescription} />
        {summary.prescription.length > 0 ? (
          <PrescriptionCodes
            verificationCode={summary.verificationCode}
            dispenseCode={summary.dispenseCode}
            dispensedAt={summary.dispensedAt}
          />
        ) : null}
      </RecordSection>

      <RecordSection title={t('summary.referrals')}>
        <ReferralList
          referrals={summary.referrals}
          bookingId={summary.bookingId}
          bookReferral={links.bookReferral}
        />
      </RecordSection>

      <Receipt summary={summary} lines={receiptLines} />

      <RecordSection title={t('summary.rating')}>
        {summary.rating ? (
          <Stack spacing={0.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Rating value={summary.rating.stars} readOnly aria-hidden />
              <Typography sx={{ fontWeight: 600 }}>
                {t('rating.rated', { count: summary.rating.stars })}
              </Typography>
            </Box>
            {summary.rating.comment ? <Typography dir="auto">{summary.rating.comment}</Typography> : null}
          </Stack>
        ) : summary.canRate ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('rating.prompt', { doctor })}</Typography>
            <Button variant="contained" component={RouterLink} to={links.review} startIcon={<StarIcon />}>
              {t('rating.rateNow')}
            </Button>
          </Stack>
        ) : (
          <Typography color="textSecondary">{t('rating.notYet')}</Typography>
        )}
      </RecordSection>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" component={RouterLink} to={links.bookAgain} startIcon={<ReplayIcon />}>
          {t('summary.bookAgain')}
        </Button>
        {followUpOpen ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={links.followUp}
            startIcon={<EventRepeatIcon />}
          >
            {t('summary.followUp')}
          </Button>
        ) : null}
      </Stack>
      {followUpOpen && summary.followUpUntil ? (
        <Typography variant="body2" color="textSecondary">
          {t('summary.followUpUntil', { until: formatDateTime(summary.followUpUntil, language) })}
        </Typography>
      ) : null}
    </Stack>
  )
}

function Receipt({ summary, lines }: { summary: CallSummary; lines: readonly ReceiptLine[] }) {
  const { t, language } = useConsultsTranslation()
  const money = (piastres: number) => formatMoney(piastres, language)
  const { receipt } = summary
  const rows: [string, string][] = [
    [t('receipt.method'), receipt.method ? t(`methods.${receipt.method}`) : '—'],
    ...lines.map((line): [string, string] => [
      t(`receipt.lines.${line.key}`),
      line.subtracted ? `− ${money(line.amount)}` : money(line.amount),
    ]),
    [t('receipt.total'), money(receipt.price.total)],
    [t('receipt.paid'), money(receipt.paid)],
    [t('receipt.freeFollowUp'), receipt.freeFollowUp ? t('receipt.yes') : t('receipt.no')],
    [t('receipt.reference'), summary.bookingId.slice(0, 8).toUpperCase()],
  ]
  return (
    <RecordSection title={t('receipt.title')}>
      <DetailList rows={rows} />
    </RecordSection>
  )
}
