import { useTranslation } from '#web/shared/hooks/use-translation'
import { ChangePhoneFlow } from '#web/features/accounts/components/change-phone-flow'
import { AccountPage } from './account-page'

export default function ChangePhonePage() {
  const { t } = useTranslation('accounts')
  return (
    <AccountPage title={t('changePhone.title')}>
      {({ doneHref }) => <ChangePhoneFlow doneHref={doneHref} />}
    </AccountPage>
  )
}
