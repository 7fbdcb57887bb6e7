import { centreOrderTabs, type CentreOrderTab } from '@app/domain/centre-orders'
import { toWesternDigits } from '@app/domain/shared'
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useId } from 'react'
import { useSearchParams } from '#web/shared/lib/router'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import { TextField } from '#web/shared/ui/text-field'
import { useCentreOrders, type CentreOrderFilters } from '../api/list-centre-orders'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { OrderListBody } from './order-list-body'

export interface ServiceChoice {
  id: string
  name: string
}

const isTab = (value: string | null): value is CentreOrderTab => centreOrderTabs.some((tab) => tab === value)
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)
/** SPEC 5: a search of one character is ignored. */
const minQuery = 2

/**
 * A lab's or radiology centre's /orders (issue 43 §3): its orders in tabs by stage with each tab's count, a search by
 * patient name, phone or test, filters by test and visit day, and the cards a page at a time. Everything chosen is
 * kept in the address, so a reload or a shared link keeps the place.
 */
export function CentreOrderList({
  services,
  orderHref,
}: {
  /** The tests or scans the centre offers, for the filter. */
  services: readonly ServiceChoice[]
  orderHref: (orderId: string) => string
}) {
  const { t } = useCentreOrdersTranslation()
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  const tab: CentreOrderTab = isTab(tabParam) ? tabParam : 'new'
  const typed = params.get('q') ?? ''
  const q = useDeferredValue(toWesternDigits(typed).trim())
  const serviceId = params.get('service') ?? ''
  const from = isDay(params.get('from'))
  const to = isDay(params.get('to'))
  const backwards = Boolean(from && to && to < from)
  const filters: CentreOrderFilters = {
    tab,
    ...(q.length >= minQuery ? { q } : {}),
    ...(serviceId ? { serviceId } : {}),
    ...(from ? { from } : {}),
    ...(to && !backwards ? { to } : {}),
  }
  const filtered = Boolean(filters.q || filters.serviceId || filters.from || filters.to)
  const orders = useCentreOrders(filters, { live: true })
  const counts = orders.data?.pages[0]?.counts
  const panelId = useId()
  const tabId = (name: CentreOrderTab) => `${panelId}-${name}`

  const set = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        return next
      },
      { replace },
    )

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: CentreOrderTab) => set({ tab: value }, false)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ marginBlockEnd: 2 }}
      >
        {centreOrderTabs.map((name) => {
          const count = counts?.[name]
          const label = t(`tabs.${name}`)
          return (
            <Tab
              key={name}
              value={name}
              label={count === undefined ? label : t('tabs.withCount', { tab: label, count })}
              id={tabId(name)}
              aria-controls={panelId}
            />
          )
        })}
      </Tabs>
      <Grid container spacing={2} sx={{ marginBlockEnd: 2 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField
            fullWidth
            size="small"
            type="search"
            label={t('filters.search')}
            helperText={t('filters.searchHint')}
            value={typed}
            onChange={(event) => set({ q: event.target.value })}
            slotProps={{
              htmlInput: { autoComplete: 'off' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <NativeSelectField
            fullWidth
            size="small"
            label={t('filters.service')}
            value={serviceId}
            onChange={(event) => set({ service: event.target.value || null })}
          >
            <option value="">{t('filters.anyService')}</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </NativeSelectField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            type="date"
            fullWidth
            size="small"
            label={t('filters.from')}
            value={from ?? ''}
            onChange={(event) => set({ from: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            type="date"
            fullWidth
            size="small"
            label={t('filters.to')}
            value={to ?? ''}
            onChange={(event) => set({ to: event.target.value || null })}
            error={backwards}
            helperText={backwards ? t('filters.backwards') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 1 }}>
        {t('egyptTime')}
      </Typography>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        <OrderListBody
          orders={orders}
          side="centre"
          orderHref={orderHref}
          empty={
            <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
              <Typography sx={{ marginBlockEnd: filtered ? 2 : 0 }}>
                {filtered ? t('empty.filtered') : t(`empty.${tab}`)}
              </Typography>
              {filtered ? (
                <Stack direction="row" sx={{ justifyContent: 'center' }}>
                  <Button
                    variant="outlined"
                    onClick={() => set({ q: null, service: null, from: null, to: null })}
                  >
                    {t('filters.clear')}
                  </Button>
                </Stack>
              ) : null}
            </Paper>
          }
        />
      </Box>
    </Box>
  )
}
