import { formatNumber } from '@app/i18n/format'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import CallEndIcon from '@mui/icons-material/CallEnd'
import ChatIcon from '@mui/icons-material/Chat'
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic'
import MicIcon from '@mui/icons-material/Mic'
import MicOffIcon from '@mui/icons-material/MicOff'
import SettingsIcon from '@mui/icons-material/Settings'
import VideocamIcon from '@mui/icons-material/Videocam'
import VideocamOffIcon from '@mui/icons-material/VideocamOff'
import type { ReactNode } from 'react'
import { useCallTranslation } from './use-call-translation'

/** The call's buttons, large enough for a thumb (52–56 px), each named for what it does now. */
export function CallControls({
  microphoneOn,
  cameraOn,
  audioOnly,
  unread,
  onMicrophone,
  onCamera,
  onAudioOnly,
  onChat,
  onDevices,
  onLeave,
}: {
  microphoneOn: boolean
  cameraOn: boolean
  audioOnly: boolean
  unread: number
  onMicrophone: () => void
  onCamera: () => void
  onAudioOnly: () => void
  onChat: () => void
  onDevices: () => void
  onLeave: () => void
}) {
  const { t, language } = useCallTranslation()
  return (
    <Box
      role="group"
      aria-label={t('controls.label')}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: { xs: 0.75, sm: 1.5 },
        flexWrap: 'wrap',
      }}
    >
      <Control
        label={microphoneOn ? t('controls.mute') : t('controls.unmute')}
        onClick={onMicrophone}
        off={!microphoneOn}
      >
        {microphoneOn ? <MicIcon /> : <MicOffIcon />}
      </Control>
      <Control
        label={cameraOn ? t('controls.cameraOff') : t('controls.cameraOn')}
        onClick={onCamera}
        off={!cameraOn}
      >
        {cameraOn ? <VideocamIcon /> : <VideocamOffIcon />}
      </Control>
      <Control
        label={audioOnly ? t('controls.backToVideo') : t('controls.audioOnly')}
        onClick={onAudioOnly}
        off={audioOnly}
      >
        {audioOnly ? <VideocamIcon /> : <HeadsetMicIcon />}
      </Control>
      <Control
        label={unread ? t('controls.chatUnread', { count: unread }) : t('controls.chat')}
        onClick={onChat}
      >
        {unread ? (
          // The count in the language's digits, as the button's name says it.
          <Badge badgeContent={formatNumber(unread, language)} color="error">
            <ChatIcon />
          </Badge>
        ) : (
          <ChatIcon />
        )}
      </Control>
      <Control label={t('controls.devices')} onClick={onDevices}>
        <SettingsIcon />
      </Control>
      <Control label={t('controls.leave')} onClick={onLeave} danger>
        <CallEndIcon />
      </Control>
    </Box>
  )
}

function Control({
  label,
  onClick,
  off = false,
  danger = false,
  children,
}: {
  label: string
  onClick: () => void
  off?: boolean
  danger?: boolean
  children: ReactNode
}) {
  return (
    // Not interactive: the label must never cover the next button (a phone keeps the last touch as a hover).
    <Tooltip title={label} disableInteractive>
      <IconButton
        aria-label={label}
        onClick={onClick}
        sx={{
          width: { xs: 52, sm: 56 },
          height: { xs: 52, sm: 56 },
          color: off ? '#000' : '#fff',
          bgcolor: danger ? 'error.main' : off ? '#fff' : 'rgba(255,255,255,0.2)',
          '&:hover': { bgcolor: danger ? 'error.dark' : off ? 'grey.200' : 'rgba(255,255,255,0.32)' },
          '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  )
}
