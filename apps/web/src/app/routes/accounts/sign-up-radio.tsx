import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { SignUpFlow } from '#web/features/accounts/components/sign-up-flow'
import { SignUpLegalNote } from '#web/features/legal/components/sign-up-legal-note'
import { href } from '#web/app/paths'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'

function SignUpRadio() {
  const { t } = useTranslation(['accounts', 'common'])
  return (
    <Page title={t('accounts:signUp.providerTitle', { role: t('common:roles.radio') })}>
      <SignUpFlow accountRole="radio" />
      <SignUpLegalNote termsHref={href('helpTerms')} privacyHref={href('helpPrivacy')} />
      <Typography sx={{ marginBlockStart: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={`${href('signIn')}?role=radio`}>
          {t('accounts:signUp.haveAccount')}
        </Link>
      </Typography>
    </Page>
  )
}

/** Radio registration, in English (SPEC 1); a registered number is reported inline. */
export default function SignUpRadioPage() {
  return (
    <EnglishScope>
      <SignUpRadio />
    </EnglishScope>
  )
}
