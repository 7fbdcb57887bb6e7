// The app itself, started by main.tsx once the static shell has been painted.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from '#web/app/layouts/error-screen'
import { appTheme, Providers } from '#web/app/providers'
import { linkManifest } from '#web/app/pwa/manifest'
import { AppRoutes, firstScreenFormats, pageReady, preloadFirstScreen, routeNameOf } from '#web/app/router'
import { sessionQueryOptions } from '#web/features/accounts/api/get-session'
import { AppRouter, createBrowserNavigation, readScrollPositionsAhead } from '#web/shared/lib/navigation'
import { loadPlatform } from '#web/shared/lib/platform'
import { pluralRules } from '@app/i18n/format'
import { i18n } from '#web/shared/lib/i18n'
import { warmIntlOffThread } from '#web/shared/lib/intl-warmup'
import { capturePrerenderedHeading, forgetPrerenderedHeading } from '#web/shared/lib/prerendered-heading'
import { nextTask } from '#web/shared/lib/next-task'
import { startSliceClock } from '#web/shared/lib/slice'
import { createQueryClient } from '#web/shared/lib/query-client'

async function start() {
  // The session is asked for first thing, and the page this visit opens on starts loading beside it (issue 8 §5).
  const queryClient = createQueryClient()
  void queryClient.prefetchQuery(sessionQueryOptions())
  await nextTask()
  // Reading the browser's history entry (and tagging a new one) and asking for the page's code each took 5–15 ms of
  // this machine's main thread: a task each, as Lighthouse counts a task's time past 50 ms on its four times slower
  // phone (issue 8 §5).
  const history = createBrowserNavigation()
  await nextTask()
  // A first screen of prices, ratings or dates has ICU's data loaded by a worker, off the main thread, while its
  // code and data load (issue 8 §5).
  const language = i18n.language === 'en' ? 'en' : 'ar'
  const formats = firstScreenFormats(history.location)
  if (formats) warmIntlOffThread(language)
  void preloadFirstScreen(history.location, queryClient)
  await nextTask()
  // The heading the server put in the shell stays on screen until the page's own replaces it; once the visitor
  // moves on, it is nobody's.
  capturePrerenderedHeading()
  const stopWatching = history.listen(() => {
    forgetPrerenderedHeading()
    stopWatching()
  })
  // The tab's first sessionStorage read (the scroll positions) opens the site's storage: here, not in the render.
  readScrollPositionsAhead()
  // The other pages' texts count things: plural rules, a millisecond or so, made in a task of their own (whole
  // numbers are written without Intl); home's not at all.
  if (!formats && routeNameOf(history.location) !== 'home') {
    await nextTask()
    pluralRules(language)
  }
  await nextTask()
  // The theme the first render asks for (the session is not known yet), made outside it.
  appTheme(i18n.language, 'default')
  // Inside the Capacitor shells only, Capacitor's platform check loads before the guards read it (a browser skips
  // it).
  await loadPlatform()
  await nextTask()
  startSliceClock()
  const root = createRoot(document.getElementById('root') as HTMLElement)
  // The first render is a transition: React renders it in slices and lets the browser in between, where a plain
  // render blocked a slow phone's main thread for 150–200 ms (issue 8 §5, docs/decisions/0012). The static shell of
  // index.html stays until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <Providers queryClient={queryClient}>
            <AppRouter history={history} prepare={pageReady}>
              <AppRoutes />
            </AppRouter>
          </Providers>
        </ErrorBoundary>
      </StrictMode>,
    ),
  )
}
void start()

// The installable app (issue 8 §4) comes once the visit has settled: its manifest's link (app/pwa/manifest.ts),
// then the service worker, from a chunk of its own. Nothing of it is on the first screen. The worker's first install
// precaches the whole app (some 360 files), and the manifest's link has Chromium check the app's installability;
// begun at once, both ran beside a doctor's page's first render, and Lighthouse read more blocking time there on this
// 2-core machine (docs/decisions/0012). A screen that needs the worker sooner asks for it
// (shared/lib/service-worker.ts). The app starts after the first paint (main.tsx), which may be after the load event
// already. Not in development, where Vite serves neither the manifests nor modules the worker knows.
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
