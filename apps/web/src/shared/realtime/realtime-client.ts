import { realtimeCloseCode, realtimeMessageSchema, realtimePath } from '@app/domain/realtime'
import { reconnectDelay } from './backoff'
import { dispatchRealtimeMessage, setRealtimeOutlet, setRealtimeStatus } from './realtime-bus'

/**
 * The one realtime socket of this browser tab (issue 8 §2), loaded lazily once someone is signed in. It reconnects
 * after any loss with exponential backoff and jitter (backoff.ts), at once when the browser comes back online or
 * the tab is shown again, and stops for good when the server says the session ended (close code 4401).
 */
export interface RealtimeClientOptions {
  url?: string
  /** The session ended (signed out here or elsewhere, expired): the app forgets the signed-in person. */
  onSessionEnded: () => void
  /** A connection closed before it was ready (the server down, or the session no longer valid): check the session. */
  onRefused?: () => void
  WebSocketImpl?: typeof WebSocket
  random?: () => number
}

export interface RealtimeClient {
  stop(): void
}

export function defaultRealtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${window.location.host}${realtimePath}`
}

export function startRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const { onSessionEnded, onRefused, WebSocketImpl = WebSocket, random = Math.random } = options
  const url = options.url ?? defaultRealtimeUrl()
  let socket: WebSocket | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let attempt = 0
  let stopped = false

  const connect = () => {
    timer = null
    if (stopped) return
    let ready = false
    const current = new WebSocketImpl(url)
    socket = current
    setRealtimeStatus('connecting')
    current.onmessage = (event) => {
      let message
      try {
        message = realtimeMessageSchema.parse(JSON.parse(String(event.data)))
      } catch {
        // A message of a newer server this build does not know: ignored, the others still count.
        return
      }
      if (message.type === 'realtime.ready') {
        ready = true
        attempt = 0
        setRealtimeOutlet({
          connectionId: message.connectionId,
          send: (data) => {
            if (socket !== current || current.readyState !== WebSocketImpl.OPEN) return false
            current.send(data)
            return true
          },
        })
        setRealtimeStatus('open')
      }
      dispatchRealtimeMessage(message)
    }
    current.onclose = (event) => {
      if (socket !== current) return
      socket = null
      setRealtimeOutlet(null)
      if (stopped) return
      if (event.code === realtimeCloseCode.sessionEnded) {
        stop()
        onSessionEnded()
        return
      }
      setRealtimeStatus('down')
      if (!ready) onRefused?.()
      schedule()
    }
  }

  const schedule = () => {
    if (stopped || timer || socket) return
    timer = setTimeout(connect, reconnectDelay(attempt, random))
    attempt += 1
  }

  /** Back online, or the tab shown again: try now rather than at the end of a long backoff. */
  const retryNow = () => {
    if (stopped || socket || document.visibilityState === 'hidden') return
    if (timer) clearTimeout(timer)
    connect()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'visible') retryNow()
  }
  window.addEventListener('online', retryNow)
  document.addEventListener('visibilitychange', onVisibility)

  const stop = () => {
    stopped = true
    if (timer) clearTimeout(timer)
    timer = null
    window.removeEventListener('online', retryNow)
    document.removeEventListener('visibilitychange', onVisibility)
    const current = socket
    socket = null
    setRealtimeOutlet(null)
    current?.close(1000, 'signed out')
    setRealtimeStatus('off')
  }

  connect()
  return { stop }
}
