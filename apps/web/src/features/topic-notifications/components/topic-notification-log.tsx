import type { Broadcast } from '@app/domain/topic-notifications'
import { formatDateTime, formatNumber } from '@app/i18n/format'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useTopicNotifications } from '../api/topic-notifications'
import { useTopicNotificationsTranslation } from './send-topic-notification'
import { ListPager } from '#web/shared/ui/list-pager'

function LogItem({ item }: { item: Broadcast }) {
  const { t, language } = useTopicNotificationsTranslation()
  const n = (value: number) => formatNumber(value, language)
  const percent = item.recipients === 0 ? 100 : Math.round((item.delivered / item.recipients) * 100)
  return (
    <ListItem divider sx={{ display: 'block', paddingBlock: 1.5 }} data-broadcast-id={item.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {language === 'en' ? item.titleEn : item.titleAr}
        </Typography>
        <Chip
          size="small"
          label={t(`status.${item.status}`)}
          color={item.status === 'done' ? 'success' : 'warning'}
          sx={item.status === 'sending' ? { bgcolor: 'warning.light', color: 'common.black' } : undefined}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('audience', {
          topic: t(`topics.${item.topic}`),
          language: t(`languages.${item.language ?? 'all'}`),
        })}{' '}
        · {t('sentAt', { date: formatDateTime(item.createdAt, language) })}
      </Typography>
      {item.status === 'sending' ? (
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ marginBlock: 1 }}
          aria-label={t('progress', { delivered: n(item.delivered), recipients: n(item.recipients) })}
        />
      ) : null}
      <Typography variant="body2">
        {t('progress', { delivered: n(item.delivered), recipients: n(item.recipients) })}
      </Typography>
      <Typography variant="body2" color={item.pushFailed > 0 ? 'error' : 'text.secondary'}>
        {t('pushes', { sent: n(item.pushSent), failed: n(item.pushFailed) })}
      </Typography>
    </ListItem>
  )
}

/** Past sends, newest first, with progress while sending and the delivery log after (issue 10 §3). */
export function TopicNotificationLog() {
  const { t } = useTopicNotificationsTranslation()
  const [page, setPage] = useState(1)
  const log = useTopicNotifications(page)
  return (
    <Paper variant="outlined" component="section" aria-labelledby="log-title" sx={{ padding: 2 }}>
      <Typography id="log-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('log')}
      </Typography>
      {log.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : log.isError ? (
        <RetryAlert onRetry={() => void log.refetch()}>{t('logFailed')}</RetryAlert>
      ) : log.data.items.length === 0 ? (
        <Typography color="textSecondary">{t('logEmpty')}</Typography>
      ) : (
        <>
          <List disablePadding>
            {log.data.items.map((item) => (
              <LogItem key={item.id} item={item} />
            ))}
          </List>
          <ListPager page={page} total={log.data.total} pageSize={log.data.pageSize} onPage={setPage} />
        </>
      )}
    </Paper>
  )
}
