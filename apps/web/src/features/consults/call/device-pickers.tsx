import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import { useEffect, useState } from 'react'
import { listDevices, type DeviceLists } from './media'
import { useCallTranslation } from './use-call-translation'

export interface DeviceChoice {
  audioId: string
  videoId: string
  speakerId: string
}

/**
 * The microphone, camera and (where the browser can choose it) speaker. Device names are known only once the page
 * may use the devices, so the lists are read again after each change and whenever a device is plugged in or out.
 */
export function DevicePickers({
  choice,
  version,
  onChoose,
}: {
  choice: DeviceChoice
  version: number
  onChoose: (kind: 'audio' | 'video' | 'speaker', deviceId: string) => Promise<void>
}) {
  const { t } = useCallTranslation()
  const [lists, setLists] = useState<DeviceLists>({ microphones: [], cameras: [], speakers: [] })
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    const read = () =>
      void listDevices().then(
        (found) => !cancelled && setLists(found),
        () => undefined,
      )
    read()
    navigator.mediaDevices?.addEventListener?.('devicechange', read)
    return () => {
      cancelled = true
      navigator.mediaDevices?.removeEventListener?.('devicechange', read)
    }
  }, [version])

  const choose = (kind: 'audio' | 'video' | 'speaker', deviceId: string) => {
    setFailed(false)
    onChoose(kind, deviceId).catch(() => setFailed(true))
  }

  const picker = (
    kind: 'audio' | 'video' | 'speaker',
    label: string,
    devices: MediaDeviceInfo[],
    value: string,
  ) =>
    devices.length ? (
      <NativeSelectField
        fullWidth
        size="small"
        label={label}
        value={devices.some((d) => d.deviceId === value) ? value : (devices[0]?.deviceId ?? '')}
        onChange={(event) => choose(kind, event.target.value)}
      >
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('devices.unnamed', { number: index + 1 })}
          </option>
        ))}
      </NativeSelectField>
    ) : null

  return (
    <Stack spacing={2}>
      {picker('audio', t('devices.microphone'), lists.microphones, choice.audioId)}
      {picker('video', t('devices.camera'), lists.cameras, choice.videoId)}
      {picker('speaker', t('devices.speaker'), lists.speakers, choice.speakerId)}
      {failed ? (
        <Alert severity="error" role="alert">
          {t('devices.failed')}
        </Alert>
      ) : null}
    </Stack>
  )
}
