import { PaymentSettingsEditor } from '#web/features/payment-settings/components/payment-settings-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Page } from '#web/shared/ui/page'

/** /manage-payment-settings (issue 45 §5; SPEC 3.5, 7.3, 9): admins set the payment settings every price uses. */
export default function ManagePaymentSettingsRoute() {
  const { t } = useTranslation('payments')
  return (
    <Page title={t('settings.title')} subtitle={t('settings.subtitle')} maxWidth={720}>
      <PaymentSettingsEditor />
    </Page>
  )
}
