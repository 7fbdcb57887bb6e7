import Stack from '@mui/material/Stack'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { SendTopicNotification } from '#web/features/topic-notifications/components/send-topic-notification'
import { TopicNotificationLog } from '#web/features/topic-notifications/components/topic-notification-log'
import { Page } from '#web/shared/ui/page'

/** /send-notifications (SPEC 2.1, 2.9, 6; issue 10 §3): compose and send to a topic, then follow its delivery. */
export default function SendNotificationsRoute() {
  const { t } = useTranslation('topicNotifications')
  return (
    <Page title={t('title')} subtitle={t('subtitle')} maxWidth={1000}>
      <Stack spacing={3}>
        <SendTopicNotification />
        <TopicNotificationLog />
      </Stack>
    </Page>
  )
}
