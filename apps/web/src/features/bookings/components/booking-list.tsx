import {
  bookingListPageSizes,
  bookingTabs,
  type BookingListItem,
  type BookingSide,
  type BookingTab,
} from '@app/domain/bookings'
import { formatNumber } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Link as RouterLink, useSearchParams } from '#web/shared/lib/router'
import { ListPager } from '#web/shared/ui/list-pager'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useBookings } from '../api/list-bookings'
import { useBookingsTranslation } from '../hooks/use-bookings-translation'
import { BookingItem, type BookingSlots } from './booking-item'
import type { BookingLinks } from './booking-links'
import { NoShowDialog } from './no-show-dialog'

/** Patients read their bookings in time's order; a doctor starts with today's schedule (SPEC 2.4, issue 12 §1). */
const tabOrder: Record<BookingSide, readonly BookingTab[]> = {
  patient: ['past', 'today', 'upcoming'],
  doctor: ['today', 'upcoming', 'past'],
}

const isTab = (value: string | null): value is BookingTab => bookingTabs.some((tab) => tab === value)
const pageSizeOf = (value: string | null) =>
  bookingListPageSizes.find((size) => String(size) === value) ?? bookingListPageSizes[0]

/**
 * /bookings (issue 12 §1; SPEC 2.1, 4, 9): the caller's bookings in past, today and upcoming tabs (first the one
 * holding the next booking, else today; live bookings above cancelled ones), a page at a time (10, 25 or 100), kept in the address so a reload or a shared link keeps the place; loading
 * skeletons, an empty state that says what to do next, and live updates (the list's query listens to the socket).
 */
export function BookingList({
  side,
  links,
  renderCancel,
  renderReschedule,
}: { side: BookingSide; links: BookingLinks } & BookingSlots) {
  const { t, language } = useBookingsTranslation()
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  // No tab in the address: the server answers the tab of the next booking (issue 41 §4), shown once it is known.
  const asked = isTab(tabParam) ? tabParam : undefined
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(params.get('page')) || 1)))
  const pageSize = pageSizeOf(params.get('pageSize'))
  const bookings = useBookings(asked, page, pageSize)
  const tab: BookingTab = asked ?? bookings.data?.tab ?? 'today'
  const [noShowOf, setNoShowOf] = useState<BookingListItem | null>(null)
  const panelId = useId()
  const tabId = (name: BookingTab) => `${panelId}-${name}`

  const go = (next: { tab?: BookingTab; page?: number; pageSize?: number }) => {
    const values = { tab, page, pageSize, ...next }
    const search = new URLSearchParams({ tab: values.tab })
    if (values.page > 1) search.set('page', String(values.page))
    if (values.pageSize !== bookingListPageSizes[0]) search.set('pageSize', String(values.pageSize))
    setParams(search, { replace: next.tab === undefined && next.pageSize === undefined })
  }

  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          marginBlockEnd: 2,
        }}
      >
        <Tabs
          value={asked || bookings.data ? tab : false}
          onChange={(_, value: BookingTab) => go({ tab: value, page: 1 })}
          aria-label={t('tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabOrder[side].map((name) => (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} id={tabId(name)} aria-controls={panelId} />
          ))}
        </Tabs>
        <SelectTextField
          size="small"
          label={t('pageSize')}
          value={pageSize}
          onChange={(event) => go({ pageSize: Number(event.target.value), page: 1 })}
          sx={{ minWidth: 110 }}
        >
          {bookingListPageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {formatNumber(size, language)}
            </MenuItem>
          ))}
        </SelectTextField>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 1 }}>
        {t('egyptTimeNote')}
      </Typography>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {bookings.isPending ? (
          <Stack role="status" aria-label={t('loading')} spacing={2}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={132} />
            ))}
          </Stack>
        ) : bookings.isError ? (
          <RetryAlert onRetry={() => void bookings.refetch()}>{t('loadFailed')}</RetryAlert>
        ) : bookings.data.total === 0 ? (
          <EmptyState side={side} tab={tab} links={links} />
        ) : (
          <>
            <Stack
              component="ul"
              spacing={2}
              aria-busy={bookings.isPlaceholderData}
              sx={{ listStyle: 'none', padding: 0, margin: 0, opacity: bookings.isPlaceholderData ? 0.6 : 1 }}
            >
              {bookings.data.items.map((item) => (
                <li key={item.id}>
                  <BookingItem
                    item={item}
                    links={links}
                    onMarkNoShow={setNoShowOf}
                    renderCancel={renderCancel}
                    renderReschedule={renderReschedule}
                  />
                </li>
              ))}
            </Stack>
            <ListPager
              page={page}
              total={bookings.data.total}
              pageSize={pageSize}
              onPage={(next) => go({ page: next })}
            />
          </>
        )}
      </Box>
      <NoShowDialog booking={noShowOf} onClose={() => setNoShowOf(null)} />
    </Box>
  )
}

/** SPEC 8 empty states, saying what to do next: a patient finds a doctor, a doctor opens the schedule. */
function EmptyState({ side, tab, links }: { side: BookingSide; tab: BookingTab; links: BookingLinks }) {
  const { t } = useBookingsTranslation()
  const showAction = tab !== 'past'
  return (
    <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
      <Typography sx={{ marginBlockEnd: showAction ? 2 : 0 }}>{t(`empty.${side}.${tab}`)}</Typography>
      {showAction ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={side === 'patient' ? links.findDoctor : links.schedule}
        >
          {t(`empty.${side}.action`)}
        </Button>
      ) : null}
    </Paper>
  )
}
