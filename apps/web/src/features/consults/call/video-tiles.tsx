import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import MicOffIcon from '@mui/icons-material/MicOff'
import VideocamOffIcon from '@mui/icons-material/VideocamOff'
import { memo, useEffect, useRef } from 'react'
import { useCallTranslation } from './use-call-translation'

type SinkVideo = HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }

/**
 * The other side's video and sound. Reports its first painted frame (the bench's time to first remote frame) and
 * plays through the chosen speaker where the browser allows choosing one.
 */
export function RemoteVideo({
  stream,
  name,
  cameraOn,
  microphoneOn,
  speakerId,
  onFirstFrame,
}: {
  stream: MediaStream | null
  name: string
  cameraOn: boolean
  microphoneOn: boolean
  speakerId: string
  onFirstFrame: () => void
}) {
  const { t } = useCallTranslation()
  const ref = useRef<SinkVideo>(null)
  const firstFrame = useRef(onFirstFrame)
  useEffect(() => {
    firstFrame.current = onFirstFrame
  })

  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.srcObject = stream
    if (!stream) return
    video.play().catch(() => undefined)
    let cancelled = false
    const painted = () => {
      if (!cancelled) firstFrame.current()
    }
    // Older Safari and Firefox lack the frame callback: the first decoded frame is near enough there.
    const frames = video as Partial<Pick<HTMLVideoElement, 'requestVideoFrameCallback'>>
    if (frames.requestVideoFrameCallback) frames.requestVideoFrameCallback.call(video, painted)
    else video.addEventListener('loadeddata', painted, { once: true })
    return () => {
      cancelled = true
    }
  }, [stream])

  useEffect(() => {
    if (speakerId) ref.current?.setSinkId?.(speakerId).catch(() => undefined)
  }, [speakerId])

  const showVideo = Boolean(stream) && cameraOn
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', bgcolor: '#101418', overflow: 'hidden' }}>
      <Box
        component="video"
        ref={ref}
        autoPlay
        playsInline
        data-call-video="remote"
        aria-label={t('video.remote', { name })}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: { xs: 'cover', md: 'contain' },
          display: 'block',
          visibility: showVideo ? 'visible' : 'hidden',
        }}
      />
      {showVideo ? null : (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            color: '#fff',
          }}
        >
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 600, textAlign: 'center', paddingInline: 2 }}
          >
            {name}
          </Typography>
        </Box>
      )}
      <Box
        sx={{
          position: 'absolute',
          insetBlockEnd: { xs: 104, md: 12 },
          insetInlineStart: 12,
          display: 'flex',
          gap: 1,
        }}
      >
        {stream && !cameraOn ? (
          <Chip
            icon={<VideocamOffIcon />}
            label={t('badges.cameraOff')}
            data-call-badge="remote-camera-off"
            sx={{ bgcolor: 'rgba(0,0,0,0.72)', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
          />
        ) : null}
        {stream && !microphoneOn ? (
          <Chip
            icon={<MicOffIcon />}
            label={t('badges.muted')}
            sx={{ bgcolor: 'rgba(0,0,0,0.72)', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
          />
        ) : null}
      </Box>
    </Box>
  )
}

/** This side's camera, mirrored as in a mirror, always muted (no echo of oneself). */
export const LocalVideo = memo(function LocalVideo({
  stream,
  version,
  cameraOn,
  label,
}: {
  stream: MediaStream | null
  /** Changes when a track of the stream changed (another camera, back from audio only). */
  version: number
  cameraOn: boolean
  label: string
}) {
  const { t } = useCallTranslation()
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    // A new stream object per change: an element does not always follow tracks added to the stream it plays.
    video.srcObject = stream ? new MediaStream(stream.getVideoTracks()) : null
    video.play().catch(() => undefined)
  }, [stream, version, cameraOn])
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', bgcolor: '#202830', overflow: 'hidden' }}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted
        data-call-video="local"
        aria-label={label}
        // Inline: the RTL stylesheet plugin must not touch the mirroring.
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          transform: 'scaleX(-1)',
          visibility: cameraOn ? 'visible' : 'hidden',
        }}
      />
      {cameraOn ? null : (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#fff',
          }}
        >
          <VideocamOffIcon aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {t('badges.cameraOff')}
          </Box>
        </Box>
      )}
    </Box>
  )
})

export const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const
