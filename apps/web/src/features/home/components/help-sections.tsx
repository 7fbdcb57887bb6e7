import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'

const sections = ['about', 'terms', 'privacy', 'refund', 'contact'] as const

/** SPEC 2.1 /help: about, terms, privacy, refunds and contact, in short. */
export function HelpSections() {
  const { t } = useTranslation('home')
  return (
    <Box>
      {sections.map((key) => (
        <Box component="section" key={key} aria-labelledby={`help-${key}`} sx={{ marginBlockEnd: 3 }}>
          <Typography id={`help-${key}`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t(`help.${key}.title`)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{t(`help.${key}.body`)}</Typography>
        </Box>
      ))}
      <Typography>
        {t('help.emailLabel')}{' '}
        <Link href="mailto:support@sehha.example" dir="ltr">
          support@sehha.example
        </Link>
      </Typography>
    </Box>
  )
}
