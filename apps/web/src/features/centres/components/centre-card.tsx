import type { CentreCard as CentreCardData } from '@app/domain/centres/schemas'
import { formatMoney, numberFormat } from '@app/i18n/format'
import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import NearMeIcon from '@mui/icons-material/NearMe'
import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import { Link as RouterLink } from '#web/shared/lib/router'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { cairoWeekday, periodsOf } from '../lib/display'
import { CentrePhoto } from './centre-photo'

/**
 * One centre offering the test or scan (issue 43 §2): its name, photo, price (and with insurance), where it is (and
 * how far when the patient shared their location), home collection for a lab, and today's opening hours; its details
 * and Book. A list shows twenty: plain elements under one styled one, as the doctors' cards (docs/decisions/0030).
 */
export function CentreCard({
  card,
  place,
  detailsHref,
  bookHref,
}: {
  card: CentreCardData
  /** The area and governorate, named from the catalogue by the page. */
  place: string
  detailsHref: string
  bookHref: string
}) {
  const { t, language } = useCentresTranslation()
  const money = (piastres: number) => formatMoney(piastres, language)
  const today = periodsOf(card.hours, cairoWeekday(), language)
  const distance =
    card.distanceKm === null
      ? null
      : numberFormat(language, { maximumFractionDigits: 1 }).format(card.distanceKm)

  return (
    <Card aria-label={card.businessName}>
      <div className="centre-content">
        <CentrePhoto photoUrl={card.photoUrl} kind={card.kind} />
        <div className="centre-main">
          <h2 className="centre-name">
            <RouterLink to={detailsHref}>{card.businessName}</RouterLink>
          </h2>
          {place || card.address ? (
            <p className="centre-small centre-icon">
              <PlaceIcon fontSize="small" aria-hidden />
              <span dir="auto">{[card.address, place].filter(Boolean).join(' — ')}</span>
            </p>
          ) : null}
          {distance ? (
            <p className="centre-small centre-icon">
              <NearMeIcon fontSize="small" aria-hidden />
              {t('card.distance', { distance })}
            </p>
          ) : null}
          <p className="centre-price">{money(card.price)}</p>
          <p className="centre-small">
            {card.insurancePrice === null
              ? t('offers.noInsurance')
              : t('offers.insurance', { price: money(card.insurancePrice) })}
          </p>
          {card.kind === 'lab' ? (
            <p className="centre-small">
              {!card.homeCollection
                ? t('offers.noHomeCollection')
                : card.homeCollectionPrice
                  ? t('offers.homeCollection', { price: money(card.homeCollectionPrice) })
                  : t('offers.homeCollectionFree')}
            </p>
          ) : null}
          <p className={`centre-small centre-icon${today ? ' centre-open' : ''}`}>
            <AccessTimeIcon fontSize="small" aria-hidden />
            {today ? t('card.todayHours', { hours: today }) : t('card.closedToday')}
          </p>
        </div>
      </div>
      <div className="centre-actions">
        <RouterLink
          to={detailsHref}
          className="centre-button"
          aria-label={t('card.detailsLabel', { name: card.businessName })}
        >
          {t('card.details')}
        </RouterLink>
        <RouterLink
          to={bookHref}
          className="centre-button centre-contained"
          aria-label={t('card.bookLabel', { name: card.businessName })}
        >
          {t('card.book')}
        </RouterLink>
      </div>
    </Card>
  )
}

/** What a card looks like while the list loads. */
export function CentreCardSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', gap: 2, padding: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Skeleton variant="rounded" width={64} height={64} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton variant="text" fontSize="1.25rem" width="55%" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="60%" />
      </Box>
    </Box>
  )
}

const Card = styled('article')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '& p, & h2': { margin: 0 },
  '& .centre-content': { display: 'flex', gap: theme.spacing(2), padding: theme.spacing(2) },
  '& .centre-main': { flexGrow: 1, minWidth: 0, display: 'grid', gap: theme.spacing(0.5) },
  '& .centre-name': { ...theme.typography.h6, fontSize: '1.125rem', lineHeight: 1.35 },
  '& .centre-name a': { color: theme.palette.text.primary, textDecoration: 'none' },
  '& .centre-name a:hover': { textDecoration: 'underline' },
  '& .centre-small': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .centre-icon': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(0.5) },
  '& .centre-icon svg': { flexShrink: 0, marginBlockStart: 1 },
  '& .centre-open': { color: theme.palette.success.dark },
  '& .centre-price': { ...theme.typography.subtitle1, fontWeight: 700, color: theme.palette.primary.main },
  '& .centre-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: theme.spacing(1),
    paddingInline: theme.spacing(2),
    paddingBlockEnd: theme.spacing(2),
  },
  '& .centre-button': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 44,
    minWidth: 88,
    paddingInline: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.primary.main}`,
    color: theme.palette.primary.main,
    textDecoration: 'none',
  },
  '& .centre-button:hover': { backgroundColor: theme.palette.action.hover },
  '& .centre-button.centre-contained': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .centre-button.centre-contained:hover': { backgroundColor: theme.palette.primary.dark },
  '& a:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}))
