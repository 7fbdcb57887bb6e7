import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, following changes (a rotated phone, a resized window). A few lines instead of MUI's
 * useMediaQuery, which every page would otherwise load with the frame.
 */
export function useMatchMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!supported()) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => matchesMedia(query),
    () => false,
  )
}

// Test DOMs, very old browsers and the server renderer have no matchMedia: they get the phone layout.
const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/** Whether a media query matches now (outside React: the router's preloads). */
export const matchesMedia = (query: string): boolean => supported() && window.matchMedia(query).matches
