import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { SignUpFlow } from '#web/features/accounts/components/sign-up-flow'
import { SignUpLegalNote } from '#web/features/legal/components/sign-up-legal-note'
import { href } from '#web/app/paths'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'

function SignUpDoctor() {
  const { t } = useTranslation(['accounts', 'common'])
  return (
    <Page title={t('accounts:signUp.providerTitle', { role: t('common:roles.doctor') })}>
      <SignUpFlow
        accountRole="doctor"
        registeredPopup={{
          title: t('accounts:signUp.providerRegisteredTitle'),
          message: t('accounts:signUp.providerRegisteredMessage'),
          href: () => href('forDoctor'),
        }}
      />
      <SignUpLegalNote termsHref={href('helpTerms')} privacyHref={href('helpPrivacy')} />
      <Typography sx={{ marginBlockStart: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={`${href('signIn')}?role=doctor`}>
          {t('accounts:signUp.haveAccount')}
        </Link>
      </Typography>
    </Page>
  )
}

/** Doctor registration, in English (SPEC 1); a doctor's registered number gets a popup whose OK goes back to /for-doctor. */
export default function SignUpDoctorPage() {
  return (
    <EnglishScope>
      <SignUpDoctor />
    </EnglishScope>
  )
}
