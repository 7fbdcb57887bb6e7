import { addCalendarDays, dayKeyOf, dayKeys, scheduledRanges } from '@app/domain/schedules'
import { dateFormat, formatWallTime, joinList, numberFormat } from '@app/i18n/format'
import { cairoDate } from '@app/domain/shared'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { useMemo, useState } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { formatDayHeading } from '../lib/egypt-time'
import type { ScheduleFormValues } from '../lib/schedule-form'

const monthsAhead = 12

function monthStart(date: string, offset: number): string {
  const [y = 2000, m = 1] = date.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + offset, 1))
  return d.toISOString().slice(0, 10)
}

/** The weeks of a month as rows of 7 dates (Saturday first); days of other months are null. */
function monthGrid(first: string): (string | null)[][] {
  const month = first.slice(0, 7)
  const lead = dayKeys.indexOf(dayKeyOf(first))
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = first; day.startsWith(month); day = addCalendarDays(day, 1)) cells.push(day)
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7))
}

/**
 * SPEC 2.8 'months': which days of a month have working hours, from the plan being edited (customised day, else
 * the week's override, else the weekly default), so the effect of an edit shows before it is saved.
 */
export function MonthsView({ control }: { control: Control<ScheduleFormValues> }) {
  const { t, language } = useSchedulesTranslation()
  const rtl = useTheme().direction === 'rtl'
  const [timeslotMinutes, defaultWeek, weeks, days] = useWatch({
    control,
    name: ['timeslotMinutes', 'defaultWeek', 'weeks', 'days'],
  })
  const today = cairoDate(new Date())
  const [offset, setOffset] = useState(0)
  const first = monthStart(today, offset)
  const grid = useMemo(() => monthGrid(first), [first])
  const title = dateFormat(language, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${first}T00:00:00Z`))
  const hoursOf = (date: string) =>
    joinList(
      scheduledRanges({ defaultWeek, weeks: weeks ?? {}, days: days ?? {} }, date).map(
        // One clock with the other times, and a day's end as midnight, not '12:00 AM' (issue 41 §4).
        (r) => {
          const period = `${formatWallTime(r.start, language)}–${formatWallTime(r.end, language, true)}`
          // A period with a slot length of its own says so (issue 41 §4): the short evening shows in the month.
          return r.timeslotMinutes === undefined || r.timeslotMinutes === timeslotMinutes
            ? period
            : t('months.periodSlots', {
                period,
                minutes: t('timeslot.minutes', { count: Number(r.timeslotMinutes) }),
              })
        },
      ),
      language,
    )

  // Earlier months lie to the right in Arabic: 'previous' points right and 'next' left, the outer edges of the row
  // either way (issue 7 §3). The glyph is chosen, not mirrored, so no transform can point it back inwards.
  const PreviousIcon = rtl ? ChevronRightIcon : ChevronLeftIcon
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBlockEnd: 1 }}>
        <IconButton
          onClick={() => setOffset((o) => o - 1)}
          disabled={offset === 0}
          aria-label={t('months.previous')}
        >
          <PreviousIcon />
        </IconButton>
        <Typography
          variant="subtitle1"
          component="h3"
          aria-live="polite"
          sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 600 }}
        >
          {title}
        </Typography>
        <IconButton
          onClick={() => setOffset((o) => o + 1)}
          disabled={offset >= monthsAhead - 1}
          aria-label={t('months.next')}
        >
          <NextIcon />
        </IconButton>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {title}
        </caption>
        <thead>
          <tr>
            {dayKeys.map((day) => (
              <Box
                component="th"
                scope="col"
                key={day}
                sx={{ fontWeight: 500, fontSize: 11, paddingBlock: 0.5, overflow: 'hidden' }}
              >
                <abbr title={t(`dayNames.${day}`)} style={{ textDecoration: 'none' }}>
                  {language === 'ar' ? t(`dayNames.${day}`) : t(`dayNames.${day}`).slice(0, 3)}
                </abbr>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row, index) => (
            <tr key={index}>
              {row.map((date, column) => {
                if (!date) return <td key={column} />
                const hours = hoursOf(date)
                const label = hours
                  ? t('months.dayHours', { date: formatDayHeading(date, language), hours })
                  : t('months.dayOff', { date: formatDayHeading(date, language) })
                return (
                  <Box component="td" key={date} sx={{ padding: 0.25, textAlign: 'center' }}>
                    <Box
                      title={label}
                      aria-label={label}
                      role="img"
                      sx={{
                        borderRadius: 1,
                        paddingBlock: 0.75,
                        fontSize: 14,
                        bgcolor: hours ? 'primary.main' : 'transparent',
                        color: hours
                          ? 'primary.contrastText'
                          : date < today
                            ? 'text.disabled'
                            : 'text.primary',
                        outline: date === today ? 2 : 0,
                        outlineColor: 'secondary.main',
                      }}
                    >
                      {numberFormat(language).format(Number(date.slice(8)))}
                    </Box>
                  </Box>
                )
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, marginBlockStart: 1, fontSize: 14 }} aria-hidden>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: 'primary.main' }} />
          {t('months.hasHours')}
        </Box>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider' }} />
          {t('months.noHours')}
        </Box>
      </Box>
    </Box>
  )
}
