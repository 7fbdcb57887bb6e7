import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useEffect, useRef } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useVerifyEmail } from '../api/verify-email'

/** The target of the link in the verification email: POST the token once, then say how it went. */
export function VerifyEmailStatus({ token, homeHref }: { token: string | null; homeHref: string }) {
  const { t } = useTranslation('accounts')
  const errorMessage = useErrorMessage()
  const verifyEmail = useVerifyEmail()
  const started = useRef(false)
  const { mutate } = verifyEmail

  useEffect(() => {
    // Once only, also under StrictMode's double effects: a token is spent by its first use.
    if (started.current || !token) return
    started.current = true
    mutate({ token })
  }, [token, mutate])

  const failure = !token ? new ApiError('EMAIL_TOKEN_INVALID', {}, 400) : verifyEmail.error
  return (
    <Box aria-live="polite">
      {verifyEmail.isPending ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          {t('verifyEmail.checking')}
        </Box>
      ) : null}
      {verifyEmail.isSuccess ? <Alert severity="success">{t('verifyEmail.done')}</Alert> : null}
      {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
      {verifyEmail.isSuccess || failure ? (
        <Button component={Link} to={homeHref} variant="contained" sx={{ marginBlockStart: 3 }}>
          {t('verifyEmail.home')}
        </Button>
      ) : null}
    </Box>
  )
}
