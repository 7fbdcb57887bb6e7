import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { ListPager } from '#web/shared/ui/list-pager'
import { RetryAlert } from '#web/shared/ui/retry-alert'

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)

/**
 * An admin list's filters kept in the address (a reload or a shared link keeps them): what each list reads, and the
 * setter that changes some and goes back to the first page.
 */
export function useListFilters<S extends string>(sorts: readonly S[], defaultSort: S) {
  const [params, setParams] = useSearchParams()
  const from = isDay(params.get('from'))
  const to = isDay(params.get('to'))
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        return next
      },
      { replace: true },
    )
  return {
    params,
    set,
    page: Math.max(1, Number(params.get('page')) || 1),
    typed: params.get('q') ?? '',
    sort: sorts.find((s) => s === params.get('sort')) ?? defaultSort,
    governorateId: Number(params.get('governorate')) || undefined,
    from,
    to,
    /** The filters the API is sent: a day range only when in order. */
    query: {
      ...(Number(params.get('governorate')) ? { governorateId: Number(params.get('governorate')) } : {}),
      ...(from ? { from } : {}),
      ...(to && (!from || to >= from) ? { to } : {}),
    },
  }
}

/** Governorate, joined-from and joined-until days, and the order: the filters every admin account list shares. */
export function ListFilters<S extends string>({
  filters,
  sorts,
  defaultSort,
  sortLabel,
}: {
  filters: ReturnType<typeof useListFilters<S>>
  sorts: readonly S[]
  defaultSort: S
  sortLabel: (sort: S) => string
}) {
  const { t } = useTranslation(['adminAccounts', 'validation'])
  const { choices } = useCatalogChoices()
  const { set, governorateId, from, to, sort } = filters
  const backwards = Boolean(from && to && to < from)
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectTextField
          fullWidth
          size="small"
          label={t('filters.governorate')}
          value={governorateId ?? ''}
          onChange={(event) => set({ governorate: event.target.value || null, page: null })}
        >
          <MenuItem value="">{t('filters.anyGovernorate')}</MenuItem>
          {(choices?.governorates ?? []).map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.label}
            </MenuItem>
          ))}
        </SelectTextField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          type="date"
          fullWidth
          size="small"
          label={t('filters.from')}
          value={from ?? ''}
          onChange={(event) => set({ from: event.target.value || null, page: null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          type="date"
          fullWidth
          size="small"
          label={t('filters.to')}
          value={to ?? ''}
          onChange={(event) => set({ to: event.target.value || null, page: null })}
          error={backwards}
          helperText={backwards ? t('validation:date.beforeStart') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectTextField
          fullWidth
          size="small"
          label={t('filters.sort')}
          value={sort}
          onChange={(event) =>
            set({ sort: event.target.value === defaultSort ? null : event.target.value, page: null })
          }
        >
          {sorts.map((s) => (
            <MenuItem key={s} value={s}>
              {sortLabel(s)}
            </MenuItem>
          ))}
        </SelectTextField>
      </Grid>
    </Grid>
  )
}

/**
 * An admin list's search, kept in view while the list scrolls: a name or a mobile from 2 characters (the API's rule,
 * said here before it is sent), with whatever sits beside it (a download) and below it (status tabs).
 */
export function StickySearch({
  label,
  hint,
  value,
  onChange,
  beside,
  children,
}: {
  label: string
  hint: string
  value: string
  onChange: (value: string) => void
  beside?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation('validation')
  return (
    <Box
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 1,
        bgcolor: 'background.default',
        paddingBlock: 1,
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          helperText={value.trim().length === 1 ? t('search.tooShort') : hint}
          fullWidth
          type="search"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {beside}
      </Stack>
      {children}
    </Box>
  )
}

/**
 * A page of an admin list as its query stands: skeletons while it loads, a retry when it failed, else the count, the
 * rows (dimmed while the next page or filter loads) or what to do when there are none, and the pager.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  rowHeight,
  texts,
  children,
}: {
  query: UseQueryResult<{ items: T[]; total: number; pageSize: number }>
  page: number
  onPage: (page: number) => void
  rowHeight: number
  texts: { loadFailed: string; count: (total: number) => string; empty: string }
  children: (items: T[]) => ReactNode
}) {
  if (query.isPending)
    return (
      <Stack spacing={1} sx={{ mt: 2 }} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={rowHeight} />
        ))}
      </Stack>
    )
  if (query.isError) return <RetryAlert onRetry={() => void query.refetch()}>{texts.loadFailed}</RetryAlert>
  const { items, total, pageSize } = query.data
  return (
    <>
      <Typography role="status" color="textSecondary" sx={{ mt: 2 }}>
        {texts.count(total)}
      </Typography>
      {items.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {texts.empty}
        </Alert>
      ) : (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children(items)}</Box>
      )}
      <ListPager page={page} total={total} pageSize={pageSize} onPage={onPage} />
    </>
  )
}
