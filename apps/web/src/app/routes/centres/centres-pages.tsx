import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import MapIcon from '@mui/icons-material/Map'
import { Suspense } from 'react'
import { ClinicMap } from '#web/features/doctors/components/clinic-map'
import { mapUrl } from '#web/features/doctors/lib/display'
import { CentreDetailsView } from '#web/features/centres/components/centre-details-view'
import { ServiceCentres } from '#web/features/centres/components/service-centres'
import { ServiceSearch } from '#web/features/centres/components/service-search'
import { useCentresTranslation } from '#web/features/centres/hooks/use-centres-translation'
import { href, paths } from '#web/app/paths'
import { useHydrated } from '#web/shared/hooks/use-hydrated'
import { matchPath, Navigate, useLocation, useParams, useSearchParams } from '#web/shared/lib/router'
import { Page } from '#web/shared/ui/page'
import { Skeleton } from '#web/shared/ui/skeleton'
import {
  centreBookingHref,
  centreHref,
  referralOf,
  returnKeys,
  searchHref,
  serviceHref,
  withReferral,
} from './links'
import { useCentrePlaces } from './places'

/**
 * Issue 43 §2, the patient's side of labs and radiology: /radios_labs (the search), /labs/{serviceId} and
 * /radios/{serviceId} (the centres of one test or scan), /lab_details/{labId} and /radio_details/{radioId} (a
 * centre). One lazy module: they share the centres' parts. The booking page is a module of its own (its form).
 */
export default function CentresPagesRoute() {
  const { pathname } = useLocation()
  if (matchPath(paths.labs.path, pathname)) return <CentresOfServicePage kind="lab" />
  if (matchPath(paths.radios.path, pathname)) return <CentresOfServicePage kind="radio" />
  if (matchPath(paths.labDetails.path, pathname)) return <CentrePage kind="lab" />
  if (matchPath(paths.radioDetails.path, pathname)) return <CentrePage kind="radio" />
  return <SearchPage />
}

function SearchPage() {
  const { t } = useCentresTranslation()
  const [params] = useSearchParams()
  // Back from signing in (SPEC 4, the 'radios_labs' saved origin): on to the booking that was started.
  const centreId = params.get(returnKeys.centre)
  const serviceId = params.get(returnKeys.service)
  const referral = referralOf(params)
  if (centreId && serviceId) return <Navigate to={centreBookingHref(centreId, serviceId, referral)} replace />
  return (
    <Page title={t('search.title')} subtitle={t('search.intro')} maxWidth={720}>
      <ServiceSearch serviceHref={(service) => withReferral(serviceHref(service), referral)} />
    </Page>
  )
}

function CentresOfServicePage({ kind }: { kind: 'lab' | 'radio' }) {
  const { serviceId = '' } = useParams()
  const referral = referralOf(useSearchParams()[0])
  const places = useCentrePlaces()
  return (
    <ServiceCentres
      serviceId={serviceId}
      kind={kind}
      places={places}
      detailsHref={(card) => withReferral(centreHref(card), referral)}
      bookHref={(card) => centreBookingHref(card.centreId, serviceId, referral)}
      searchHref={searchHref(kind)}
    />
  )
}

function CentrePage({ kind }: { kind: 'lab' | 'radio' }) {
  const { labId, radioId } = useParams()
  const centreId = (kind === 'lab' ? labId : radioId) ?? ''
  const referral = referralOf(useSearchParams()[0])
  const places = useCentrePlaces()
  return (
    <Box sx={{ maxWidth: 800, marginInline: 'auto', paddingBlock: { xs: 2, sm: 4 }, paddingInline: 2 }}>
      <CentreDetailsView
        centreId={centreId}
        kind={kind}
        placeName={places?.placeName ?? (() => '')}
        map={(location) => <CentreMap location={location} />}
        bookHref={(serviceId) => centreBookingHref(centreId, serviceId, referral)}
        homeHref={href('home')}
      />
    </Box>
  )
}

/** Where the centre is, as the doctor's page shows a clinic: the map (Leaflet, in the browser) and a link to a full one. */
function CentreMap({ location }: { location: { latitude: number; longitude: number } }) {
  const { t } = useCentresTranslation()
  const hydrated = useHydrated()
  return (
    <>
      {hydrated ? (
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <ClinicMap value={location} />
        </Suspense>
      ) : (
        <Skeleton variant="rounded" height={260} />
      )}
      <Link
        href={mapUrl(location)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, marginBlockStart: 1 }}
      >
        <MapIcon fontSize="small" aria-hidden />
        {t('details.openMap')}
      </Link>
    </>
  )
}
