import type { WaitingEntryView } from '@app/domain/waiting-list'
import { constants } from '@app/domain/shared'
import { formatCalendarDate, formatDateTime, formatEgyptTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Link as RouterLink } from '#web/shared/lib/router'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useLeaveWaitingList, useWaitingList } from '../api/waiting-list'
import { useWaitingListTranslation } from '../hooks/use-waiting-list-translation'
import { doctorNameIn as doctorName } from '../lib/display'

/**
 * Issue 45 §3 on /bookings: the patient's waiting entries — the doctor, the practice, the dates, whether a time is
 * held for them now (with its link) — and leaving one, after a confirmation.
 */
export default function WaitingListSection({ offerHref }: { offerHref: (offerId: string) => string }) {
  const { t, language } = useWaitingListTranslation()
  const list = useWaitingList()
  const [leaving, setLeaving] = useState<WaitingEntryView | null>(null)
  const headingId = 'waiting-list-heading'
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('waitingList.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('waitingList.intro', { waitingListOfferMinutes: constants.waitingListOfferMinutes })}
      </Typography>
      {list.isPending ? (
        <Stack spacing={1.5} aria-busy="true">
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      ) : list.isError ? (
        <RetryAlert onRetry={() => void list.refetch()}>{t('waitingList.loadFailed')}</RetryAlert>
      ) : list.data.data.length === 0 ? (
        <Alert severity="info">{t('waitingList.empty')}</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.data.map((entry) => {
            const name = doctorName(entry.doctor, language)
            return (
              <Card component="li" variant="outlined" key={entry.id} data-testid="waiting-entry">
                <CardContent>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h3">
                        {name}
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {t(`waitingList.practice.${entry.practice}`)} ·{' '}
                        {t('waitingList.range', {
                          from: formatCalendarDate(entry.fromDate, language),
                          to: formatCalendarDate(entry.toDate, language),
                        })}
                      </Typography>
                    </Box>
                    <Chip
                      size="small"
                      label={t(`waitingList.state.${entry.state}`)}
                      color={entry.state === 'waiting' ? 'primary' : 'default'}
                    />
                  </Stack>
                  {entry.offer ? (
                    <Alert
                      severity="success"
                      sx={{ mt: 1.5 }}
                      action={
                        <Button color="inherit" component={RouterLink} to={offerHref(entry.offer.id)}>
                          {t('waitingList.openOffer')}
                        </Button>
                      }
                    >
                      {t('waitingList.offered', {
                        time: formatDateTime(entry.offer.startsAt, language),
                        until: formatEgyptTime(entry.offer.expiresAt, language),
                      })}
                    </Alert>
                  ) : null}
                  {entry.state === 'waiting' ? (
                    <Box sx={{ mt: 1 }}>
                      <Button color="error" onClick={() => setLeaving(entry)}>
                        {t('waitingList.leave')}
                      </Button>
                    </Box>
                  ) : null}
                </CardContent>
              </Card>
            )
          })}
        </Stack>
      )}
      <LeaveDialog entry={leaving} onClose={() => setLeaving(null)} />
    </Box>
  )
}

function LeaveDialog({ entry, onClose }: { entry: WaitingEntryView | null; onClose: () => void }) {
  const { t, language } = useWaitingListTranslation()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const leave = useLeaveWaitingList()
  const name = entry ? doctorName(entry.doctor, language) : ''
  const close = () => {
    if (leave.isPending) return
    leave.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('waitingList.leaveTitle', { name })}
      message={
        <Box component="span" sx={{ display: 'grid', gap: 2 }}>
          <span>{t('waitingList.leaveBody')}</span>
          {leave.isError ? (
            <Box component="span" role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
              {errorMessage(leave.error)}
            </Box>
          ) : null}
        </Box>
      }
      confirmLabel={t('waitingList.leaveConfirm')}
      cancelLabel={t('waitingList.leaveCancel')}
      destructive
      pending={leave.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!entry) return
        leave.mutate(entry.id, {
          onSuccess: () => {
            toast(t('waitingList.left', { name }))
            leave.reset()
            onClose()
          },
        })
      }}
    />
  )
}
