import { useEffect, useState } from 'react'
import { useOnlineStatus } from '#web/shared/hooks/use-online-status'
import { useRealtimeState, type RealtimeState } from './realtime-bus'

/** A socket down for less than this is a blip (a server restart, a handover between networks), not "offline". */
export const offlineGraceMs = 4000

/**
 * SPEC 8's offline bar, issue 8 §2: shown while the browser has no network, or while a signed-in person's socket
 * has been down for longer than the grace. A signed-out visitor has no socket (state off), so only the browser
 * counts for them.
 */
export function isOffline(browserOnline: boolean, realtime: RealtimeState, now: number): boolean {
  if (!browserOnline) return true
  return realtime.downSince !== null && now - realtime.downSince >= offlineGraceMs
}

/** `isOffline`, re-evaluated when the grace runs out. */
export function useOffline(): boolean {
  const browserOnline = useOnlineStatus()
  const realtime = useRealtimeState()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (realtime.downSince === null) return
    const left = realtime.downSince + offlineGraceMs - Date.now()
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, left) + 50)
    return () => clearTimeout(timer)
  }, [realtime.downSince])
  return isOffline(browserOnline, realtime, Math.max(now, realtime.downSince ?? 0))
}
