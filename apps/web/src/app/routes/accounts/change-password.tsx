import { useTranslation } from '#web/shared/hooks/use-translation'
import { ChangePasswordForm } from '#web/features/accounts/components/change-password-form'
import { AccountPage } from './account-page'

export default function ChangePasswordPage() {
  const { t } = useTranslation('accounts')
  return (
    <AccountPage title={t('changePassword.title')}>
      {({ doneHref }) => <ChangePasswordForm doneHref={doneHref} />}
    </AccountPage>
  )
}
