import { useCallback, useEffect, useRef } from 'react'

/**
 * `run` at most once per `ms`: the first call at once, and the calls that come within the window once more at its
 * end, so nothing that arrived is missed and a burst costs two runs, not one each (SPEC 9's notification debounce).
 */
export function useCoalesced(run: () => void, ms: number): () => void {
  const latest = useRef(run)
  const windowEnds = useRef(0)
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => {
    latest.current = run
  })
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current)
    },
    [],
  )
  return useCallback(() => {
    const now = Date.now()
    if (now >= windowEnds.current) {
      windowEnds.current = now + ms
      latest.current()
      return
    }
    if (pending.current) return
    pending.current = setTimeout(() => {
      pending.current = null
      windowEnds.current = Date.now() + ms
      latest.current()
    }, windowEnds.current - now)
  }, [ms])
}
