import type { Notification } from '@app/domain/notifications'
import { formatDateTime } from '@app/i18n/format'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { visuallyHidden } from '#web/shared/ui/password-checklist'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications'

/** A notification's title and text in the reader's language, from its type and parameters. */
export function useNotificationText() {
  const { t } = useTranslation('notifications')
  return (n: Pick<Notification, 'type' | 'params'>) => {
    const [group, name] = n.type.split('.') as [string, string]
    const key = `types.${group}.${name}` as 'types.security.newSignIn'
    return { title: t(`${key}.title`, n.params), body: t(`${key}.body`, n.params) }
  }
}

/**
 * /notifications (issue 8 §3): the person's notifications newest first, the unread ones marked, each opening what
 * it is about and marking itself read; 'mark all as read'; older pages on demand.
 */
export function NotificationList() {
  const { t, i18n } = useTranslation('notifications')
  const language = i18n.language === 'en' ? 'en' : 'ar'
  const notifications = useNotifications()
  const markRead = useMarkRead()
  const markAllRead = useMarkAllRead()
  const navigate = useNavigate()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const text = useNotificationText()

  if (notifications.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    )
  if (notifications.isError)
    return <RetryAlert onRetry={() => void notifications.refetch()}>{t('loadError')}</RetryAlert>

  const items = notifications.data.pages.flatMap((page) => page.items)
  const unread = notifications.data.pages[0]?.unread ?? 0
  if (items.length === 0)
    return (
      <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
        <NotificationsNoneOutlined color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography color="textSecondary">{t('empty')}</Typography>
      </Paper>
    )

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id)
    if (n.link) void navigate(n.link)
  }
  const readAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => toast(t('allRead')),
      onError: (error) => toast(errorMessage(error), 'error'),
    })

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography color="textSecondary" role="status">
          {t('unread', { count: unread })}
        </Typography>
        {unread > 0 ? (
          <Button startIcon={<DoneAllIcon />} onClick={readAll} disabled={markAllRead.isPending}>
            {t('markAllRead')}
          </Button>
        ) : null}
      </Stack>
      <Paper variant="outlined">
        <List disablePadding>
          {items.map((n, i) => {
            const { title, body } = text(n)
            const isUnread = !n.readAt
            return (
              <li key={n.id}>
                <ListItemButton
                  divider={i < items.length - 1}
                  onClick={() => open(n)}
                  sx={{ alignItems: 'flex-start', gap: 1.5, paddingBlock: 1.5 }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      marginBlockStart: 0.75,
                      flexShrink: 0,
                      bgcolor: isUnread ? 'primary.main' : 'transparent',
                    }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" sx={{ fontWeight: isUnread ? 700 : 500, fontSize: '1rem' }}>
                      {isUnread ? (
                        <Box component="span" sx={visuallyHidden}>{`${t('unreadLabel')}: `}</Box>
                      ) : null}
                      {title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {body}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" component="p">
                      <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, language)}</time>
                    </Typography>
                  </Box>
                </ListItemButton>
              </li>
            )
          })}
        </List>
      </Paper>
      {notifications.hasNextPage ? (
        <Button
          variant="outlined"
          onClick={() => void notifications.fetchNextPage()}
          loading={notifications.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  )
}
