/**
 * Registers the service worker (src/service-worker/sw.ts) once a visit has settled, from a chunk of its own that
 * app/start.tsx imports then: none of it is part of the first screen (issue 8 §5). A new version installs in the
 * background and waits; the page is told (`updateReadyEvent`) and offers to reload (update-prompt.tsx), which hands
 * over to the new worker.
 */
import { appServiceWorker } from '#web/shared/lib/service-worker'
import { updateReadyEvent } from './events'

let waiting: ServiceWorker | null = null

function announce(worker: ServiceWorker) {
  waiting = worker
  window.dispatchEvent(new Event(updateReadyEvent))
}

export async function registerServiceWorker(): Promise<void> {
  const registration = await appServiceWorker()
  if (!registration) return
  // Only an update waits behind a worker that already controls the page; the first install takes over on its own.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker)
    })
  })
}

/** The reader chose to reload: the waiting worker takes over, then the page reloads under it. */
export function applyUpdate(): void {
  if (!waiting) {
    window.location.reload()
    return
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}
