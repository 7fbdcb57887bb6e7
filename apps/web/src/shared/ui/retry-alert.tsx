import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** Something could not be loaded: what, and 'Try again' (the frame's wording, so every page says it alike). */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('frame')
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  )
}
