import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useAvailability } from '../api/get-availability'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { formatDayHeading, groupByCairoDay, slotListOffset } from '../lib/egypt-time'

/**
 * SPEC 2.8 and 9: a doctor's free slots grouped by Egypt day, shown on Egypt's clock with the offset said once;
 * 'Load more' fetches the next 30 or 31 days. `headingLevel` places the day headings in the page's outline. With
 * `slotHref` each time is a link (a doctor's page: a tapped time opens the wizard at it, issue 7 §3).
 */
export function AvailabilityList({
  doctorId,
  headingLevel = 'h3',
  maxDays,
  slotHref,
}: {
  doctorId: string
  headingLevel?: 'h3' | 'h4'
  /** Days shown at first and added by each 'Load more' (a doctor page); default every loaded day. */
  maxDays?: number
  slotHref?: (start: string) => string
}) {
  const { t, language } = useSchedulesTranslation()
  const errorMessage = useErrorMessage()
  const availability = useAvailability(doctorId)
  const slots = useMemo(() => availability.data?.flatMap((page) => page.slots) ?? [], [availability.data])
  const days = useMemo(() => groupByCairoDay(slots), [slots])
  const [limit, setLimit] = useState(maxDays ?? Number.POSITIVE_INFINITY)
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
        <Skeleton variant="text" sx={{ width: '50%' }} />
        {Array.from({ length: Math.min(maxDays ?? 2, 5) }, (_, day) => (
          <Box key={day}>
            <Skeleton variant="text" sx={{ width: '40%', fontSize: '1.75rem', marginBlockEnd: 1 }} />
            <Skeleton variant="rounded" height={32} />
          </Box>
        ))}
      </Stack>
    )
  }
  if (availability.isError) return <Alert severity="error">{errorMessage(availability.error)}</Alert>

  return (
    <Stack spacing={2}>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('preview.empty')}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('offsetOnce', { offset: clock.offset })}
        </Typography>
      )}
      {shown.map((day) => (
        <Box key={day.date}>
          <Typography
            variant="subtitle1"
            component={headingLevel}
            sx={{ fontWeight: 600, marginBlockEnd: 1 }}
          >
            {formatDayHeading(day.date, language)}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', padding: 0, margin: 0 }}
          >
            {day.slots.map((slot) => (
              <li key={slot.start}>
                {slotHref ? (
                  <Chip
                    component={RouterLink}
                    to={slotHref(slot.start)}
                    clickable
                    color="primary"
                    variant="outlined"
                    label={<time dateTime={slot.start}>{clock.label(slot.start)}</time>}
                  />
                ) : (
                  <Chip
                    variant="outlined"
                    label={<time dateTime={slot.start}>{clock.label(slot.start)}</time>}
                  />
                )}
              </li>
            ))}
          </Box>
        </Box>
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
