import type { DoctorCard as DoctorCardData } from '@app/domain/doctors'
import { formatMoney, joinList } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined'
import EventBusyIcon from '@mui/icons-material/EventBusy'
import StarIcon from '@mui/icons-material/Star'
import type { ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'
import { doctorName, formatEgyptInstant, formatRating } from '../lib/display'
import { DoctorAvatar } from './doctor-avatar'

export interface DoctorCardProps {
  doctor: DoctorCardData
  specialtyName: string | undefined
  /** The doctor's page (/doctor/{id} or /clinic/{id}). */
  pageHref: string
  /** The booking wizard for this doctor. */
  bookHref: string
  /** The favourite heart, given only to patients (SPEC 6). */
  favourite?: ReactNode
  /** More buttons (favourites: share and remove). */
  actions?: ReactNode
  /** The level of the name's heading in the page's outline. */
  headingLevel?: 'h2' | 'h3'
}

/** SPEC 2.6 and 2.8: one doctor in a list. */
export function DoctorCard({
  doctor,
  specialtyName,
  pageHref,
  bookHref,
  favourite,
  actions,
  headingLevel = 'h2',
}: DoctorCardProps) {
  const { t, language } = useDoctorsTranslation()
  const name = doctorName(doctor, language)
  const languages = joinList(
    doctor.languages
      .filter((l) => l.level !== 'none')
      .map((l) => t(`languageNames.${l.code}`, { defaultValue: l.code })),
    language,
  )

  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <DoctorAvatar name={name} photoUrl={doctor.photoUrl} alt={t('card.photo', { name })} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography
              variant="h6"
              component={headingLevel}
              sx={{ flexGrow: 1, fontWeight: 700, lineHeight: 1.3 }}
            >
              <Link component={RouterLink} to={pageHref} underline="hover" color="inherit">
                {name}
              </Link>
            </Typography>
            {favourite}
          </Box>
          <Typography color="text.secondary">
            {[t(`profiles:medTitles.${doctor.medTitle}`), specialtyName].filter(Boolean).join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, marginBlockStart: 1 }}>
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              {doctor.rating === null
                ? t('card.noRating')
                : t('card.rating', {
                    rating: formatRating(doctor.rating, language),
                    count: doctor.ratingCount,
                  })}
            </Typography>
            <Typography variant="body2">
              {t('card.experience', { count: doctor.yearsOfExperience })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, marginBlockStart: 0.5 }}>
            {t('card.price', { price: formatMoney(doctor.price, language) })}
          </Typography>
          {languages ? (
            <Typography variant="body2" color="text.secondary">
              {t('card.languages', { list: languages })}
            </Typography>
          ) : null}
          <Typography
            variant="body2"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              marginBlockStart: 0.5,
              color: doctor.nextSlot ? 'success.dark' : 'text.secondary',
            }}
          >
            {doctor.nextSlot ? (
              <EventAvailableIcon fontSize="small" aria-hidden />
            ) : (
              <EventBusyIcon fontSize="small" aria-hidden />
            )}
            {doctor.nextSlot
              ? t('card.availableFrom', { time: formatEgyptInstant(doctor.nextSlot, language) })
              : t('card.noAppointments')}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, paddingInline: 2 }}>
        {actions}
        {/* Every card has these two links: their names say whose they are (issue 7 §3). */}
        <Button
          component={RouterLink}
          to={pageHref}
          variant="text"
          aria-label={t('card.detailsLabel', { name })}
        >
          {t('card.details')}
        </Button>
        <Button
          component={RouterLink}
          to={bookHref}
          variant="contained"
          aria-label={t('card.bookLabel', { name })}
        >
          {t('card.book')}
        </Button>
      </CardActions>
    </Card>
  )
}

/** What a card looks like while the list loads. */
export function DoctorCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '50%' }} />
          <Skeleton variant="text" sx={{ width: '35%' }} />
          <Skeleton variant="text" sx={{ width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '40%' }} />
        </Box>
      </CardContent>
    </Card>
  )
}
