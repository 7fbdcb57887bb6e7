import { useTranslation } from '#web/shared/hooks/use-translation'
import type { Blocker } from '#web/shared/lib/navigation'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'

/** Asks before an in-app navigation drops unsaved changes (SPEC 4). */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('profiles')
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      message={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}
