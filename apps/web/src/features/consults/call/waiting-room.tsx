import type { ConsultView } from '@app/domain/consults'
import { formatDate, formatDateTime, formatEgyptTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formatTimeSpan, prepareMinutes, useNow } from './clock'
import { DevicePickers, type DeviceChoice } from './device-pickers'
import type { LocalMedia } from './media'
import { MediaChecks } from './media-checks'
import { useCallTranslation } from './use-call-translation'
import { LocalVideo } from './video-tiles'

/** Why the room cannot be entered now, as the server would say it (consults.rules callRefusal), or null. */
export function closedReason(consult: ConsultView, now: number) {
  if (consult.practice !== 'video') return 'notVideo' as const
  if (consult.status === 'pending') return 'notPaid' as const
  if (consult.status !== 'opened' && consult.status !== 'going') return 'ended' as const
  if (now >= new Date(consult.closesAt).getTime()) return 'closed' as const
  return null
}

/**
 * The waiting room (issue 11 §1, SPEC 2.8 and 9): who meets whom and when, the time left, preparing 15 minutes
 * before, the camera preview with the device pickers and the checks, and 'Join the call' from the room's opening
 * (300 s before the start; the server refuses earlier with the opening time in Egypt time).
 */
export function WaitingRoom({
  consult,
  names,
  media,
  version,
  choice,
  onChoose,
  onJoin,
  joining,
  joinError,
}: {
  consult: ConsultView
  names: { doctor: string; patient: string }
  media: LocalMedia | null
  version: number
  choice: DeviceChoice
  onChoose: (kind: 'audio' | 'video' | 'speaker', deviceId: string) => Promise<void>
  onJoin: () => void
  joining: boolean
  joinError: unknown
}) {
  const { t, language } = useCallTranslation()
  const errorMessage = useErrorMessage()
  const now = useNow()
  const opensAt = new Date(consult.opensAt).getTime()
  const startsAt = new Date(consult.startsAt).getTime()
  const endsAt = new Date(consult.endsAt).getTime()
  const closed = closedReason(consult, now)
  const open = now >= opensAt && !closed
  // Durations in words, never a clock: '05:00' reads as five o'clock (issue 41 §4).
  const seconds = (until: number) => formatTimeSpan((until - now) / 1000, language)
  const countdown =
    now < opensAt
      ? t('waiting.opensIn', { time: seconds(opensAt) })
      : now < startsAt
        ? t('waiting.startsIn', { time: seconds(startsAt) })
        : now < endsAt
          ? t('waiting.timeLeft', { time: seconds(endsAt) })
          : t('waiting.overtime', { time: formatTimeSpan((now - endsAt) / 1000, language) })

  return (
    <Box sx={{ maxWidth: 1040, marginInline: 'auto', paddingBlock: { xs: 2, sm: 4 }, paddingInline: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
        {t('waiting.title')}
      </Typography>
      <Paper variant="outlined" sx={{ padding: 2, marginBlockEnd: 2, display: 'grid', gap: 1 }}>
        {/* One above the other on a phone: side by side, two long names read as one (issue 41 §4). */}
        <Box
          component="dl"
          sx={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: { xs: 1.5, sm: 4 },
          }}
        >
          <Person label={t('people.doctor')} name={names.doctor} />
          <Person label={t('people.patient')} name={names.patient} />
        </Box>
        <Typography>{t('waiting.when', { date: formatDateTime(consult.startsAt, language) })}</Typography>
        {closed ? null : (
          <Typography
            role="timer"
            aria-live="off"
            variant="h6"
            component="p"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
          >
            {countdown}
          </Typography>
        )}
        {!closed && now < opensAt ? (
          <Typography color="textSecondary">
            {t('waiting.opensAt', {
              time: formatEgyptTime(consult.opensAt, language),
              date: formatDate(consult.opensAt, language),
            })}
          </Typography>
        ) : null}
      </Paper>

      {closed ? (
        <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
          {t(`waiting.${closed}`)}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
          {t('waiting.prepare', { minutes: prepareMinutes })}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
            <LocalVideo
              stream={media?.stream ?? null}
              version={version}
              cameraOn={Boolean(media && !media.cameraProblem)}
              label={media?.cameraProblem ? t('waiting.noCamera') : t('waiting.preview')}
            />
          </Box>
          <DevicePickers choice={choice} version={version} onChoose={onChoose} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MediaChecks media={media} version={version} />
          {media?.cameraProblem && !closed ? (
            <Alert severity="warning">{t('waiting.joinAudioOnly')}</Alert>
          ) : null}
          {joinError ? (
            <Alert severity="error" role="alert">
              {errorMessage(joinError)}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            onClick={onJoin}
            disabled={!open || !media || joining}
            sx={{ minHeight: 56, fontSize: '1.1rem' }}
          >
            {joining ? t('waiting.joining') : t('waiting.join')}
          </Button>
        </Box>
      </Box>
    </Box>
  )
}

function Person({ label, name }: { label: string; name: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
    </Box>
  )
}
