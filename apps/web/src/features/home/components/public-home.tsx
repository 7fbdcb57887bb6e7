import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { EmergencyNotice } from './emergency-notice'
import { OfferCards, type OfferKey } from './offer-cards'

/** The home of signed-out visitors and patients (SPEC 2.4). */
export function PublicHome({ name, links }: { name?: string | null; links: Record<OfferKey, string> }) {
  const { t } = useTranslation('home')
  return (
    <Box sx={{ maxWidth: 1100, marginInline: 'auto', paddingBlock: { xs: 2, sm: 4 }, paddingInline: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {name ? t('greeting', { name }) : t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ marginBlock: 1, marginBlockEnd: 3 }}>
        {t('subtitle')}
      </Typography>
      <OfferCards links={links} />
      <EmergencyNotice />
    </Box>
  )
}
