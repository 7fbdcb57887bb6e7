/**
 * The app's service worker registration (issue 8 §4), asked for once per page: by app/start.tsx when a first visit
 * has settled (its install precaches the whole app, docs/decisions/0012), or sooner by a screen that needs it now
 * (push on this device). None in development, where Vite serves modules the worker does not know, nor where the
 * browser refuses one.
 */
let registration: Promise<ServiceWorkerRegistration | undefined> | undefined

export function appServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(undefined)
  registration ??= navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  return registration
}
