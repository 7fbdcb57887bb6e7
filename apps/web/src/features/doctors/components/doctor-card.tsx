import type { DoctorCard as DoctorCardData } from '@app/domain/doctors'
import { formatMoney, joinList } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { Skeleton } from '#web/shared/ui/skeleton'
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

/**
 * SPEC 2.6 and 2.8: one doctor in a list. A list shows ten to fifty cards, and each MUI component that was in a card
 * was a styled element of its own that worked out its styles on every render (docs/decisions/0030). The parts are
 * plain elements with the class names below (`doctor-card`, `card-*`), styled by static CSS in
 * app/styles/first-screen.css: no style work in the browser or in the server's render, and logical properties, so
 * right to left needs no flipping. They look as MUI's outlined Card, Typography, Link and Buttons did.
 */
export function DoctorCard({
  doctor,
  specialtyName,
  pageHref,
  bookHref,
  favourite,
  actions,
  headingLevel: Heading = 'h2',
}: DoctorCardProps) {
  const { t, language } = useDoctorsTranslation()
  const name = doctorName(doctor, language)
  const languages = joinList(
    doctor.languages
      .filter((l) => l.level !== 'none')
      .map((l) => t(`languageNames.${l.code}`, { defaultValue: l.code })),
    language,
  )
  const NextIcon = doctor.nextSlot ? EventAvailableIcon : EventBusyIcon

  return (
    <article className="doctor-card" aria-label={name}>
      <div className="card-content">
        <DoctorAvatar name={name} photoUrl={doctor.photoUrl} alt={t('card.photo', { name })} />
        <div className="card-main">
          <div className="card-title">
            <Heading className="card-name">
              <RouterLink to={pageHref}>{name}</RouterLink>
            </Heading>
            {favourite}
          </div>
          <p className="card-secondary">
            {[t(`profiles:medTitles.${doctor.medTitle}`, { context: doctor.gender }), specialtyName]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div className="card-facts card-small">
            <p className="card-with-icon">
              <StarIcon fontSize="small" className="card-star" aria-hidden />
              {doctor.rating === null
                ? t('card.noRating')
                : t('card.rating', {
                    rating: formatRating(doctor.rating, language),
                    count: doctor.ratingCount,
                  })}
            </p>
            <p>{t('card.experience', { count: doctor.yearsOfExperience })}</p>
          </div>
          <p className="card-price">{t('card.price', { price: formatMoney(doctor.price, language) })}</p>
          {languages ? (
            <p className="card-secondary card-small">{t('card.languages', { list: languages })}</p>
          ) : null}
          <p className={`card-next card-small card-with-icon${doctor.nextSlot ? ' card-available' : ''}`}>
            <NextIcon fontSize="small" aria-hidden />
            {doctor.nextSlot
              ? t('card.availableFrom', { time: formatEgyptInstant(doctor.nextSlot, language) })
              : t('card.noAppointments')}
          </p>
        </div>
      </div>
      <div className="card-actions">
        {actions}
        {/* Every card has these two links: their names say whose they are (issue 7 §3). */}
        <RouterLink to={pageHref} className="card-button" aria-label={t('card.detailsLabel', { name })}>
          {t('card.details')}
        </RouterLink>
        <RouterLink
          to={bookHref}
          className="card-button card-contained"
          aria-label={t('card.bookLabel', { name })}
        >
          {t('card.book')}
        </RouterLink>
      </div>
    </article>
  )
}

/** What a card looks like while the list loads. */
export function DoctorCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" fontSize="1.25rem" width="50%" />
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      </CardContent>
    </Card>
  )
}
