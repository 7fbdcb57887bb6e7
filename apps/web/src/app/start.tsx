// The app itself, started by main.tsx once the static shell has been painted.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from '#web/app/layouts/error-screen'
import { Providers } from '#web/app/providers'
import { createAppRouter, preloadFirstScreen } from '#web/app/router'
import { sessionQueryOptions } from '#web/features/accounts/api/get-session'
import { loadPlatform } from '#web/shared/lib/platform'
import { capturePrerenderedHeading, forgetPrerenderedHeading } from '#web/shared/lib/prerendered-heading'
import { createQueryClient } from '#web/shared/lib/query-client'

// The session is asked for first thing, and the page this visit opens on starts loading beside it (issue 8 §5).
const queryClient = createQueryClient()
void queryClient.prefetchQuery(sessionQueryOptions())
const router = createAppRouter()
void preloadFirstScreen(router, queryClient)
// The heading the server put in the shell stays on screen until the page's own replaces it; once the visitor moves
// on, it is nobody's.
capturePrerenderedHeading()
const firstLocation = router.state.location.key
const stopWatching = router.subscribe(({ location }) => {
  if (location.key === firstLocation) return
  forgetPrerenderedHeading()
  stopWatching()
})

// Inside the Capacitor shells only, Capacitor's platform check loads before the guards read it (a browser skips it).
void loadPlatform().then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  // The first render is a transition: React renders it in slices and lets the browser in between, where a plain
  // render blocked a slow phone's main thread for 150–200 ms (issue 8 §5, docs/decisions/0012). The static shell of
  // index.html stays until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </ErrorBoundary>
      </StrictMode>,
    ),
  )
})

// The service worker (issue 8 §4) registers after the page has loaded, from a chunk of its own: nothing of it is on
// the first screen. The app starts after the first paint (main.tsx), which may be after the load event already.
// Not in development, where Vite serves modules the worker does not know.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('#web/app/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
