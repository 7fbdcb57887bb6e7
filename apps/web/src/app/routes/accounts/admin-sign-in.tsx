import { useTranslation } from '#web/shared/hooks/use-translation'
import { SignInForm } from '#web/features/accounts/components/sign-in-form'
import { Page } from '#web/shared/ui/page'

/** SPEC 6: an account without the admin claim is signed out and told 'You can't access admin panel'. */
export default function AdminSignInPage() {
  const { t } = useTranslation('accounts')
  return (
    <Page title={t('adminSignIn.title')}>
      <SignInForm kind="admin" />
    </Page>
  )
}
