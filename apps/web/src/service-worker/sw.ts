/// <reference lib="webworker" />
/**
 * The service worker (issue 8 §4; docs/decisions/0012): built by vite-plugin-pwa's injectManifest strategy, which
 * fills `self.__WB_MANIFEST` with the app shell (HTML, JS, CSS, icons, manifests) at build time.
 * - The shell is precached, so the app opens offline and installs; a navigation gets the precached index.html.
 * - Nothing under /api/ is ever cached or even handled here: every API request goes to the network as if there were
 *   no service worker (personal data never lands in a cache). Files (/api/v1/files) are API responses too.
 * - A new version waits until the page asks it to take over ("new version — reload", shared/lib/service-worker.ts).
 * - Web Push: a `push` shows the payload's title, body and link; a click focuses an open window or opens the link.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Pages of the app: the shell from the cache; the API and the development outbox's own pages never.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//] }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

/** What the server sends in a push (the notifications feature builds it in the recipient's language). */
interface PushPayload {
  title?: string
  body?: string
  url?: string
  tag?: string
}

/** Only same-origin links are opened from a notification. */
function safeUrl(url: string | undefined): string {
  try {
    const resolved = new URL(url ?? '/', self.location.origin)
    return resolved.origin === self.location.origin ? resolved.href : self.location.origin + '/'
  } catch {
    return self.location.origin + '/'
  }
}

function readPayload(event: PushEvent): PushPayload {
  if (!event.data) return {}
  try {
    return event.data.json() as PushPayload
  } catch {
    return { body: event.data.text() }
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event)
  event.waitUntil(
    self.registration.showNotification(payload.title || 'صحّة · Sehha', {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: payload.tag,
      data: { url: safeUrl(payload.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  const url = (event.notification.data as { url?: string } | null)?.url ?? self.location.origin + '/'
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const same = windows.find((client) => client.url === url) ?? windows[0]
      if (same) {
        await same.focus()
        if (same.url === url) return
        try {
          // Only a window this worker controls can be sent elsewhere; any other gets a new window.
          if (await same.navigate(url)) return
        } catch {
          // not controlled by this worker
        }
      }
      await self.clients.openWindow(url)
    })(),
  )
})
