import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False while React hydrates a page the server rendered (and on the server), true once the browser renders on its
 * own: for what only a page rendered without a screen needs until the browser knows the screen.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
