import { useCallback, useEffect, useState } from 'react'

/** Whole seconds left until a deadline set by `restart(seconds)`; ticks once a second while above zero. */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000))

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [secondsLeft])

  const restart = useCallback((seconds: number) => {
    const start = Date.now()
    setNow(start)
    setDeadline(start + seconds * 1000)
  }, [])

  return { secondsLeft, restart }
}
