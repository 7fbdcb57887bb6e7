import { useTranslation } from '#web/shared/hooks/use-translation'
import { NotificationList } from '#web/features/notifications/components/notification-list'
import { Page } from '#web/shared/ui/page'

/** /notifications (issue 8 §3): every signed-in role's own notifications. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications')
  return (
    <Page title={t('title')} maxWidth={720}>
      <NotificationList />
    </Page>
  )
}
