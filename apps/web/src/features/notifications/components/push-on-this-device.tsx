import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { appServiceWorker } from '#web/shared/lib/service-worker'
import { useToast } from '#web/shared/ui/toast'
import { deletePushSubscription, getPushKey, savePushSubscription } from '../api/notifications'

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on'

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window

/**
 * The registration of the app's service worker (none: no push here). A first visit registers it a few seconds after
 * the page has loaded (app/start.tsx); this screen asks for it at once.
 */
const registration = appServiceWorker

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = `${value}${'='.repeat((4 - (value.length % 4)) % 4)}`
    .replaceAll('-', '+')
    .replaceAll('_', '/')
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Push on this device (issue 8 §3, §6): the browser is asked for permission only when the person presses the
 * button, never on load; the subscription is kept for this account, and can be dropped again.
 */
export function PushOnThisDevice() {
  const { t } = useTranslation('notifications')
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [state, setState] = useState<State>('checking')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    void (async () => {
      if (!supported() || !(await registration())) return live && setState('unsupported')
      if (Notification.permission === 'denied') return live && setState('denied')
      const subscription = await (await registration())?.pushManager.getSubscription()
      if (live) setState(subscription ? 'on' : 'off')
    })()
    return () => {
      live = false
    }
  }, [])

  const turnOn = async () => {
    setBusy(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off')
        return
      }
      if (!(await registration())) return setState('unsupported')
      // A worker registered moments ago may still be installing: a subscription needs the active one.
      const worker = await navigator.serviceWorker.ready
      const { publicKey } = await getPushKey()
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      })
      const json = subscription.toJSON()
      await savePushSubscription({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      })
      setState('on')
      toast(t('settings.push.turnedOn'))
    } catch (error) {
      toast(errorMessage(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  const turnOff = async () => {
    setBusy(true)
    try {
      const subscription = await (await registration())?.pushManager.getSubscription()
      if (subscription) {
        await deletePushSubscription(subscription.endpoint).catch(() => undefined)
        await subscription.unsubscribe()
      }
      setState('off')
      toast(t('settings.push.turnedOff'))
    } catch (error) {
      toast(errorMessage(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  if (state === 'checking') return null
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 600 }}>{t('settings.push.title')}</Typography>
      {state === 'unsupported' ? (
        <Alert severity="info">{t('settings.push.unsupported')}</Alert>
      ) : state === 'denied' ? (
        <Alert severity="warning">{t('settings.push.denied')}</Alert>
      ) : state === 'on' ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('settings.push.enabled')}</Typography>
          <Button onClick={() => void turnOff()} loading={busy}>
            {t('settings.push.disable')}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          onClick={() => void turnOn()}
          loading={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('settings.push.enable')}
        </Button>
      )}
    </Stack>
  )
}
