import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from '#web/app/layouts/error-screen'
import { Providers } from '#web/app/providers'
import { createAppRouter } from '#web/app/router'

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
