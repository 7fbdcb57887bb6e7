import { lazy, Suspense, type ReactNode } from 'react'

// The dialog's code (MUI's Dialog, Modal and transitions) loads only when it is shown (issue 8 §5).
const DeactivatedDialog = lazy(() =>
  import('./deactivated-dialog').then((module) => ({ default: module.DeactivatedDialog })),
)

/**
 * SPEC 4: the dialog for an ACCOUNT_DEACTIVATED answer, loaded on demand, since a doctor's page and the search
 * show it only then. `fallback` is what stands in its place while it loads.
 */
export function DeactivatedNotice({
  onAcknowledge,
  fallback = null,
}: {
  onAcknowledge: () => void
  fallback?: ReactNode
}) {
  return (
    <Suspense fallback={fallback}>
      <DeactivatedDialog open onAcknowledge={onAcknowledge} />
    </Suspense>
  )
}
