import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined'
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined'
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined'
import Button from '@mui/material/Button'
import type { ComponentType, ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { isolatedPhone } from '#web/shared/ui/phone-number'
import { useBookingTranslation } from '../hooks/use-booking-translation'
import type { PracticeOption } from '../lib/wizard'

type Kind = 'video' | 'clinic' | 'home'
const icons: Record<Kind, ComponentType<{ fontSize?: 'large'; color?: 'primary' | 'disabled' }>> = {
  video: VideocamOutlinedIcon,
  clinic: LocalHospitalOutlinedIcon,
  home: HomeOutlinedIcon,
}

/**
 * SPEC 2.5 step 0: video (on to the doctor list), clinic (the clinic search) and home visit (a call to the call
 * centre, or `homeAction`: the request form of issue 10 §2, composed by the page). A disabled card says why; the
 * clinic card is absent for primary care.
 */
export function PracticeCards({
  options,
  counts,
  videoHref,
  clinicHref,
  callCentrePhone,
  homeAction,
}: {
  options: Record<Kind, PracticeOption>
  counts: Record<Kind, number>
  videoHref: string
  clinicHref: string
  callCentrePhone: string
  homeAction?: ReactNode
}) {
  const { t } = useBookingTranslation()
  const kinds = (['video', 'clinic', 'home'] as const).filter((kind) => options[kind] !== 'hidden')
  const body = (kind: Kind) =>
    kind === 'home'
      ? t('practice.homeBody', { phone: isolatedPhone(callCentrePhone) })
      : t(`practice.${kind}Body`)

  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${kinds.length}, 1fr)` },
      }}
    >
      {kinds.map((kind) => {
        const enabled = options[kind] === 'enabled'
        const Icon = icons[kind]
        const content = (
          <CardContent>
            <Icon fontSize="large" color={enabled ? 'primary' : 'disabled'} />
            <Typography variant="h6" component="h2" sx={{ marginBlockStart: 1 }}>
              {t(`practice.${kind}`)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {enabled ? body(kind) : t('practice.unavailable')}
            </Typography>
            {enabled && kind !== 'home' ? (
              <Typography variant="body2" sx={{ marginBlockStart: 1 }}>
                {t('practice.doctors', { count: counts[kind] })}
              </Typography>
            ) : null}
          </CardContent>
        )
        const to = kind === 'video' ? videoHref : kind === 'clinic' ? clinicHref : null
        const linkSx = {
          height: '100%',
          display: 'block',
          textDecoration: 'none',
          color: 'inherit',
          '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        } as const
        return (
          <li key={kind}>
            {!enabled ? (
              <Card variant="outlined" aria-disabled="true" sx={{ height: '100%', opacity: 0.7 }}>
                {content}
              </Card>
            ) : to ? (
              <Card variant="outlined" component={RouterLink} to={to} sx={linkSx}>
                {content}
              </Card>
            ) : homeAction ? (
              // Two actions, so the card itself is no link: call the centre, or leave a request.
              <Card variant="outlined" sx={{ height: '100%' }}>
                {content}
                <CardActions sx={{ flexWrap: 'wrap', gap: 1, paddingInline: 2, paddingBlockEnd: 2 }}>
                  {homeAction}
                  <Button variant="outlined" href={`tel:${callCentrePhone}`}>
                    {isolatedPhone(callCentrePhone)}
                  </Button>
                </CardActions>
              </Card>
            ) : (
              <Card variant="outlined" component="a" href={`tel:${callCentrePhone}`} sx={linkSx}>
                {content}
              </Card>
            )}
          </li>
        )
      })}
    </Box>
  )
}
