import type { CallRole, VideoToken } from '@app/domain/consults'
import { useEffect, useSyncExternalStore } from 'react'
import { getRealtimeConnectionId, onRealtimeMessage, sendRealtime } from '#web/shared/realtime/realtime-bus'
import { getVideoToken } from '../api/video-token'
import { CallEngine, type AudioOnlyReason, type CallState } from './call-engine'
import { openTrack } from './media'
import { preparedCertificates } from './warm-up'

/** A token is asked again this long before it expires, so signals never go with an expired one. */
export const tokenRefreshBeforeMs = 60_000

export interface CallSession {
  engine: CallEngine
  bookingId: string
  token: VideoToken
  /** Binds the engine to the realtime socket and enters the room; again after `close` (React's strict mode). */
  open(): void
  /** Leaves the room and unbinds. */
  close(): void
}

/**
 * The call of this page, opened the moment the token arrives (not after the call view has rendered: that render is
 * on the way to 'connected'): bound to the realtime socket (this booking's signals, a new hello after each
 * reconnection) and left when the page is hidden for good (pagehide: a reload, a closed tab, another site).
 */
export function createCallSession(input: {
  bookingId: string
  role: CallRole
  token: VideoToken
  stream: MediaStream
  audioOnly: AudioOnlyReason | null
  cameraId: () => string | undefined
}): CallSession {
  const { bookingId, token } = input
  const engine = new CallEngine({
    role: input.role,
    token: token.token,
    iceServers: token.iceServers,
    localStream: input.stream,
    audioOnly: input.audioOnly,
    send: sendRealtime,
    connectionId: getRealtimeConnectionId,
    acquireCamera: () => openTrack('video', input.cameraId()),
    certificates: preparedCertificates(),
  })
  let unbind: (() => void) | null = null
  return {
    engine,
    bookingId,
    token,
    open() {
      if (unbind) return
      const offSignal = onRealtimeMessage('call.signal', (message) => {
        if (message.bookingId === bookingId) engine.receive(message)
      })
      const offReady = onRealtimeMessage('realtime.ready', () => engine.socketReady())
      const onPageHide = () => engine.leave()
      window.addEventListener('pagehide', onPageHide)
      unbind = () => {
        offSignal()
        offReady()
        window.removeEventListener('pagehide', onPageHide)
      }
      engine.start()
    },
    close() {
      unbind?.()
      unbind = null
      engine.leave()
    },
  }
}

/**
 * The call view's hold on the session: open while mounted, left when it goes; the token renewed before it expires
 * (calling getVideoToken again only confirms this side is in the room); the engine's state for rendering.
 */
export function useCallSession(session: CallSession): CallState {
  const { engine, bookingId, token } = session
  useEffect(() => {
    session.open()
    return () => session.close()
  }, [session])

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

  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState)
}
