/**
 * The browser's entry. A public page the server rendered (issue 42 §2) is hydrated: its data came with it (the
 * `app-state` script), so its queries find it in the cache and nothing is fetched twice. Any other page (signed in,
 * private, or one whose data the server could not read in time) is rendered here from the static shell's skeleton.
 */
import type { DehydratedState } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '#web/app/app'
import { linkManifest } from '#web/app/pwa/manifest'
import { hydrationReady, preloadFirstScreen } from '#web/app/router'
import { sessionQueryOptions } from '#web/features/accounts/api/get-session'
import { i18n } from '#web/shared/lib/i18n'
import { createBrowserNavigation } from '#web/shared/lib/navigation'
import { loadPlatform } from '#web/shared/lib/platform'
import { createQueryClient, hydrateServerData } from '#web/shared/lib/query-client'
import { numberFormat } from '@app/i18n/format'

/** The data a server-rendered page was rendered with (app/render-page.tsx), or null for the static shell. */
function serverData(): DehydratedState | null {
  const script = document.getElementById(appStateId)
  if (!script?.textContent) return null
  try {
    return JSON.parse(script.textContent) as DehydratedState
  } catch {
    return null
  }
}

/** The id of the script that carries a server-rendered page's data (written by app/render-page.tsx). */
const appStateId = 'app-state'

/**
 * The first Intl.NumberFormat of a language loads its ICU data: 75–105 ms on the bench's slowed phone (4× CPU), in
 * whichever task first formats a number — a server-rendered page's hydration. Made while the page's code downloads
 * and the main thread would otherwise wait, in a task of its own.
 */
function loadNumberFormats() {
  setTimeout(() => numberFormat(i18n.language).format(0))
}

/** A turn of the event loop: what is queued (the formats above, input) runs before the next long piece of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

async function start() {
  loadNumberFormats()
  const queryClient = createQueryClient()
  const history = createBrowserNavigation()
  const root = document.getElementById('root') as HTMLElement
  // A page rendered in another language than this device's choice (no `lang` cookie yet) is rendered here in the
  // chosen one: hydrating it would mix the two (shared/lib/i18n.ts).
  const state = document.documentElement.lang === i18n.language ? serverData() : null
  // Inside the Capacitor shells only, Capacitor's platform check loads before the guards read it.
  await loadPlatform()
  if (state) {
    // Out of the task that evaluated the scripts, which is long enough on a slow phone without the page's imports.
    await nextTask()
    hydrateServerData(queryClient, state)
    // The page's code and texts, and the catalog its data left out, first: hydration then finds them and does not
    // fall back to its skeleton, or render a name the catalog gives differently from the server's HTML.
    await hydrationReady(history.location, queryClient)
    // Hydration in a task of its own, not in the one that ran the scripts, and as a transition: React then hydrates
    // in slices of a few milliseconds and lets the browser handle input between them (issue 42 §1), where a plain
    // hydrateRoot is rendered at default priority, in one piece until the next Suspense boundary.
    await nextTask()
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} history={history} />)
    })
    return
  }
  // The session is asked for first thing, and the page this visit opens on starts loading beside it: in a task after
  // the scripts' evaluation, as above.
  await nextTask()
  void queryClient.prefetchQuery(sessionQueryOptions())
  void preloadFirstScreen(history.location, queryClient)
  // As a transition, as the hydration above: the first render is sliced and the browser answers input between slices.
  startTransition(() => {
    createRoot(root).render(<App queryClient={queryClient} history={history} />)
  })
}
void start()

// The installable app (issue 8 §4) comes once the visit has settled: its manifest's link (app/pwa/manifest.ts), then
// the service worker, from a chunk of its own. Nothing of it is on the first screen. Not in development, where Vite
// serves neither the manifests nor modules the worker knows.
const settleMs = 5000

if (import.meta.env.PROD) {
  const installable = () => {
    linkManifest()
    if ('serviceWorker' in navigator)
      void import('#web/app/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker())
  }
  const settled = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(installable, { timeout: settleMs })
      else installable()
    }, settleMs)
  if (document.readyState === 'complete') settled()
  else window.addEventListener('load', settled, { once: true })
}
