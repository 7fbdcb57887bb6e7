import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import { VerifyEmailStatus } from '#web/features/accounts/components/verify-email-status'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'

/** The link in the verification email: /verify-email?token=… */
export default function VerifyEmailPage() {
  const { t } = useTranslation('accounts')
  const [params] = useSearchParams()
  return (
    <Page title={t('verifyEmail.title')}>
      <VerifyEmailStatus token={params.get('token')} homeHref={href('home')} />
    </Page>
  )
}
