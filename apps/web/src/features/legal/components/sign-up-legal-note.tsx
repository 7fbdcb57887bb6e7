import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'

const marks = { terms: '⟦terms⟧', privacy: '⟦privacy⟧' }

/**
 * Issue 45 §1: under every sign-up form, "By signing up you accept the Terms of use and the Privacy policy", each a
 * link to its page. Signing up records that acceptance (no checkbox: the sentence says what the button does).
 */
export function SignUpLegalNote({ termsHref, privacyHref }: { termsHref: string; privacyHref: string }) {
  const { t } = useTranslation('legal')
  const links = {
    [marks.terms]: (
      <Link component={RouterLink} to={termsHref}>
        {t('titles.terms')}
      </Link>
    ),
    [marks.privacy]: (
      <Link component={RouterLink} to={privacyHref}>
        {t('titles.privacy')}
      </Link>
    ),
  }
  const parts = t('signUpNote', marks).split(/(⟦\w+⟧)/)
  return (
    <Typography variant="body2" color="textSecondary" sx={{ marginBlockStart: 2, textAlign: 'center' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>{links[part] ?? part}</Fragment>
      ))}
    </Typography>
  )
}
