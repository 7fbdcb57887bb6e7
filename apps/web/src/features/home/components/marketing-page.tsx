import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'

export type MarketingAudience = 'doctor' | 'lab' | 'radio'

/** /for-doctor, /for-lab, /for-radio: short English pitch with sign-up and sign-in (rendered in EnglishScope). */
export function MarketingPage({
  audience,
  signUpHref,
  signInHref,
}: {
  audience: MarketingAudience
  signUpHref: string
  signInHref: string
}) {
  const { t } = useTranslation('home')
  const points = [1, 2, 3] as const
  return (
    <Box sx={{ maxWidth: 880, marginInline: 'auto', paddingBlock: { xs: 3, sm: 6 }, paddingInline: 2 }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.6rem' } }}
      >
        {t(`marketing.${audience}.title`)}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary" sx={{ marginBlock: 2 }}>
        {t(`marketing.${audience}.lead`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', padding: 0, marginBlock: 3 }}>
        {points.map((n) => (
          <Box
            component="li"
            key={n}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', marginBlockEnd: 1.5 }}
          >
            <CheckCircleIcon color="primary" aria-hidden />
            <Typography>{t(`marketing.${audience}.point${n}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to={signUpHref} variant="contained" size="large">
          {t('marketing.signUp')}
        </Button>
        <Button component={Link} to={signInHref} variant="outlined" size="large">
          {t('marketing.signIn')}
        </Button>
      </Stack>
    </Box>
  )
}
