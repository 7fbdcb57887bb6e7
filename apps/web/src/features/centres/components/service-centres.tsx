import type { CentreCard as CentreCardData, CentreKind } from '@app/domain/centres/schemas'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link as RouterLink, useLocation, useSearchParams } from '#web/shared/lib/router'
import { ListPager } from '#web/shared/ui/list-pager'
import { Page } from '#web/shared/ui/page'
import { useContentReady } from '#web/shared/ui/page-skeleton'
import { Skeleton } from '#web/shared/ui/skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useCentresForService } from '../api/get-centres-for-service'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { isMissing, serviceNames } from '../lib/display'
import {
  chosenFilters,
  latestParams,
  listKeys,
  readList,
  writeList,
  type ListChange,
} from '../lib/list-state'
import { askLocation, storedLocation, type Location } from '../lib/nearby'
import { CentreCard, CentreCardSkeleton } from './centre-card'
import { CentreFilters, type PlaceOptions } from './centre-filters'
import { ServiceSummary } from './service-summary'

export interface ServiceCentresProps {
  serviceId: string
  /** The page's kind (/labs or /radios): its wording while the service loads. */
  kind: CentreKind
  places:
    | (PlaceOptions & { placeName: (governorateId: number | null, areaId: number | null) => string })
    | undefined
  detailsHref: (card: CentreCardData) => string
  bookHref: (card: CentreCardData) => string
  searchHref: string
}

/**
 * SPEC 2.1 /labs/{serviceId} and /radios/{serviceId} (issue 43 §2): the test or scan, then the centres offering it,
 * twenty a page. Filters, sort and page live in the URL's query (back, forward and a shared link show the same list);
 * "nearest" asks the browser for the location, kept on the device only, and falls back to price when refused.
 */
export function ServiceCentres({
  serviceId,
  kind,
  places,
  detailsHref,
  bookHref,
  searchHref,
}: ServiceCentresProps) {
  const { t, language } = useCentresTranslation()
  const toast = useToast()
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const query = readList(params)
  const [location, setLocation] = useState<Location | null>(storedLocation)

  const change = useCallback(
    (changes: ListChange) =>
      setParams((rendered) => writeList(latestParams(pathname, rendered), changes), {
        replace: !('page' in changes),
        preventScrollReset: true,
      }),
    [setParams, pathname],
  )

  // Nearest without a location (chosen now, or a link or the back button brought it): ask; refused, back to price.
  const wantsLocation = query.sort === 'nearest' && location === null
  const refused = useRef(() => {})
  useEffect(() => {
    refused.current = () => {
      toast(t('filters.locationRefused'), 'warning')
      change({ sort: undefined })
    }
  })
  useEffect(() => {
    if (!wantsLocation) return
    let current = true
    void askLocation().then((found) => {
      if (!current) return
      if (found) setLocation(found)
      else refused.current()
    })
    return () => {
      current = false
    }
  }, [wantsLocation])
  // Until the browser answers (the patient may be reading its question), the list says so.
  const locating = wantsLocation

  const list = useCentresForService(serviceId, {
    ...query,
    // Until the location is known the list stays by price; with it, every card says how far it is.
    sort: location ? query.sort : 'price',
    ...(location ? { lat: location.lat, lng: location.lng } : {}),
  })
  const ready = useContentReady(list.isPending)

  // Paging brings the list's top into view and focus to its count (a reader at the pager is not left at the bottom).
  const countRef = useRef<HTMLHeadingElement>(null)
  const paged = useRef(false)
  useEffect(() => {
    if (!paged.current) return
    paged.current = false
    countRef.current?.scrollIntoView?.({ block: 'start' })
    countRef.current?.focus({ preventScroll: true })
  }, [query.page])

  if (list.isPending || !ready) return <ListSkeleton />
  if (list.isError && !list.data) {
    if (isMissing(list.error))
      return (
        <Page title={t(`search.kinds.${kind}`)}>
          <Alert
            severity="warning"
            action={
              <Button color="inherit" component={RouterLink} to={searchHref}>
                {t('list.backToSearch')}
              </Button>
            }
          >
            {t(`list.${kind}.notFound`)}
          </Alert>
        </Page>
      )
    return (
      <Page title={t(`search.kinds.${kind}`)}>
        <RetryAlert onRetry={() => void list.refetch()}>{t('list.loadFailed')}</RetryAlert>
      </Page>
    )
  }

  const data = list.data
  const { name } = serviceNames(data.service, language)
  const narrowed = chosenFilters(query) > 0
  return (
    <Page title={t(`list.${data.service.kind}.title`, { name })} maxWidth={960}>
      <Stack spacing={3}>
        <ServiceSummary service={data.service} />
        <CentreFilters
          kind={data.service.kind}
          query={query}
          places={places}
          onChange={change}
          onClear={() =>
            change(Object.fromEntries(listKeys.filter((k) => k !== 'sort').map((k) => [k, undefined])))
          }
        />
        <Box aria-live="polite" aria-busy={list.isFetching || locating}>
          {list.isFetching || locating ? <LinearProgress aria-hidden sx={{ marginBlockEnd: 1 }} /> : null}
          {locating ? <Typography color="textSecondary">{t('filters.locating')}</Typography> : null}
          {data.total > 0 ? (
            <Typography
              ref={countRef}
              component="h2"
              variant="body1"
              color="textSecondary"
              tabIndex={-1}
              sx={{ outline: 'none', scrollMarginBlockStart: '80px' }}
            >
              {t('list.count', { count: data.total })}
            </Typography>
          ) : null}
        </Box>
        {list.isError ? (
          <RetryAlert onRetry={() => void list.refetch()}>{t('list.loadFailed')}</RetryAlert>
        ) : null}
        {data.items.length === 0 ? (
          <Box sx={{ textAlign: 'center', paddingBlock: 4 }}>
            <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h6" component="p" sx={{ marginBlockStart: 1 }}>
              {narrowed ? t('list.emptyFiltered') : t('list.empty')}
            </Typography>
            {narrowed ? null : (
              <Button component={RouterLink} to={searchHref} sx={{ marginBlockStart: 2 }}>
                {t('list.backToSearch')}
              </Button>
            )}
          </Box>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((card) => (
              <li key={card.centreId}>
                <CentreCard
                  card={card}
                  place={places?.placeName(card.governorateId, card.areaId) ?? ''}
                  detailsHref={detailsHref(card)}
                  bookHref={bookHref(card)}
                />
              </li>
            ))}
          </Stack>
        )}
        <ListPager
          page={data.page}
          total={data.total}
          pageSize={data.pageSize}
          onPage={(page) => {
            paged.current = true
            change({ page })
          }}
        />
      </Stack>
    </Page>
  )
}

/** The page while its first answer loads: the heading's place, then cards. */
function ListSkeleton() {
  const { t } = useCentresTranslation()
  return (
    <Box
      role="status"
      aria-label={t('common:loading')}
      sx={{ maxWidth: 960, marginInline: 'auto', paddingBlock: { xs: 2, sm: 4 }, paddingInline: 2 }}
    >
      <Skeleton variant="text" fontSize="2rem" width="60%" />
      <Skeleton variant="text" width="40%" />
      <Stack spacing={2} sx={{ marginBlockStart: 3 }}>
        {[0, 1, 2].map((i) => (
          <CentreCardSkeleton key={i} />
        ))}
      </Stack>
    </Box>
  )
}
