import { useEffect, useState, type ComponentType } from 'react'
import { tourDone } from './tour-memory'

/**
 * SPEC 4: the guided tour of a signed-out visitor's home. Only this trigger is in the home's first-screen code; the
 * tour is its own chunk, fetched once the page has loaded and the browser is idle, after hydration (issue 45 §2,
 * docs/decisions/0039), and never when the device has seen it. A chunk that fails to load (offline, or blocked by the
 * bench's Lighthouse runs) just means no tour.
 */
export function TourLauncher() {
  const [Tour, setTour] = useState<ComponentType<{ onClose: () => void }> | null>(null)
  useEffect(() => {
    const start = () =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        if (!tourDone()) import('./guided-tour').then((m) => setTour(() => m.GuidedTour), Boolean)
      })
    if (tourDone()) return
    if (document.readyState === 'complete') start()
    else addEventListener('load', start, { once: true })
    return () => removeEventListener('load', start)
  }, [])
  return Tour ? <Tour onClose={() => setTour(null)} /> : null
}
