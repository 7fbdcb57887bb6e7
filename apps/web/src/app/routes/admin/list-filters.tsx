import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'

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
        <TextField
          select
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
        </TextField>
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
        <TextField
          select
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
        </TextField>
      </Grid>
    </Grid>
  )
}
