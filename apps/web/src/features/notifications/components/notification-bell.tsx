import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'
import { useRefreshNotifications, useUnreadCount } from '../api/notifications'

/** The top bar's bell (issue 8 §3): the unread count as a badge; opens /notifications. */
export default function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation('notifications')
  const unread = useUnreadCount(true).data?.unread ?? 0
  // A notification arrives live (issue 8 §3), or the socket is back after a gap: the badge and list read again.
  const refresh = useRefreshNotifications()
  useRealtimeMessage('notification.created', () => void refresh())
  useRealtimeMessage('realtime.ready', () => void refresh())
  return (
    <IconButton
      component={Link}
      to={to}
      color="inherit"
      aria-label={unread > 0 ? t('openWithUnread', { count: unread }) : t('open')}
    >
      <Badge badgeContent={unread} max={99} color="error">
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  )
}
