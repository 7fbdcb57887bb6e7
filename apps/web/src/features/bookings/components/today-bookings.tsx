import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import type { BookingListItem } from '@app/domain/bookings'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useBookings } from '../api/list-bookings'
import { useBookingsTranslation } from '../hooks/use-bookings-translation'
import { BookingItem } from './booking-item'
import type { BookingLinks } from './booking-links'
import { NoShowDialog } from './no-show-dialog'

/** How many of today's bookings the doctor's home shows before 'All bookings'. */
const shown = 3

/**
 * The doctor's home (SPEC 2.4 'schedule or bookings'; issue 12 §1): today's bookings first, the nearest few with
 * their actions, and the way to the whole list.
 */
export function TodayBookings({ links }: { links: BookingLinks }) {
  const { t } = useBookingsTranslation()
  const headingId = useId()
  const bookings = useBookings('today', 1, 10)
  const [noShowOf, setNoShowOf] = useState<BookingListItem | null>(null)
  const more = bookings.data ? bookings.data.total - Math.min(shown, bookings.data.items.length) : 0
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ marginBlockEnd: 1.5 }}>
        {t('todaySection.title')}
      </Typography>
      {bookings.isPending ? (
        <Stack role="status" aria-label={t('loading')} spacing={1}>
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : bookings.isError ? (
        <RetryAlert onRetry={() => void bookings.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : bookings.data.total === 0 ? (
        <Typography color="textSecondary">{t('empty.doctor.today')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bookings.data.items.slice(0, shown).map((item) => (
            <li key={item.id}>
              <BookingItem item={item} links={links} onMarkNoShow={setNoShowOf} />
            </li>
          ))}
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', marginBlockStart: 1.5, flexWrap: 'wrap' }}
      >
        <Button component={RouterLink} to={links.bookings}>
          {t('todaySection.all')}
        </Button>
        {more > 0 ? (
          <Typography color="textSecondary">{t('todaySection.more', { count: more })}</Typography>
        ) : null}
      </Stack>
      <NoShowDialog booking={noShowOf} onClose={() => setNoShowOf(null)} />
    </Paper>
  )
}
