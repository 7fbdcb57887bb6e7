import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from '#web/app/layouts/error-screen'
import { Providers } from '#web/app/providers'
import { createAppRouter } from '#web/app/router'
import { loadPlatform } from '#web/shared/lib/platform'

// Inside the Capacitor shells only, Capacitor's platform check loads before the guards read it (a browser skips it).
void loadPlatform().then(() => {
  const router = createAppRouter()
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ErrorBoundary>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  )
})

// The service worker (issue 8 §4) registers after the page has loaded, from a chunk of its own: nothing of it is on
// the first screen. Not in development, where Vite serves modules the worker does not know.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('#web/app/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker()),
    { once: true },
  )
}
