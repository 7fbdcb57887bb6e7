import { useCallback, useEffect, useRef } from 'react'
import { useBlocker, type BlockerFunction } from '#web/shared/lib/navigation'

/**
 * SPEC 4: leaving a form with unsaved changes asks first, for in-app navigation (the returned blocker drives a
 * dialog) and for closing or reloading the tab (the browser's own prompt). Call `release()` right before
 * navigating away after a successful save.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const dirty = useRef(isDirty)
  const released = useRef(false)

  useEffect(() => {
    dirty.current = isDirty
    if (!isDirty) released.current = false
  }, [isDirty])

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (!isDirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isDirty])

  const release = useCallback(() => {
    released.current = true
  }, [])

  return { blocker, release }
}
