import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useParams } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCallSummary } from '#web/features/consults/api/call-summary'
import { consultWhen, doctorName } from '#web/features/consults/records/display'
import { PrescriptionCodes } from '#web/features/consults/records/prescription-codes'
import { PrescriptionItems, PrescriptionPdfButton } from '#web/features/consults/records/prescription-items'
import { RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/**
 * /health_records_prescription/{bookingId} (SPEC 2.1, 2.8): one prescription of the record with its PDF, for the
 * patient and for the doctor who wrote it; its verification code and whether a pharmacy dispensed it, and for the
 * patient the dispense code they give the pharmacist (issue 45 §4).
 */
export default function HealthRecordsPrescriptionPage() {
  const { t, language } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const { bookingId = '' } = useParams()
  const summary = useCallSummary(bookingId)
  const session = useSession()
  const isDoctor = session.data?.contextRole === 'doctor'

  if (summary.isPending) return <PageSkeleton />
  if (summary.isError)
    return (
      <Page title={t('prescription.title')}>
        <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>
      </Page>
    )
  const s = summary.data
  return (
    <Page title={t('prescription.title')} maxWidth={760}>
      <Stack spacing={2}>
        <RecordSection
          title={t('prescription.by', { doctor: doctorName(s.doctor, language) })}
          action={s.prescription.length > 0 ? <PrescriptionPdfButton bookingId={bookingId} /> : null}
        >
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {consultWhen(s.startsAt, language)} · {s.patient.name}
          </Typography>
          <PrescriptionItems items={s.prescription} />
          {s.prescription.length > 0 ? (
            <PrescriptionCodes
              verificationCode={s.verificationCode}
              dispenseCode={s.dispenseCode}
              dispensedAt={s.dispensedAt}
            />
          ) : null}
        </RecordSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" component={RouterLink} to={href('healthRecordsVisit', { bookingId })}>
            {t('prescription.openVisit')}
          </Button>
          {isDoctor ? null : (
            <Button component={RouterLink} to={href('prescriptions')}>
              {t('prescription.all')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Page>
  )
}
