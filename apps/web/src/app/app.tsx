import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { ErrorBoundary } from '#web/app/layouts/error-screen'
import { Providers } from '#web/app/providers'
import { AppRoutes, pageReady } from '#web/app/router'
import { AppRouter, type AppHistory } from '#web/shared/lib/navigation'
import type { Translations } from '#web/shared/lib/i18n'

/**
 * The whole app over a history: the browser's (main.tsx) or one page's in memory (the server renderer,
 * app/render-page.tsx). One tree for both, so that what the server rendered is what the browser hydrates.
 */
export function App({
  queryClient,
  history,
  i18n,
}: {
  queryClient: QueryClient
  history: AppHistory
  i18n?: Translations
}) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Providers queryClient={queryClient} i18n={i18n}>
          <AppRouter history={history} prepare={pageReady}>
            <AppRoutes />
          </AppRouter>
        </Providers>
      </ErrorBoundary>
    </StrictMode>
  )
}
