import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import { Suspense } from 'react'
import { useSearchParams } from '#web/shared/lib/router'
import { RecordReadsList } from '#web/features/audit/components/record-reads-list'
import { useHealthRecord } from '#web/features/consults/api/health-record'
import { HealthRecordView } from '#web/features/consults/records/health-record-view'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { useMedicalFiles } from '#web/features/medical-files/api/medical-files'
import { MeasurementChart } from '#web/features/measurements/components/measurement-chart'
import { MeasurementsSection } from '#web/features/measurements/components/measurements-section'
import { OrderRecordSections } from '#web/features/centre-orders/components/order-record-sections'
import { MedicalFilePicker } from '#web/features/medical-files/components/medical-file-picker'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { orderHref } from '../centre-orders/links'
import { recordLinks } from './links'
import { useSpecialties } from './specialty-names'

/**
 * /health_records (SPEC 2.1, 2.8; issue 11 §3): a medical file's consults, prescriptions, referrals, lab tests,
 * radiology and measurements, with SPEC 8's empty states, and who else read the record (the audit log, issue 11 §3); which file, when the account holds family members' files
 * (a file opened with another patient's password lets one book, not read their record).
 */
export default function HealthRecordsPage() {
  const { t } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const [params, setParams] = useSearchParams()
  const files = useMedicalFiles()
  const ownFiles = (files.data?.files ?? []).filter((file) => file.kind !== 'linked')
  const ownId = ownFiles.find((file) => file.kind === 'own')?.id
  const asked = params.get('fileId')
  const fileId = asked && ownFiles.some((file) => file.id === asked) ? asked : ownId
  const record = useHealthRecord(fileId === ownId ? undefined : fileId)
  const { specialtyName } = useSpecialties()

  if (files.isPending && record.isPending) return <PageSkeleton />
  return (
    <Page title={t('record.title')} maxWidth={860}>
      <Stack spacing={2}>
        {ownFiles.length > 1 && fileId ? (
          <MedicalFilePicker
            files={ownFiles}
            value={fileId}
            onChange={(id) => setParams(id === ownId ? {} : { fileId: id }, { replace: true })}
          />
        ) : null}
        {record.isPending ? (
          <Stack spacing={2} role="status" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        ) : record.isError ? (
          <RetryAlert onRetry={() => void record.refetch()}>{errorMessage(record.error)}</RetryAlert>
        ) : (
          <HealthRecordView
            record={record.data}
            specialtyName={specialtyName}
            links={recordLinks}
            centreOrders={
              // Its texts load with it: the rest of the record stays on screen meanwhile.
              <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
                <OrderRecordSections
                  medicalFileId={fileId}
                  orderHref={orderHref}
                  Chart={(props) => <MeasurementChart {...props} />}
                />
              </Suspense>
            }
            measurements={
              <Paper variant="outlined" sx={{ p: 2 }}>
                <MeasurementsSection {...(fileId && fileId !== ownId ? { fileId } : {})} />
              </Paper>
            }
          >
            <RecordReadsList />
          </HealthRecordView>
        )}
      </Stack>
    </Page>
  )
}
