import type { RecordPrescription } from '@app/domain/consults'
import Link from '@mui/material/Link'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useHealthRecords } from '#web/features/consults/api/health-record'
import { consultWhen, doctorName } from '#web/features/consults/records/display'
import { PrescriptionCodes } from '#web/features/consults/records/prescription-codes'
import { PrescriptionItems, PrescriptionPdfButton } from '#web/features/consults/records/prescription-items'
import { EmptyLine, RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { useMedicalFiles } from '#web/features/medical-files/api/medical-files'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { recordLinks } from './links'

/**
 * /prescriptions (SPEC 2.1, 2.8, 8 'no prescriptions'): every prescription of the files this account holds (its own
 * and its family members'), newest first, each with its PDF, its codes and whether it was dispensed (issue 45 §4).
 */
export default function PrescriptionsPage() {
  const { t, language } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const files = useMedicalFiles()
  const held = (files.data?.files ?? []).filter((file) => file.kind !== 'linked')
  const records = useHealthRecords(held.map((file) => file.id))
  const loading = files.isPending || (held.length > 0 && records.isPending)
  const failed = files.isError ? files : records.isError ? records : undefined
  const several = held.length > 1
  const prescriptions: (RecordPrescription & { fileName: string })[] = (records.data ?? [])
    .flatMap((record) => record.prescriptions.map((p) => ({ ...p, fileName: record.file.name })))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))

  return (
    <Page title={t('prescription.listTitle')} maxWidth={760}>
      {failed ? (
        <RetryAlert
          onRetry={() => {
            void files.refetch()
            void records.refetch()
          }}
        >
          {errorMessage(failed.error)}
        </RetryAlert>
      ) : loading ? (
        <Stack spacing={2} role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : prescriptions.length === 0 ? (
        <EmptyLine>{t('empty.prescriptions')}</EmptyLine>
      ) : (
        <Stack spacing={2}>
          {prescriptions.map((p) => (
            <RecordSection
              key={p.bookingId}
              title={consultWhen(p.startsAt, language)}
              action={<PrescriptionPdfButton bookingId={p.bookingId} size="small" />}
            >
              <Typography color="textSecondary" sx={{ mb: 1 }}>
                {several
                  ? t('prescription.forFile', { doctor: doctorName(p.doctor, language), name: p.fileName })
                  : doctorName(p.doctor, language)}
              </Typography>
              <PrescriptionItems items={p.items} />
              <PrescriptionCodes
                verificationCode={p.verificationCode}
                dispenseCode={p.dispenseCode}
                dispensedAt={p.dispensedAt}
              />
              <Link component={RouterLink} to={recordLinks.prescription(p.bookingId)}>
                {t('record.openPrescription')}
              </Link>
            </RecordSection>
          ))}
        </Stack>
      )}
    </Page>
  )
}
