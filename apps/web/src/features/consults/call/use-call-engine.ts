import type { CallRole, VideoToken } from '@app/domain/consults'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { getRealtimeConnectionId, onRealtimeMessage, sendRealtime } from '#web/shared/realtime/realtime-bus'
import { getVideoToken } from '../api/video-token'
import { CallEngine, type AudioOnlyReason, type CallState } from './call-engine'
import { openTrack } from './media'

/** A token is asked again this long before it expires, so signals never go with an expired one. */
export const tokenRefreshBeforeMs = 60_000

/**
 * The call engine of this page while in the room: bound to the realtime socket (this booking's signals, a new hello
 * after each reconnection), left when the component goes or the page is hidden for good (pagehide: a reload, a
 * closed tab, another site), with its token renewed before it expires.
 */
export function useCallEngine(input: {
  bookingId: string
  role: CallRole
  token: VideoToken
  stream: MediaStream
  audioOnly: AudioOnlyReason | null
  cameraId: () => string | undefined
}): { engine: CallEngine; state: CallState } {
  const { bookingId, role, token, stream } = input
  const [initial] = useState(() => ({ audioOnly: input.audioOnly, cameraId: input.cameraId }))
  const engine = useMemo(
    () =>
      new CallEngine({
        role,
        token: token.token,
        iceServers: token.iceServers,
        localStream: stream,
        audioOnly: initial.audioOnly,
        send: sendRealtime,
        connectionId: getRealtimeConnectionId,
        acquireCamera: () => openTrack('video', initial.cameraId()),
      }),
    [role, token.token, token.iceServers, stream, initial],
  )

  useEffect(() => {
    const offSignal = onRealtimeMessage('call.signal', (message) => {
      if (message.bookingId === bookingId) engine.receive(message)
    })
    const offReady = onRealtimeMessage('realtime.ready', () => engine.socketReady())
    const onPageHide = () => engine.leave()
    window.addEventListener('pagehide', onPageHide)
    engine.start()
    return () => {
      offSignal()
      offReady()
      window.removeEventListener('pagehide', onPageHide)
      engine.leave()
    }
  }, [engine, bookingId])

  // Renewed before expiry (calling getVideoToken again only confirms this side is in the room).
  useEffect(() => {
    let expiresAt = new Date(token.expiresAt).getTime()
    let timer: number
    const schedule = () => {
      timer = window.setTimeout(
        () =>
          void getVideoToken(bookingId).then(
            (fresh) => {
              engine.setToken(fresh.token)
              expiresAt = new Date(fresh.expiresAt).getTime()
              schedule()
            },
            () => {
              // The room closed or the network is down: tried again shortly; the consult's own state says the rest.
              expiresAt = Date.now() + tokenRefreshBeforeMs + 15_000
              schedule()
            },
          ),
        Math.max(5_000, expiresAt - Date.now() - tokenRefreshBeforeMs),
      )
    }
    schedule()
    return () => window.clearTimeout(timer)
  }, [engine, bookingId, token.expiresAt])

  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState)
  return { engine, state }
}
