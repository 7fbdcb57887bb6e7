import { dateFormat, formatEgyptOffset, formatEgyptTime } from '@app/i18n/format'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useId, type Ref } from 'react'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useCentresTranslation } from '../hooks/use-centres-translation'

/** A chosen day or time stands out in the theme's colour, not only a shade of grey (as the doctors' slot picker). */
const selectedSx = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const

/** A Cairo calendar day (YYYY-MM-DD) as the language writes it, without moving it through a time zone. */
const dayText = (date: string, language: 'ar' | 'en', options: Intl.DateTimeFormatOptions) =>
  dateFormat(language, { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`))

/**
 * SPEC 2.5 (scans and lab tests), issue 43 §2: the days with visit times in the next 30 days, then the times of the
 * chosen one, every half hour within the centre's opening hours, on Egypt's clock in the reader's digits.
 */
export function VisitTimePicker({
  days,
  day,
  times,
  loadingTimes,
  value,
  onDay,
  onChange,
  error,
  inputRef,
}: {
  days: string[]
  /** The day shown. */
  day: string | null
  /** Its times (ISO instants). */
  times: string[]
  loadingTimes: boolean
  value: string
  onDay: (day: string) => void
  onChange: (startsAt: string) => void
  /** A translated message: no time chosen. */
  error: string | undefined
  inputRef?: Ref<HTMLButtonElement>
}) {
  const { t, language } = useCentresTranslation()
  const headingId = useId()
  const errorId = useId()
  if (days.length === 0 || day === null)
    return (
      <Typography color="textSecondary" role="status">
        {t('booking.time.none')}
      </Typography>
    )
  const dayLong = dayText(day, language, { weekday: 'long', day: 'numeric', month: 'long' })
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        {t('booking.time.egyptTime', { offset: formatEgyptOffset(new Date(), language) })}
      </Typography>
      <Box sx={{ overflowX: 'auto', paddingBlockEnd: 1 }}>
        <ToggleButtonGroup
          exclusive
          value={day}
          onChange={(_, next: string | null) => next && onDay(next)}
          aria-label={t('booking.time.days')}
          sx={{
            gap: 1,
            '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 2 },
          }}
        >
          {days.map((date) => (
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
              <span>{dayText(date, language, { weekday: 'short' })}</span>
              <strong>{dayText(date, language, { day: 'numeric', month: 'short' })}</strong>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, marginBlockEnd: 1 }}
        >
          {t('booking.time.times', { day: dayLong })}
        </Typography>
        {loadingTimes ? (
          <Box
            role="status"
            aria-label={t('booking.time.loading')}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} variant="rounded" width={112} height={40} />
            ))}
          </Box>
        ) : times.length === 0 ? (
          <Typography color="textSecondary">{t('booking.time.none')}</Typography>
        ) : (
          <ToggleButtonGroup
            exclusive
            value={value || null}
            onChange={(_, next: string | null) => next && onChange(next)}
            aria-labelledby={headingId}
            aria-describedby={error ? errorId : undefined}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
              '& .MuiToggleButtonGroup-grouped': {
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                margin: 0,
              },
            }}
          >
            {times.map((time, index) => (
              <ToggleButton
                key={time}
                value={time}
                ref={index === 0 ? inputRef : undefined}
                sx={{ textTransform: 'none', ...selectedSx }}
              >
                <time dateTime={time}>{formatEgyptTime(time, language)}</time>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {error ? (
          <FormHelperText id={errorId} error role="alert">
            {error}
          </FormHelperText>
        ) : null}
      </Box>
    </Stack>
  )
}
