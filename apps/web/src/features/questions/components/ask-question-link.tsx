import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'

/** The way to /help/ask from /help and /help/contact (issue 45 §1): its link and what it offers. */
export function AskQuestionLink({ href }: { href: string }) {
  const { t } = useTranslation('legal')
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Link component={RouterLink} to={href} sx={{ fontWeight: 700 }}>
        {t('ask.link')}
      </Link>
      <Typography variant="body2" color="textSecondary">
        {t('ask.linkDescription')}
      </Typography>
    </Paper>
  )
}
