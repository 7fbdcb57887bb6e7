import { centreKinds, type CentreKind, type CentreServiceSearchResult } from '@app/domain/centres/schemas'
import { inLanguage } from '@app/domain/shared'
import { formatMoney } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation, useSearchParams } from '#web/shared/lib/router'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { TextField } from '#web/shared/ui/text-field'
import { useCentresForService } from '../api/get-centres-for-service'
import { searchText, useServiceSearch } from '../api/search-services'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { kindOfService } from '../lib/display'
import { latestParams } from '../lib/list-state'
import { ServiceResult } from './service-result'

type SearchItem = CentreServiceSearchResult['items'][number]

/** The search's state in the URL (issue 43 §2): which kind, the text searched, the category browsed. */
const kindOf = (params: URLSearchParams): CentreKind =>
  centreKinds.find((k) => k === params.get('kind')) ?? 'lab'

/**
 * SPEC 2.1 /radios_labs (issue 43 §2): one search box for a test or a scan by name, in Arabic or English, a switch
 * between lab tests and scans, and their categories to browse. What is searched lives in the URL (`kind`, `q`,
 * `category`), so back, reload and a doctor's link (`?q=<name>`, `?service=<serviceId>`) open the same search.
 * One character is no search (SPEC 5): the categories stay, and the page says to type one more.
 */
export function ServiceSearch({ serviceHref }: { serviceHref: (service: SearchItem) => string }) {
  const { t, language } = useCentresTranslation()
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const kind = kindOf(params)
  const q = params.get('q') ?? ''
  const categoryId = params.get('category') ?? ''
  const [typed, setTyped] = useState(q)
  const debounced = useDebouncedValue(typed)
  const fieldId = useId()
  const tabsId = useId()

  const change = useCallback(
    // Typing replaces the entry (back does not walk letter by letter); a tab or a category is a step back undoes.
    (changes: Record<string, string | undefined>, replace = true) =>
      // A debounced search landing just after a tab switch keeps the tab (latestParams).
      setParams(
        (rendered) => {
          const next = latestParams(pathname, rendered)
          for (const [key, value] of Object.entries(changes))
            if (value) next.set(key, value)
            else next.delete(key)
          if (next.get('kind') === 'lab') next.delete('kind')
          return next
        },
        { replace, preventScrollReset: true },
      ),
    [setParams, pathname],
  )

  // The typing, once it pauses, goes into the URL; the URL changed elsewhere (back, a link) shows in the box.
  const sent = useRef(q)
  useEffect(() => {
    if (debounced.trim() === sent.current.trim()) return
    sent.current = debounced
    change({ q: debounced.trim() || undefined })
  }, [debounced, change])
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q
      setTyped(q)
    }
  }, [q])

  // A doctor's link may name the service itself (`?service=lab:cbc`): its name, in the reader's language, is searched.
  const linked = params.get('service') ?? ''
  const linkedKind = kindOfService(linked)
  const linkedService = useCentresForService(linked, {}, { enabled: linkedKind !== null })
  useEffect(() => {
    if (!linked) return
    const service = linkedService.data?.service
    if (service)
      change({
        service: undefined,
        kind: service.kind,
        q: inLanguage(language, service.nameAr, service.nameEn),
      })
    else if (linkedKind === null || linkedService.isError) change({ service: undefined })
  }, [linked, linkedKind, linkedService.data, linkedService.isError, language, change])

  const showResults = searchText(q) !== '' || categoryId !== ''
  // The kind's categories (the catalogue without a search), and the search itself once there is one: a first search
  // never shows the unsearched list meanwhile.
  const browse = useServiceSearch(kind, '')
  const search = useServiceSearch(kind, q, { categoryId, enabled: showResults })
  const categories = browse.isPlaceholderData
    ? []
    : (browse.data?.categories.filter((c) => c.kind === kind) ?? [])
  const items = search.data?.items ?? []
  const oneLetter = typed.trim().length === 1

  return (
    <Stack spacing={2.5}>
      <Tabs
        value={kind}
        onChange={(_, next: CentreKind) => change({ kind: next, category: undefined }, false)}
        aria-label={t('search.kinds.label')}
        variant="fullWidth"
      >
        {centreKinds.map((k) => (
          <Tab
            key={k}
            value={k}
            label={t(`search.kinds.${k}`)}
            id={`${tabsId}-${k}`}
            aria-controls={`${tabsId}-panel`}
          />
        ))}
      </Tabs>
      <Stack spacing={2.5} role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${kind}`}>
        <TextField
          id={fieldId}
          type="search"
          label={t(`search.field.${kind}`)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={oneLetter ? t('search.oneLetter') : t('search.help')}
          fullWidth
          autoComplete="off"
          slotProps={{
            htmlInput: { dir: 'auto', maxLength: 100, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />

        <Box component="section" aria-labelledby={`${tabsId}-categories`}>
          <Typography
            id={`${tabsId}-categories`}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, marginBlockEnd: 1 }}
          >
            {t('search.categories')}
          </Typography>
          {browse.isPending || browse.isPlaceholderData ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-hidden>
              {[96, 72, 120, 88, 104].map((width) => (
                <Skeleton key={width} variant="rounded" width={width} height={32} />
              ))}
            </Box>
          ) : (
            <Box
              component="ul"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {[
                { id: '', name: t('search.allCategories') },
                ...categories.map((c) => ({
                  id: c.id,
                  name: inLanguage(language, c.nameAr, c.nameEn),
                })),
              ].map((category) => {
                const selected = category.id === categoryId
                return (
                  <li key={category.id || 'all'}>
                    <Chip
                      label={category.name}
                      clickable
                      color={selected ? 'primary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      aria-pressed={selected}
                      onClick={() => change({ category: category.id || undefined }, false)}
                    />
                  </li>
                )
              })}
            </Box>
          )}
        </Box>

        <Box aria-live="polite" aria-busy={showResults && search.isFetching}>
          {showResults && search.isFetching && search.data ? (
            <LinearProgress aria-hidden sx={{ marginBlockEnd: 1 }} />
          ) : null}
          {showResults && search.data && items.length > 0 ? (
            <Typography component="h2" variant="body1" color="textSecondary">
              {t('search.results', { count: items.length })}
            </Typography>
          ) : null}
        </Box>

        {!showResults ? (
          browse.isError ? (
            <RetryAlert onRetry={() => void browse.refetch()}>{t('search.loadFailed')}</RetryAlert>
          ) : (
            <Typography color="textSecondary">{t(`search.browse.${kind}`)}</Typography>
          )
        ) : search.isError ? (
          <RetryAlert onRetry={() => void search.refetch()}>{t('search.loadFailed')}</RetryAlert>
        ) : search.isPending ? (
          <Stack spacing={1.5} role="status" aria-label={t('common:loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={112} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', paddingBlock: 4 }}>
            <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h6" component="p" sx={{ marginBlockStart: 1 }}>
              {t(`offers.${kind}.noMatch`)}
            </Typography>
          </Box>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <li key={item.id}>
                <ServiceResult
                  service={item}
                  href={serviceHref(item)}
                  centres={item.centres}
                  lowestPrice={item.lowestPrice === null ? null : formatMoney(item.lowestPrice, language)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}
