import type { DoctorCard, DoctorSearchQuery } from '@app/domain/doctors'
import { formatNumber } from '@app/i18n/format'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Pagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from '#web/shared/lib/router'
import { ApiError } from '#web/shared/lib/api-client'
import { doctorSearchQueryOptions, searchParamsOf, useDoctorSearch } from '../api/search-doctors'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'
import { isNarrowed, readSearch, searchKeys, writeSearch, type SearchKey } from '../lib/search-state'
import { DeactivatedNotice } from './deactivated-notice'
import { DoctorCardSkeleton } from './doctor-card'
import { DoctorFilters, type PlaceChoices } from './doctor-filters'
import { NameSearchField } from './name-search-field'
import { RetryAlert } from '#web/shared/ui/retry-alert'

export interface DoctorSearchProps {
  /** What the page decides (practice, specialty, title); the visitor cannot change these. */
  fixed: Partial<DoctorSearchQuery>
  /** SPEC 8: the empty message of the page ('… any primary doctors', '… with this specialty'). */
  emptyMessage: string
  places?: PlaceChoices
  renderCard: (doctor: DoctorCard) => ReactNode
  /** Where the SPEC 4 deactivated dialog's OK goes. */
  onDeactivated: () => void
}

/** The search a list with `fixed` makes at an address: the visitor's choices in the URL, then what the page fixes. */
const searchQueryOf = (params: URLSearchParams, fixed: Partial<DoctorSearchQuery>) => ({
  ...readSearch(params),
  ...fixed,
})

/**
 * Starts the search a `DoctorSearch` with `fixed` will make here, before it mounts: a page that mounts its list only
 * after something else answered (the catalog) and in an interruptible pass (useContentReady) would otherwise ask for
 * the doctors only once that pass is done (issue 8 §5). `undefined` while the page cannot know `fixed` yet.
 */
export function usePrefetchDoctorSearch(fixed: Partial<DoctorSearchQuery> | undefined) {
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const query = fixed && searchQueryOf(params, fixed)
  const key = query && searchParamsOf(query).toString()
  useEffect(() => {
    if (query) void queryClient.prefetchQuery(doctorSearchQueryOptions(query))
    // The query is rebuilt on each render; its URL form says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, queryClient])
}

/**
 * SPEC 2.6 doctor list: every filter, the sort, the page size and the page live in the URL's query string, so a
 * search can be shared, reloaded and walked back; the API filters, sorts and pages.
 */
export function DoctorSearch({ fixed, emptyMessage, places, renderCard, onDeactivated }: DoctorSearchProps) {
  const { t, language } = useDoctorsTranslation()
  const [params, setParams] = useSearchParams()
  // Cheap to rebuild; the request is keyed by its query string, so an equal query reuses the cache.
  const query = searchQueryOf(params, fixed)
  const search = useDoctorSearch(query)
  // The cards are a page's heaviest render. An answer's render is urgent to React (the query store's update), so the
  // list takes the answer in a second, interruptible pass: a slow phone's main thread is never blocked for the whole
  // list at once (issue 8 §5, docs/decisions/0012). Until that pass, the list keeps what it showed.
  const results = useDeferredValue(search.data)
  const waiting = search.isPending || (search.data !== undefined && results === undefined)
  // A list that arrives after the page (a first visit, a new search) leaves the style, layout and paint of the cards
  // below the screen until they are scrolled to (`content-visibility`): a phone shows two or three of the ten at
  // first, and the slowed search visit's blocking time halved (issue 8 §5, docs/decisions/0012). A list already
  // there when the page mounts (back to the search, from the cache) is laid out whole, so the reader returns to the
  // card they left, not to a place computed from estimated heights.
  const [restored] = useState(() => results !== undefined)

  const change = useCallback(
    (changes: Partial<Record<SearchKey, string | number | undefined>>) =>
      // From the address bar, not the render's copy: a debounced name search that lands just after a filter
      // change must not put the filter back (react-router's functional form sees the last render's params).
      setParams(() => writeSearch(new URLSearchParams(window.location.search), changes), {
        replace: !('page' in changes),
        // The list stays where the reader is; a new page brings its own top into view (below).
        preventScrollReset: true,
      }),
    [setParams],
  )
  // What the page fixes (a chosen specialty in the URL) stays; everything the visitor chose goes.
  const clear = useCallback(
    () =>
      setParams(
        (current) =>
          writeSearch(
            current,
            Object.fromEntries(searchKeys.filter((k) => fixed[k] === undefined).map((k) => [k, undefined])),
          ),
        { preventScrollReset: true },
      ),
    [setParams, fixed],
  )
  // The filters (ten selects, each a few MUI parts styled anew at every render) render again when the search or its
  // choices change, not with every state of the request (issue 8 §5): the query is kept while its URL form is the same.
  const queryKey = searchParamsOf(query).toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filtersQuery = useMemo(() => query, [queryKey])

  // Paging brings the results' top into view and puts focus on their count, so a reader (or a screen reader) at
  // the pager is not left at the bottom of the new page (issue 7 §3). Back and forward do not move it.
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const paged = useRef(false)
  useEffect(() => {
    if (!paged.current) return
    paged.current = false
    resultsRef.current?.scrollIntoView?.({ block: 'start' })
    resultsRef.current?.focus({ preventScroll: true })
  }, [query.page])

  const pageSize = query.pageSize === 'all' ? null : query.pageSize
  const total = results?.total ?? 0
  // A search stops counting at 1,000 doctors and then says "more than" (issue 7 §3).
  const capped = results?.totalCapped === true
  const pages = pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1
  const deactivated = search.error instanceof ApiError && search.error.code === 'ACCOUNT_DEACTIVATED'
  const from = pageSize ? (query.page - 1) * pageSize + 1 : 1
  const to = pageSize ? Math.min(total, query.page * pageSize) : total

  return (
    <Stack spacing={3}>
      <NameSearchField value={query.q ?? ''} onSearch={(text) => change({ q: text.trim() || undefined })} />
      <>
        <DoctorFilters query={filtersQuery} fixed={fixed} places={places} onChange={change} onClear={clear} />
      </>
      <>
        <Box aria-live="polite" aria-busy={search.isFetching}>
          {(search.isFetching || results !== search.data) && !waiting ? (
            <LinearProgress aria-hidden sx={{ marginBlockEnd: 1 }} />
          ) : null}
          {results && total > 0 ? (
            <Typography
              ref={resultsRef}
              variant="body1"
              component="h2"
              tabIndex={-1}
              color="textSecondary"
              sx={{ outline: 'none', scrollMarginBlockStart: '80px' }}
            >
              {t(capped ? 'search.resultsMore' : 'search.results', { count: total })}
            </Typography>
          ) : null}
        </Box>
        {waiting ? (
          <Stack spacing={2} role="status" aria-label={t('common:loading')}>
            {[0, 1, 2].map((i) => (
              <DoctorCardSkeleton key={i} />
            ))}
          </Stack>
        ) : search.isError && !deactivated ? (
          <RetryAlert onRetry={() => void search.refetch()}>
            {t(search.error instanceof ApiError ? `errors:${search.error.code}` : 'errors:INTERNAL', {
              defaultValue: t('errors:INTERNAL'),
            })}
          </RetryAlert>
        ) : results && results.items.length === 0 ? (
          <Box sx={{ textAlign: 'center', paddingBlock: 4 }}>
            <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h6" component="p" sx={{ marginBlockStart: 1 }}>
              {isNarrowed(query, fixed) ? t('empty.description') : emptyMessage}
            </Typography>
          </Box>
        ) : results ? (
          <Stack
            spacing={2}
            component="ul"
            sx={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              ...(restored
                ? {}
                : { '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 260px' } }),
            }}
          >
            {results.items.map((doctor) => (
              <li key={doctor.id}>{renderCard(doctor)}</li>
            ))}
          </Stack>
        ) : null}
        {pageSize && total > pageSize ? (
          <Box
            component="nav"
            aria-label={t('paging.label')}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2" color="textSecondary">
              {t(capped ? 'paging.showingMore' : 'paging.showing', { from, to, total })}
            </Typography>
            <Pagination
              count={pages}
              page={Math.min(query.page, pages)}
              onChange={(_, page) => {
                paged.current = true
                change({ page })
              }}
              color="primary"
              siblingCount={1}
              // Page numbers in the page's digits (issue 7 §3).
              renderItem={(item) => (
                <PaginationItem
                  {...item}
                  page={item.page === null ? null : formatNumber(item.page, language)}
                />
              )}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page'
                  ? t(selected ? 'paging.current' : 'paging.page', { page })
                  : t(
                      type === 'next' || type === 'previous' || type === 'first'
                        ? `paging.${type}`
                        : 'paging.last',
                    )
              }
            />
          </Box>
        ) : null}
      </>
      {deactivated ? <DeactivatedNotice onAcknowledge={onDeactivated} /> : null}
    </Stack>
  )
}
