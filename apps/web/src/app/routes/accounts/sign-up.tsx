import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { SignUpFlow } from '#web/features/accounts/components/sign-up-flow'
import { SignUpLegalNote } from '#web/features/legal/components/sign-up-legal-note'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'

/** Patient registration; a registered number gets the 'registration' popup → sign-in with the number prefilled. */
export default function SignUpPage() {
  const { t } = useTranslation('accounts')
  return (
    <Page title={t('signUp.title')}>
      <SignUpFlow
        accountRole="patient"
        registeredPopup={{
          title: t('signUp.registeredTitle'),
          message: t('signUp.registeredMessage'),
          href: (phone) => `${href('signIn')}?phone=${encodeURIComponent(phone)}`,
        }}
      />
      <SignUpLegalNote termsHref={href('helpTerms')} privacyHref={href('helpPrivacy')} />
      <Typography sx={{ marginBlockStart: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={href('signIn')}>
          {t('signUp.haveAccount')}
        </Link>
      </Typography>
    </Page>
  )
}
