import { useTranslation } from '#web/shared/hooks/use-translation'
import { ChangeEmailForm } from '#web/features/accounts/components/change-email-form'
import { AccountPage } from './account-page'

export default function ChangeEmailPage() {
  const { t } = useTranslation('accounts')
  return (
    <AccountPage title={t('changeEmail.title')}>
      {({ session, doneHref }) => (
        <ChangeEmailForm doneHref={doneHref} currentEmail={session.user?.email ?? null} />
      )}
    </AccountPage>
  )
}
