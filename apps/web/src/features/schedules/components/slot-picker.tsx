import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { instantToCairo } from '@app/domain/schedules'
import { useEffect, useMemo, useState } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useAvailability } from '../api/get-availability'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { formatDayHeading, groupByCairoDay, slotListOffset } from '../lib/egypt-time'
import { dateFormat } from '@app/i18n/format'

/** A chosen day or time stands out in the theme's colour, not only a shade of grey. */
const selectedSx = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const

const dayChip = (date: string, language: 'ar' | 'en') => {
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateFormat(language, { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`))
  return { weekday: format({ weekday: 'short' }), day: format({ day: 'numeric', month: 'short' }) }
}

/**
 * SPEC 2.5 step 3: the doctor's free days, then the free times of the chosen day, on Egypt's clock (the page says
 * the offset once, above; a time keeps its own only across a daylight saving change). 'More days' loads the next 30 or 31 days (SPEC 9).
 */
export function SlotPicker({
  doctorId,
  value,
  onChange,
  onTaken,
  until,
}: {
  doctorId: string
  /** The chosen slot's start instant. */
  value: string | null
  onChange: (start: string) => void
  /**
   * The chosen slot is no longer free (booked by someone else, or the schedule changed since it was chosen);
   * `dayOpen` says whether its day still has other free times (else the doctor is not available that day, SPEC 8).
   */
  onTaken?: (dayOpen: boolean) => void
  /** Only slots starting by this instant are offered (a free follow-up's deadline, issue 12 §4). */
  until?: string | null
}) {
  const { t, language } = useSchedulesTranslation()
  const errorMessage = useErrorMessage()
  const availability = useAvailability(doctorId)
  const slots = useMemo(() => {
    const all = availability.data?.flatMap((page) => page.slots) ?? []
    return until ? all.filter((slot) => Date.parse(slot.start) <= Date.parse(until)) : all
  }, [availability.data, until])
  const days = useMemo(() => groupByCairoDay(slots), [slots])
  const clock = slotListOffset(slots, language)
  const chosenDay = value ? instantToCairo(new Date(value)).date : null
  const [pickedDay, setPickedDay] = useState<string | null>(chosenDay)
  const day = days.find((d) => d.date === pickedDay) ?? days.find((d) => d.date === chosenDay) ?? days[0]
  // A kept choice inside the loaded days that is not among their free slots has gone.
  const loadedUntil = availability.data?.at(-1)?.nextFrom
  const taken =
    value !== null &&
    loadedUntil !== undefined &&
    Date.parse(value) < Date.parse(loadedUntil) &&
    !slots.some((slot) => slot.start === value)
  const dayOpen = days.some((d) => d.date === chosenDay)
  useEffect(() => {
    if (taken) onTaken?.(dayOpen)
  }, [taken, dayOpen, onTaken])

  if (availability.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('picker.loading')}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" width={72} height={56} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={96} />
      </Stack>
    )
  }
  if (availability.isError) return <Alert severity="error">{errorMessage(availability.error)}</Alert>

  // Days past the deadline would have no time to offer.
  const pastUntil = Boolean(until && loadedUntil && Date.parse(loadedUntil) >= Date.parse(until))
  const moreDays =
    availability.hasNextPage && !pastUntil ? (
      <Button
        onClick={availability.fetchNextPage}
        disabled={availability.isFetchingNextPage}
        variant="outlined"
        startIcon={availability.isFetchingNextPage ? <CircularProgress size={18} /> : undefined}
        sx={{ flexShrink: 0, alignSelf: 'center' }}
      >
        {t('picker.loadMore')}
      </Button>
    ) : null

  if (!day) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="textSecondary">{t('picker.empty')}</Typography>
        {moreDays}
      </Stack>
    )
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
          {t('picker.days')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', paddingBlockEnd: 1 }}>
          <ToggleButtonGroup
            exclusive
            value={day.date}
            onChange={(_, next: string | null) => next && setPickedDay(next)}
            aria-label={t('picker.days')}
            sx={{
              gap: 1,
              '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 2 },
            }}
          >
            {days.map(({ date }) => {
              const label = dayChip(date, language)
              return (
                <ToggleButton
                  key={date}
                  value={date}
                  sx={{
                    flexDirection: 'column',
                    minWidth: 72,
                    lineHeight: 1.3,
                    textTransform: 'none',
                    ...selectedSx,
                  }}
                >
                  <span>{label.weekday}</span>
                  <strong>{label.day}</strong>
                </ToggleButton>
              )
            })}
          </ToggleButtonGroup>
          {moreDays}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
          {t('picker.times', { day: formatDayHeading(day.date, language) })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={value}
          onChange={(_, next: string | null) => next && onChange(next)}
          aria-label={t('picker.times', { day: formatDayHeading(day.date, language) })}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
            '& .MuiToggleButtonGroup-grouped': {
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              margin: 0,
            },
          }}
        >
          {day.slots.map((slot) => (
            <ToggleButton key={slot.start} value={slot.start} sx={{ textTransform: 'none', ...selectedSx }}>
              <time dateTime={slot.start}>{clock.label(slot.start)}</time>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Stack>
  )
}
