import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { Suspense, useCallback, useState } from 'react'
import { useParams } from '#web/shared/lib/router'
import { useCallSummary } from '#web/features/consults/api/call-summary'
import { useSessionSummary } from '#web/features/consults/api/session-summary'
import { ConsultHeader } from '#web/features/consults/records/consult-header'
import { PatientRecordDrawer } from '#web/features/consults/records/patient-record-drawer'
import { RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { DocumentationBanner } from '#web/features/consults/summary/documentation-banner'
import { SessionSummaryForm } from '#web/features/consults/summary/session-summary-form'
import { LeaveConfirmDialog } from '#web/features/profiles/components/leave-confirm-dialog'
import { useUnsavedChangesGuard } from '#web/features/profiles/hooks/use-unsaved-changes-guard'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { ReferralDoctorPicker } from './referral-doctor-picker'
import { ReferralOrders } from '#web/features/centre-orders/components/referral-orders'
import { Skeleton } from '#web/shared/ui/skeleton'
import { orderHref } from '../centre-orders/links'
import { useSpecialties } from './specialty-names'

/**
 * /session-summary/{bookingId} (SPEC 2.1, 2.8, 3.7, 6; issue 11 §2): the booking's doctor writes the visit, the
 * prescription and the referrals; the banner says what the fee still waits for; the patient's record opens beside
 * it; leaving with unsaved changes asks first (SPEC 4). The tests and scans booked from its saved referrals follow,
 * each opening its order and report (issue 43 §4).
 */
export default function SessionSummaryPage() {
  const { t } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const { bookingId = '' } = useParams()
  const summary = useSessionSummary(bookingId)
  const consult = useCallSummary(bookingId)
  const { specialties, specialtyName } = useSpecialties()
  const [dirty, setDirty] = useState(false)
  const guard = useUnsavedChangesGuard(dirty)
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])

  if (summary.isPending) return <PageSkeleton />
  if (summary.isError)
    return (
      <Page title={t('session.title')}>
        <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>
      </Page>
    )
  return (
    <Page title={t('session.title')} maxWidth={860}>
      <Stack spacing={2}>
        <RecordSection
          title={t('session.consult')}
          action={<PatientRecordDrawer bookingId={bookingId} specialtyName={specialtyName} />}
        >
          {consult.data ? (
            <ConsultHeader summary={consult.data} />
          ) : consult.isError ? (
            <RetryAlert onRetry={() => void consult.refetch()}>{errorMessage(consult.error)}</RetryAlert>
          ) : (
            <Box sx={{ minHeight: 72 }} role="status" aria-label={t('loading')} />
          )}
        </RecordSection>
        <DocumentationBanner missing={summary.data.missing} />
        <SessionSummaryForm
          // A new form once the saved summary changes under it from elsewhere is not wanted: seeded once per booking.
          key={bookingId}
          bookingId={bookingId}
          summary={summary.data}
          specialties={specialties}
          renderDoctorPicker={(props) => <ReferralDoctorPicker {...props} />}
          onDirtyChange={onDirtyChange}
        />
        {summary.data.referrals.some((referral) => referral.kind !== 'specialty') ? (
          // Its texts load with it: the form stays on screen meanwhile.
          <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
            <ReferralOrders bookingId={bookingId} orderHref={orderHref} />
          </Suspense>
        ) : null}
      </Stack>
      <LeaveConfirmDialog blocker={guard.blocker} />
    </Page>
  )
}
