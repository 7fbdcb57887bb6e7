import { constants } from '@app/domain/shared'
import { formatNumber } from '@app/i18n/format'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'
import { useRefreshNotifications, useUnreadCount } from '../api/notifications'
import { useCoalesced } from '../hooks/use-coalesced'

/** The top bar's bell (issue 8 §3): the unread count as a badge; opens /notifications. */
export default function NotificationBell({ to }: { to: string }) {
  const { t, i18n } = useTranslation('notifications')
  const language = i18n.language === 'en' ? 'en' : 'ar'
  const unread = useUnreadCount(true).data?.unread ?? 0
  // A notification arrives live (issue 8 §3), or the socket is back after a gap: the badge and list read again.
  // Several arriving together are read in one go (SPEC 9's notification debounce).
  const refreshNow = useRefreshNotifications()
  const refresh = useCoalesced(() => void refreshNow(), constants.notificationDebounceMs)
  useRealtimeMessage('notification.created', refresh)
  useRealtimeMessage('realtime.ready', refresh)
  // The badge's text is part of the link's name (WCAG 2.5.3), in the language's digits.
  const shown = unread > 99 ? `${formatNumber(99, language)}+` : formatNumber(unread, language)
  return (
    <IconButton
      component={Link}
      to={to}
      color="inherit"
      aria-label={unread > 0 ? t('openWithUnread', { shown }) : t('open')}
    >
      <Badge badgeContent={unread > 0 ? shown : null} color="error">
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  )
}
