import type { AlertColor } from '@mui/material/Alert'
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react'

interface Toast {
  id: number
  message: string
  severity: AlertColor
}

type ShowToast = (message: string, severity?: AlertColor) => void

const ToastContext = createContext<ShowToast | null>(null)
const ToastView = lazy(() => import('./toast-view'))

/** One snackbar for the whole app; a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null)
  const [open, setOpen] = useState(false)
  const show = useCallback<ShowToast>((message, severity = 'success') => {
    setToast({ id: Date.now(), message, severity })
    setOpen(true)
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast ? (
        <Suspense fallback={null}>
          <ToastView {...toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  )
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast needs <ToastProvider>')
  return show
}
