import type {
  ClientMessage,
  RealtimeMessage,
  RealtimeMessageOf,
  RealtimeMessageType,
} from '@app/domain/realtime'
import { useEffect, useRef, useSyncExternalStore } from 'react'

/**
 * The light half of the realtime client (issue 8 §2), loaded with the app frame: the connection's state for the
 * offline bar and the handlers features registered. The socket itself (realtime-client.ts, with zod) is loaded only
 * once someone is signed in (use-realtime-connection.ts), so signed-out first screens carry none of it.
 */

export interface RealtimeState {
  /** off: signed out or stopped; connecting: no ready message yet; open: subscribed; down: lost, reconnecting. */
  status: 'off' | 'connecting' | 'open' | 'down'
  /** Since when the socket has not been open while it should be (ms since epoch); null when open or off. */
  downSince: number | null
}

let state: RealtimeState = { status: 'off', downSince: null }
const watchers = new Set<() => void>()

export function getRealtimeState(): RealtimeState {
  return state
}

export function setRealtimeStatus(status: RealtimeState['status'], now = Date.now()): void {
  if (status === state.status) return
  const downSince = status === 'open' || status === 'off' ? null : (state.downSince ?? now)
  state = { status, downSince }
  watchers.forEach((watch) => watch())
}

function subscribe(onChange: () => void) {
  watchers.add(onChange)
  return () => void watchers.delete(onChange)
}

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribe, getRealtimeState, getRealtimeState)
}

/**
 * The open socket's way out (issue 11 §1: a call's signalling) and its connection id from the ready message. The
 * client registers them when the server says ready and clears them when the socket closes, so a feature can send
 * without loading the client.
 */
let outlet: { send: (data: string) => boolean; connectionId: string } | null = null

export function setRealtimeOutlet(
  next: { send: (data: string) => boolean; connectionId: string } | null,
): void {
  outlet = next
}

/** Sends on this tab's socket; false when it is not open (the caller sends again after the next ready message). */
export function sendRealtime(message: ClientMessage): boolean {
  return outlet ? outlet.send(JSON.stringify(message)) : false
}

/** This tab's connection id while its socket is open (each reconnection gets a new one), else null. */
export function getRealtimeConnectionId(): string | null {
  return outlet?.connectionId ?? null
}

type Handler = (message: RealtimeMessage) => void
const handlers = new Map<RealtimeMessageType, Set<Handler>>()

/** Calls `handler` with every message of this type until the returned function is called. */
export function onRealtimeMessage<T extends RealtimeMessageType>(
  type: T,
  handler: (message: RealtimeMessageOf<T>) => void,
): () => void {
  const set = handlers.get(type) ?? new Set()
  set.add(handler as Handler)
  handlers.set(type, set)
  return () => void set.delete(handler as Handler)
}

export function dispatchRealtimeMessage(message: RealtimeMessage): void {
  handlers.get(message.type)?.forEach((handler) => {
    try {
      handler(message)
    } catch (error) {
      console.error('realtime handler failed', error)
    }
  })
}

/**
 * What a feature uses: `handler` runs for each message of `type` while the component is mounted (e.g. refetch the
 * notifications on notification.created; refetch what a socket may have missed on realtime.ready, which also comes
 * after every reconnection).
 */
export function useRealtimeMessage<T extends RealtimeMessageType>(
  type: T,
  handler: (message: RealtimeMessageOf<T>) => void,
): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => onRealtimeMessage(type, (message) => latest.current(message)), [type])
}
