import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, useParams } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCallSummary } from '#web/features/consults/api/call-summary'
import { consultWhen, doctorName } from '#web/features/consults/records/display'
import { RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { VisitNote } from '#web/features/consults/records/visit-note'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useSpecialties } from './specialty-names'

/**
 * /health_records_visit/{bookingId} (SPEC 2.1, 2.8): one visit of the record — complaint and history, examination,
 * diagnosis, note, result of the interview, the doctor and speciality — for the patient and for the visit's doctor.
 */
export default function HealthRecordsVisitPage() {
  const { t, language } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const { bookingId = '' } = useParams()
  const summary = useCallSummary(bookingId)
  const session = useSession()
  const { specialtyName } = useSpecialties()
  const isDoctor = session.data?.contextRole === 'doctor'

  if (summary.isPending) return <PageSkeleton />
  if (summary.isError)
    return (
      <Page title={t('visit.title')}>
        <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>
      </Page>
    )
  const s = summary.data
  const specialty = specialtyName(s.doctor.specialtyId) ?? '—'
  return (
    <Page title={t('visit.title')} subtitle={consultWhen(s.startsAt, language)} maxWidth={760}>
      <Stack spacing={2}>
        <RecordSection title={t('visit.report')}>
          <VisitNote
            complaint={s.complaint}
            note={s.note}
            extraRows={[
              [t('visit.doctor'), doctorName(s.doctor, language)],
              [t('visit.specialty'), specialty],
              [t('visit.proficiency'), t(`medTitles.${s.doctor.medTitle}`, { context: s.doctor.gender })],
            ]}
          />
        </RecordSection>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {s.prescription.length > 0 ? (
            <Button
              variant="outlined"
              component={RouterLink}
              to={href('healthRecordsPrescription', { bookingId })}
            >
              {t('visit.openPrescription')}
            </Button>
          ) : null}
          <Button
            component={RouterLink}
            to={isDoctor ? href('sessionSummary', { bookingId }) : href('healthRecords')}
          >
            {isDoctor ? t('visit.backToSession') : t('visit.backToRecord')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  )
}
