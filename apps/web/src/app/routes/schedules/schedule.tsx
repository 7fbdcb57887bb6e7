import { useState } from 'react'
import { useSession } from '#web/features/accounts/api/get-session'
import { LeaveConfirmDialog } from '#web/features/profiles/components/leave-confirm-dialog'
import { useUnsavedChangesGuard } from '#web/features/profiles/hooks/use-unsaved-changes-guard'
import { useSchedule } from '#web/features/schedules/api/get-schedule'
import { AvailabilityList } from '#web/features/schedules/components/availability-list'
import { ScheduleEditor } from '#web/features/schedules/components/schedule-editor'
import { useSchedulesTranslation } from '#web/features/schedules/hooks/use-schedules-translation'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/** /schedule (SPEC 2.1, 2.8): the doctor's own schedule, with what patients can book from it. */
export function SchedulePage() {
  const { t } = useSchedulesTranslation()
  const session = useSession()
  const schedule = useSchedule(null)
  const [dirty, setDirty] = useState(false)
  const guard = useUnsavedChangesGuard(dirty)
  const doctorId = session.data?.user?.id ?? null

  if (schedule.isPending) return <PageSkeleton />
  return (
    <Page title={t('title')} subtitle={t('intro')} maxWidth={860}>
      {schedule.isError ? (
        <RetryAlert onRetry={() => void schedule.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : (
        <ScheduleEditor
          doctorId={null}
          schedule={schedule.data}
          onDirtyChange={setDirty}
          preview={doctorId ? <AvailabilityList doctorId={doctorId} maxDays={7} /> : null}
        />
      )}
      <LeaveConfirmDialog blocker={guard.blocker} />
    </Page>
  )
}
