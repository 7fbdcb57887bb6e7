import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState, type ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useAvailability } from '../api/get-availability'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { formatDayHeading, groupByCairoDay, slotListOffset } from '../lib/egypt-time'

/**
 * A day as it will come, while the list loads: its heading, then a row of times. The list shows in its place: the
 * sections below stay where they are (a collapsed list that then grew moved a doctor's 'About' in and out of view, a
 * layout shift of 0.21–0.36 in Lighthouse).
 */
function DayPlaceholder() {
  return (
    <div>
      <Skeleton variant="text" width="40%" fontSize="1.75rem" style={{ marginBlockEnd: 8 }} />
      <Skeleton variant="rounded" height={32} />
    </div>
  )
}

/**
 * SPEC 2.8 and 9: a doctor's free slots grouped by Egypt day, shown on Egypt's clock with the offset said once;
 * 'Load more' fetches the next 30 or 31 days. `headingLevel` places the day headings in the page's outline. With
 * `slotHref` each time is a link (a doctor's page: a tapped time opens the wizard at it, issue 7 §3).
 */
export function AvailabilityList({
  doctorId,
  headingLevel: HeadingTag = 'h3',
  maxDays,
  slotHref,
  whenEmpty,
}: {
  doctorId: string
  headingLevel?: 'h3' | 'h4'
  /** Days shown at first and added by each 'Load more' (a doctor page); default every loaded day. */
  maxDays?: number
  slotHref?: (start: string) => string
  /** Under 'no free appointments' (a doctor page: join the waiting list, issue 45 §3). */
  whenEmpty?: ReactNode
}) {
  const { t, language } = useSchedulesTranslation()
  const errorMessage = useErrorMessage()
  const availability = useAvailability(doctorId)
  const slots = useMemo(() => availability.data?.flatMap((page) => page.slots) ?? [], [availability.data])
  const [limit, setLimit] = useState(maxDays ?? Number.POSITIVE_INFINITY)
  // The days shown and one more: whether there are others is all the button needs.
  const days = useMemo(() => groupByCairoDay(slots, limit + 1), [slots, limit])
  const shown = days.slice(0, limit)
  const hidden = days.length > limit
  const clock = slotListOffset(slots, language)

  const loadMore = () => {
    if (maxDays) setLimit((current) => current + maxDays)
    if (!hidden) availability.fetchNextPage()
  }

  if (availability.isPending) {
    // Shaped as the list usually comes (the offset note, then each day shown: its heading and a row of times), so the
    // sections below do not jump when it arrives (Lighthouse measured a layout shift of 0.11 on a doctor's page).
    return (
      <Stack spacing={2} role="status" aria-label={t('preview.loading')}>
        <Skeleton variant="text" width="50%" />
        {Array.from({ length: Math.min(maxDays ?? 2, 5) }, (_, day) => (
          <DayPlaceholder key={day} />
        ))}
      </Stack>
    )
  }
  if (availability.isError) return <Alert severity="error">{errorMessage(availability.error)}</Alert>

  return (
    <Stack spacing={2}>
      {shown.length === 0 ? (
        <>
          <Typography color="textSecondary">{t('preview.empty')}</Typography>
          {whenEmpty}
        </>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('offsetOnce', { offset: clock.offset })}
        </Typography>
      )}
      {/* Up to 60 times on a doctor's first screen: plain elements styled by static CSS (`slot-day`, `slot-times`,
          app/styles/first-screen.css), as a doctor's card is, so neither the server's render nor the browser works
          out their styles (issue 42 §2), and no MUI Chip with its ripple is mounted for each (issue 8 §5). */}
      {shown.map((day) => (
        <div key={day.date}>
          <HeadingTag className="slot-day">{formatDayHeading(day.date, language)}</HeadingTag>
          <ul className="slot-times">
            {day.slots.map((slot) => {
              const time = <time dateTime={slot.start}>{clock.label(slot.start)}</time>
              return (
                <li key={slot.start}>
                  {slotHref ? (
                    <RouterLink className="slot" to={slotHref(slot.start)}>
                      {time}
                    </RouterLink>
                  ) : (
                    <span className="slot">{time}</span>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      ))}
      {hidden || availability.hasNextPage ? (
        <Button
          onClick={loadMore}
          disabled={availability.isFetchingNextPage}
          variant="outlined"
          startIcon={availability.isFetchingNextPage ? <CircularProgress size={18} /> : undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('preview.loadMore')}
        </Button>
      ) : null}
    </Stack>
  )
}
