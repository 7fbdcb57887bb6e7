import BiotechIcon from '@mui/icons-material/Biotech'
import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import HomeWorkIcon from '@mui/icons-material/HomeWork'
import LocalHospitalIcon from '@mui/icons-material/LocalHospital'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'

export const offerKeys = [
  'booking',
  'homeVisit',
  'primaryCare',
  'clinicVisit',
  'specialist',
  'labsAndScans',
] as const
export type OfferKey = (typeof offerKeys)[number]

const icons: Record<OfferKey, typeof BiotechIcon> = {
  booking: EventAvailableIcon,
  homeVisit: HomeWorkIcon,
  primaryCare: MedicalServicesIcon,
  clinicVisit: LocalHospitalIcon,
  specialist: PersonSearchIcon,
  labsAndScans: BiotechIcon,
}

/** SPEC 2.4: the six offers of the home page, each a link to its route. */
export function OfferCards({ links }: { links: Record<OfferKey, string> }) {
  const { t } = useTranslation('home')
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {offerKeys.map((key) => {
        const Icon = icons[key]
        return (
          <li key={key} data-tour={`offer-${key}`}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={links[key]} sx={{ height: '100%', padding: 1 }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Icon color="primary" sx={{ fontSize: 40, flexShrink: 0 }} aria-hidden />
                  <Box>
                    <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                      {t(`offers.${key}.title`)}
                    </Typography>
                    <Typography color="textSecondary" variant="body2">
                      {t(`offers.${key}.body`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        )
      })}
    </Box>
  )
}
