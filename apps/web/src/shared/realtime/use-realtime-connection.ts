import { useEffect, useRef } from 'react'

/**
 * Keeps this tab's one realtime socket open while someone is signed in and closes it at sign-out (issue 8 §2). The
 * client is imported only then, so a signed-out visitor's pages load no socket code at all.
 */
export function useRealtimeConnection(
  signedIn: boolean,
  callbacks: { onSessionEnded: () => void; onRefused: () => void },
): void {
  const latest = useRef(callbacks)
  useEffect(() => {
    latest.current = callbacks
  })
  useEffect(() => {
    if (!signedIn) return
    let stop: (() => void) | null = null
    let cancelled = false
    import('./realtime-client').then(
      ({ startRealtimeClient }) => {
        if (cancelled) return
        stop = startRealtimeClient({
          onSessionEnded: () => latest.current.onSessionEnded(),
          onRefused: () => latest.current.onRefused(),
        }).stop
      },
      // The chunk could not load (offline at that moment): the next sign-in state change or page load tries again.
      (error: unknown) => console.warn('realtime client not loaded', error),
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [signedIn])
}
