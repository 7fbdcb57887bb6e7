import { doctorNoticeSeconds, type ConsultView } from '@app/domain/consults'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Drawer from '@mui/material/Drawer'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker } from '#web/shared/lib/navigation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useMatchMedia } from '#web/shared/hooks/use-match-media'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useCallMessages } from '../api/call-messages'
import { useEndConsult } from '../api/end-consult'
import type { CallStatus } from './call-engine'
import { CallControls } from './call-controls'
import { ChatPanel } from './chat-panel'
import { formatDuration, useNow } from './clock'
import { DevicePickers, type DeviceChoice } from './device-pickers'
import { openTrack, type LocalMedia } from './media'
import { useCallSession, type CallSession } from './call-session'
import { useCallTranslation } from './use-call-translation'
import { LocalVideo, RemoteVideo, visuallyHidden } from './video-tiles'

/**
 * In the call (issue 11 §1, SPEC 2.8 'Video call'): the other side's video, this side's in a corner (phone) or beside
 * it (desktop), the connection state both sides see, the controls, the messages, the leave dialog (stay / leave) for
 * any way out of the page, and for the doctor the 15-second notice and 'End consult'.
 */
export function InCall({
  consult,
  session,
  media,
  version,
  onTracksChanged,
  choice,
  onChoice,
  names,
  onLeave,
}: {
  consult: ConsultView
  session: CallSession
  media: LocalMedia
  version: number
  onTracksChanged: () => void
  choice: DeviceChoice
  onChoice: (choice: DeviceChoice) => void
  names: { doctor: string; patient: string }
  /** Left through the dialog (not by a navigation the dialog confirmed). */
  onLeave: () => void
}) {
  const { t } = useCallTranslation()
  const theme = useTheme()
  const errorMessage = useErrorMessage()
  const wide = useMatchMedia(theme.breakpoints.up('md').replace('@media ', ''))
  const role = consult.role
  const other = role === 'doctor' ? 'patient' : 'doctor'
  const engine = session.engine
  const state = useCallSession(session)

  // ---- leaving: the dialog for the leave button and for any navigation away while in the call ----
  const mayGo = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !mayGo.current && currentLocation.pathname !== nextLocation.pathname,
  )
  const [askingLeave, setAskingLeave] = useState(false)
  const leaveOpen = askingLeave || blocker.state === 'blocked'
  const stay = () => {
    setAskingLeave(false)
    if (blocker.state === 'blocked') blocker.reset()
  }
  const leave = () => {
    mayGo.current = true
    engine.leave()
    setAskingLeave(false)
    if (blocker.state === 'blocked') blocker.proceed()
    else onLeave()
  }

  // ---- the doctor ends the consult ----
  const end = useEndConsult(consult.bookingId)
  const [askingEnd, setAskingEnd] = useState(false)
  const confirmEnd = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        mayGo.current = true
        engine.leave()
        setAskingEnd(false)
      },
    })

  // ---- SPEC 2.8 and 9: the doctor's notice, 15 seconds ----
  const [notice, setNotice] = useState(role === 'doctor')
  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => setNotice(false), doctorNoticeSeconds * 1000)
    return () => window.clearTimeout(timer)
  }, [notice])

  // ---- messages: unread while the panel is closed ----
  const [chatOpen, setChatOpen] = useState(false)
  const closeChat = useCallback(() => setChatOpen(false), [])
  const messages = useCallMessages(consult.bookingId)
  const theirs = (messages.data?.items ?? []).filter((m) => !m.mine).length
  const [seen, setSeen] = useState(0)
  const panelShown = chatOpen || wide
  if (panelShown && seen !== theirs) setSeen(theirs)
  const unread = panelShown ? 0 : Math.max(0, theirs - seen)

  // ---- devices ----
  const [devicesOpen, setDevicesOpen] = useState(false)
  const chooseDevice = async (kind: 'audio' | 'video' | 'speaker', deviceId: string) => {
    if (kind === 'speaker') {
      onChoice({ ...choice, speakerId: deviceId })
      return
    }
    if (kind === 'video' && state.audioOnly) {
      onChoice({ ...choice, videoId: deviceId })
      return
    }
    const track = await openTrack(kind, deviceId)
    await engine.replaceTrack(track)
    onTracksChanged()
    onChoice({ ...choice, [kind === 'audio' ? 'audioId' : 'videoId']: deviceId })
  }

  const [backFailed, setBackFailed] = useState(false)
  const toggleAudioOnly = () => {
    setBackFailed(false)
    void engine.setAudioOnly(state.audioOnly ? null : 'chosen').then((ok) => {
      if (!ok) setBackFailed(true)
      onTracksChanged()
    })
  }

  const cameraOn = state.localMedia.video && !state.audioOnly
  const remoteName = names[other]
  const chat = (
    <ChatPanel bookingId={consult.bookingId} names={names} onClose={wide ? undefined : closeChat} />
  )

  return (
    <Box
      sx={{
        display: 'grid',
        // Phone: the other side's video fills the screen under the bar; desktop: the videos and the messages side by side.
        height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(320px, 1fr)' },
        gridTemplateRows: { xs: '1fr', md: 'auto minmax(0, 1fr) auto' },
        bgcolor: '#101418',
        // The call fills the screen: nothing of it may make the page scroll.
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Typography component="h1" sx={visuallyHidden}>
        {t('title')}: {remoteName}
      </Typography>

      {/* The bar: connection state, time left, the doctor's End consult. */}
      <Box
        sx={{
          gridColumn: { xs: 1, md: '1 / -1' },
          gridRow: { xs: 1, md: 'auto' },
          alignSelf: 'start',
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          padding: 1.5,
          color: '#fff',
          background: { xs: 'linear-gradient(rgba(0,0,0,0.7), rgba(0,0,0,0))', md: 'none' },
        }}
      >
        <Box
          role="status"
          data-call-status={state.status}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0, fontWeight: 600 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: statusColour(state.status),
            }}
          />
          {statusText(state.status, other, t)}
        </Box>
        <TimeLeft endsAt={consult.endsAt} />
        {role === 'doctor' ? (
          <Button variant="contained" color="error" onClick={() => setAskingEnd(true)} sx={{ minHeight: 44 }}>
            {t('controls.end')}
          </Button>
        ) : null}
      </Box>

      {/* The other side, full size; this side in the corner on a phone. */}
      <Box
        sx={{ gridRow: { xs: 1, md: 2 }, gridColumn: { xs: 1, md: 1 }, position: 'relative', minHeight: 0 }}
      >
        <RemoteVideo
          stream={state.remoteStream}
          name={remoteName}
          cameraOn={state.remoteMedia.video}
          microphoneOn={state.remoteMedia.audio}
          speakerId={choice.speakerId}
          onFirstFrame={() => engine.remoteFramePainted()}
        />
        {wide ? null : (
          <Box
            sx={{
              position: 'absolute',
              insetInlineEnd: 12,
              insetBlockEnd: 104,
              width: 96,
              height: 128,
              borderRadius: 2,
              overflow: 'hidden',
              boxShadow: 6,
              border: '2px solid rgba(255,255,255,0.6)',
            }}
          >
            <LocalVideo
              stream={media.stream}
              version={version}
              cameraOn={cameraOn}
              label={t('video.local')}
            />
          </Box>
        )}
        <Box
          sx={{
            position: 'absolute',
            insetInline: 12,
            insetBlockStart: { xs: 72, md: 12 },
            display: 'grid',
            gap: 1,
            maxWidth: { md: 560 },
          }}
        >
          {notice ? (
            <Alert
              severity="warning"
              onClose={() => setNotice(false)}
              slotProps={{ closeButton: { title: t('doctorNotice.close') } }}
            >
              <AlertTitle>{t('doctorNotice.title')}</AlertTitle>
              {t('doctorNotice.body')}
            </Alert>
          ) : null}
          {state.audioOnly ? (
            <Alert
              severity={state.audioOnly === 'poorConnection' ? 'warning' : 'info'}
              action={
                <Button color="inherit" size="small" onClick={toggleAudioOnly}>
                  {t('audioOnly.back')}
                </Button>
              }
            >
              {t(`audioOnly.${state.audioOnly}`)}
              {backFailed ? ` ${t('audioOnly.backFailed')}` : ''}
            </Alert>
          ) : null}
        </Box>
        {wide ? null : (
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              insetBlockEnd: 0,
              paddingBlock: 2,
              paddingInline: 1,
              background: 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.75))',
            }}
          >
            <CallControls
              microphoneOn={state.localMedia.audio}
              cameraOn={cameraOn}
              audioOnly={Boolean(state.audioOnly)}
              unread={unread}
              onMicrophone={() => engine.setMicrophone(!state.localMedia.audio)}
              onCamera={() => void engine.setCamera(!cameraOn).then(onTracksChanged)}
              onAudioOnly={toggleAudioOnly}
              onChat={() => setChatOpen(true)}
              onDevices={() => setDevicesOpen(true)}
              onLeave={() => setAskingLeave(true)}
            />
          </Box>
        )}
      </Box>

      {wide ? (
        <>
          <Box
            sx={{
              gridRow: '2 / 4',
              gridColumn: 2,
              display: 'grid',
              gridTemplateRows: 'auto minmax(0, 1fr)',
              gap: 1,
              padding: 1,
              paddingBlockStart: 0,
              minHeight: 0,
            }}
          >
            <Box sx={{ aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden' }}>
              <LocalVideo
                stream={media.stream}
                version={version}
                cameraOn={cameraOn}
                label={t('video.local')}
              />
            </Box>
            <Box sx={{ borderRadius: 2, overflow: 'hidden', minHeight: 0 }}>{chat}</Box>
          </Box>
          <Box sx={{ gridRow: 3, gridColumn: 1, padding: 1.5 }}>
            <CallControls
              microphoneOn={state.localMedia.audio}
              cameraOn={cameraOn}
              audioOnly={Boolean(state.audioOnly)}
              unread={0}
              onMicrophone={() => engine.setMicrophone(!state.localMedia.audio)}
              onCamera={() => void engine.setCamera(!cameraOn).then(onTracksChanged)}
              onAudioOnly={toggleAudioOnly}
              onChat={() => document.getElementById('call-chat-input')?.focus()}
              onDevices={() => setDevicesOpen(true)}
              onLeave={() => setAskingLeave(true)}
            />
          </Box>
        </>
      ) : (
        <Drawer
          anchor="bottom"
          open={chatOpen}
          onClose={() => setChatOpen(false)}
          slotProps={{
            paper: { sx: { height: '75dvh', borderStartStartRadius: 16, borderStartEndRadius: 16 } },
          }}
        >
          {chat}
        </Drawer>
      )}

      <Dialog
        dir={theme.direction}
        open={devicesOpen}
        onClose={() => setDevicesOpen(false)}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>{t('devices.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ paddingBlockStart: 1 }}>
            <DevicePickers choice={choice} version={version} onChoose={chooseDevice} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDevicesOpen(false)}>{t('devices.close')}</Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={leaveOpen}
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.leave')}
        cancelLabel={t('leave.stay')}
        onConfirm={leave}
        onCancel={stay}
        destructive
      />
      <ConfirmDialog
        open={askingEnd}
        title={t('end.title')}
        message={end.error ? errorMessage(end.error) : t('end.message')}
        confirmLabel={t('end.confirm')}
        cancelLabel={t('end.cancel')}
        onConfirm={confirmEnd}
        onCancel={() => setAskingEnd(false)}
        pending={end.isPending}
        destructive
      />
    </Box>
  )
}

/** The time left of the appointment, ticking on its own so the call view does not render every second. */
const TimeLeft = memo(function TimeLeft({ endsAt }: { endsAt: string }) {
  const { t, language } = useCallTranslation()
  const now = useNow()
  const remaining = Math.round((new Date(endsAt).getTime() - now) / 1000)
  return (
    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {remaining >= 0
        ? t('waiting.timeLeft', { time: formatDuration(remaining, language) })
        : t('waiting.overtime', { time: formatDuration(-remaining, language) })}
    </Typography>
  )
})

function statusText(
  status: CallStatus,
  other: 'doctor' | 'patient',
  t: ReturnType<typeof useCallTranslation>['t'],
): string {
  switch (status) {
    case 'waiting':
      return t(`status.waiting_${other}`)
    case 'disconnected':
      return t(`status.disconnected_${other}`)
    case 'connecting':
    case 'connected':
    case 'reconnecting':
    case 'left':
      return t(`status.${status}`)
  }
}

function statusColour(status: CallStatus): string {
  if (status === 'connected') return '#4caf50'
  if (status === 'reconnecting' || status === 'connecting') return '#ffb300'
  return '#ef5350'
}
