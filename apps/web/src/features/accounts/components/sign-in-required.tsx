import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'

/** Account pages are open to everyone (SPEC 2.2) but act on a signed-in account. */
export function SignInRequired({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation('accounts')
  return (
    <Alert
      severity="info"
      action={
        <Button component={Link} to={signInHref} color="inherit">
          {t('signInRequired.action')}
        </Button>
      }
    >
      {t('signInRequired.message')}
    </Alert>
  )
}
