import type { CentreDetails, CentreKind } from '@app/domain/centres/schemas'
import { formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CallIcon from '@mui/icons-material/Call'
import HomeWorkIcon from '@mui/icons-material/HomeWork'
import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useContentReady } from '#web/shared/ui/page-skeleton'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { TextField } from '#web/shared/ui/text-field'
import { useCentreDetails } from '../api/get-centre-details'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { isMissing, serviceNames } from '../lib/display'
import { CentrePhoto } from './centre-photo'
import { OpeningHours } from './opening-hours'

type Offer = CentreDetails['offers'][number]

/** A list this long gets a box to find a service in it. */
const searchableFrom = 8

/**
 * SPEC 2.1 /lab_details/{labId}, /radio_details/{radioId} (issue 43 §2): the centre (name, photo, address, reception
 * phone, certificates), its week's hours, where it is (the page composes the map) and what it offers at what price,
 * each with Book. An unknown or hidden centre is the pages' "not found" with the way home.
 */
export function CentreDetailsView({
  centreId,
  kind,
  placeName,
  map,
  bookHref,
  homeHref,
}: {
  centreId: string
  /** The page's kind (/lab_details or /radio_details), for its wording. */
  kind: CentreKind
  placeName: (governorateId: number | null, areaId: number | null) => string
  /** The map of the centre's point, when it has one. */
  map: (location: { latitude: number; longitude: number }) => ReactNode
  bookHref: (serviceId: string) => string
  homeHref: string
}) {
  const { t } = useCentresTranslation()
  const details = useCentreDetails(centreId)
  const ready = useContentReady(details.isPending)

  if (details.isPending || !ready) return <DetailsSkeleton />
  if (details.isError) {
    if (isMissing(details.error))
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={RouterLink} to={homeHref}>
              {t('details.goHome')}
            </Button>
          }
        >
          {t(`details.notFound.${kind}`)}
        </Alert>
      )
    return <RetryAlert onRetry={() => void details.refetch()}>{t('details.loadFailed')}</RetryAlert>
  }

  const centre = details.data
  const place = placeName(centre.governorateId, centre.areaId)
  const location =
    centre.latitude !== null && centre.longitude !== null
      ? { latitude: centre.latitude, longitude: centre.longitude }
      : null

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CentrePhoto photoUrl={centre.photoUrl} kind={centre.kind} size={88} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}
          >
            {centre.businessName}
          </Typography>
          {centre.businessInfo ? (
            <Typography color="textSecondary" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {centre.businessInfo}
            </Typography>
          ) : null}
        </Box>
      </Box>

      <Box component="dl" sx={{ display: 'grid', gap: 1.5, margin: 0 }}>
        <Fact icon={<PlaceIcon fontSize="small" />} label={t('details.address')}>
          <span dir="auto">{[centre.address, place].filter(Boolean).join(' — ')}</span>
        </Fact>
        {centre.receptionPhone ? (
          <Fact icon={<CallIcon fontSize="small" />} label={t('details.phone')}>
            <Link href={`tel:${centre.receptionPhone}`}>
              <PhoneNumber phone={centre.receptionPhone} />
            </Link>
          </Fact>
        ) : null}
      </Box>
      {centre.kind === 'lab' && centre.homeVisit ? (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <HomeWorkIcon fontSize="small" color="primary" aria-hidden />
          {t('details.homeVisit')}
        </Typography>
      ) : null}

      {centre.certificates.length ? (
        <Section id="centre-certificates" title={t('details.certificates')}>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {centre.certificates.map((certificate) => (
              <Chip key={certificate} label={certificate} size="small" />
            ))}
          </Box>
        </Section>
      ) : null}

      <Section id="centre-services" title={t(`details.services.${centre.kind}`)}>
        <Services offers={centre.offers} kind={centre.kind} bookHref={bookHref} />
      </Section>

      <Section id="centre-hours" title={t('details.hours')}>
        <OpeningHours hours={centre.hours} />
      </Section>

      {location ? (
        <Section id="centre-map" title={t('details.map')}>
          {map(location)}
        </Section>
      ) : null}
    </Stack>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ marginBlockEnd: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', paddingBlockStart: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  )
}

/** The services and their prices, each with Book; a long list gets a box to find one by name in either language. */
function Services({
  offers,
  kind,
  bookHref,
}: {
  offers: Offer[]
  kind: CentreKind
  bookHref: (serviceId: string) => string
}) {
  const { t, language } = useCentresTranslation()
  const [filter, setFilter] = useState('')
  if (offers.length === 0)
    return <Typography color="textSecondary">{t(`details.noServices.${kind}`)}</Typography>
  const needle = filter.trim().toLocaleLowerCase()
  const shown = needle
    ? offers.filter((offer) =>
        [offer.service.nameAr, offer.service.nameEn, offer.service.code].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
      )
    : offers
  const money = (piastres: number) => formatMoney(piastres, language)
  return (
    <Stack spacing={2}>
      {offers.length >= searchableFrom ? (
        <TextField
          type="search"
          label={t(`details.filter.${kind}`)}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          fullWidth
          size="small"
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      ) : null}
      {shown.length === 0 ? (
        <Typography color="textSecondary" role="status">
          {t(`offers.${kind}.noMatch`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {shown.map((offer) => {
            const { name } = serviceNames(offer.service, language)
            return (
              <Box
                component="li"
                key={offer.service.id}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  paddingBlock: 1,
                  borderBlockEnd: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {[
                      money(offer.price),
                      offer.insurancePrice === null
                        ? null
                        : t('offers.insurance', { price: money(offer.insurancePrice) }),
                      offer.service.fastingHours
                        ? t('offers.fasting', { count: offer.service.fastingHours })
                        : null,
                      kind === 'lab' && offer.homeCollection
                        ? offer.homeCollectionPrice
                          ? t('offers.homeCollection', { price: money(offer.homeCollectionPrice) })
                          : t('offers.homeCollectionFree')
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Button
                  component={RouterLink}
                  to={bookHref(offer.service.id)}
                  variant="contained"
                  size="small"
                  aria-label={t('details.bookLabel', { name })}
                  sx={{ flexShrink: 0, minHeight: 40 }}
                >
                  {t('details.book')}
                </Button>
              </Box>
            )
          })}
        </Box>
      )}
    </Stack>
  )
}

function DetailsSkeleton() {
  const { t } = useCentresTranslation()
  return (
    <Box role="status" aria-label={t('common:loading')}>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Skeleton variant="rounded" width={88} height={88} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" fontSize="2rem" width="60%" />
          <Skeleton variant="text" width="80%" />
        </Box>
      </Box>
      <Skeleton variant="text" width="70%" style={{ marginBlockStart: 16 }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={160} style={{ marginBlockStart: 16 }} />
      <Skeleton variant="rounded" height={160} style={{ marginBlockStart: 16 }} />
    </Box>
  )
}
