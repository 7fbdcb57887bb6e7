import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import type { ReactNode } from 'react'
import type { LocalMedia } from './media'
import { useMicLevel } from './use-mic-level'
import { useNetworkCheck, type CheckState } from './use-network-check'
import { useCallTranslation } from './use-call-translation'

/**
 * The waiting room's checks (issue 11 §1): the camera gives a picture, the microphone hears something (with a level
 * meter), and the network reaches the call service (the realtime socket) and can set up a peer connection (an ICE
 * candidate gathered). A failed check says what to do; joining stays possible.
 */
export function MediaChecks({ media, version }: { media: LocalMedia | null; version: number }) {
  const { t } = useCallTranslation()
  const { level, heard } = useMicLevel(media?.stream ?? null, version)
  const network = useNetworkCheck()

  const camera: CheckState = !media ? 'checking' : media.cameraProblem ? 'failed' : 'ok'
  const microphone: CheckState = !media
    ? 'checking'
    : media.microphoneProblem
      ? 'failed'
      : heard
        ? 'ok'
        : 'checking'
  const networkState: CheckState =
    network.socket === 'failed' || network.ice === 'failed'
      ? 'failed'
      : network.socket === 'ok' && network.ice === 'ok'
        ? 'ok'
        : 'checking'

  return (
    <Box component="section" aria-labelledby="call-checks-title">
      <Typography id="call-checks-title" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
        {t('checks.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 1.5 }}>
        <Check
          name={t('checks.camera')}
          state={camera}
          text={
            !media
              ? t('checks.cameraChecking')
              : media.cameraProblem
                ? t(`checks.problems.${media.cameraProblem}`)
                : t('checks.cameraOk')
          }
        />
        <Check
          name={t('checks.microphone')}
          state={microphone}
          text={
            media?.microphoneProblem
              ? t(`checks.problems.${media.microphoneProblem}`)
              : heard
                ? t('checks.micOk')
                : t('checks.micSpeak')
          }
        >
          {media && !media.microphoneProblem ? (
            <LinearProgress
              variant="determinate"
              value={Math.round(level * 100)}
              aria-label={t('checks.micLevel')}
              sx={{ height: 8, borderRadius: 4, marginBlockStart: 0.5, maxWidth: 240 }}
            />
          ) : null}
        </Check>
        <Check
          name={t('checks.network')}
          state={networkState}
          text={
            networkState === 'ok'
              ? t('checks.networkOk')
              : networkState === 'failed'
                ? t('checks.networkFailed')
                : t('checks.networkChecking')
          }
        />
      </Box>
    </Box>
  )
}

function Check({
  name,
  state,
  text,
  children,
}: {
  name: string
  state: CheckState
  text: string
  children?: ReactNode
}) {
  return (
    <Box component="li" data-check-state={state} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ width: 24, height: 24, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {state === 'ok' ? (
          <CheckCircleIcon color="success" aria-hidden />
        ) : state === 'failed' ? (
          <ErrorOutlineIcon color="error" aria-hidden />
        ) : (
          <CircularProgress size={18} aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color={state === 'failed' ? 'error' : 'text.secondary'} role="status">
          {text}
        </Typography>
        {children}
      </Box>
    </Box>
  )
}
