import { useEffect, useState } from 'react'

/** Typing is searched once it pauses, as the doctors' name search is: not a request per letter. */
export const searchDebounceMs = 400

/** `value` once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms = searchDebounceMs): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
