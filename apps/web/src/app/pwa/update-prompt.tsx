import { lazy, Suspense, useEffect, useState } from 'react'
// The event's name only: the registration module stays out of the first screen (main.tsx imports it after load).
import { updateReadyEvent } from './events'

const UpdateSnackbar = lazy(() => import('./update-snackbar'))

/** "A new version is ready — reload" (issue 8 §4), shown when a new service worker waits. */
export function UpdatePrompt() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const onReady = () => setReady(true)
    window.addEventListener(updateReadyEvent, onReady)
    return () => window.removeEventListener(updateReadyEvent, onReady)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar onClose={() => setReady(false)} />
    </Suspense>
  )
}
