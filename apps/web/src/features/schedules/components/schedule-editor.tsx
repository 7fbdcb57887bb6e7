import {
  addCalendarDays,
  dayKeyOf,
  isoWeekKey,
  scheduledRanges,
  scheduleSchema,
  timeslotMinutesOptions,
  type Schedule,
  type ScheduleView,
} from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import Typography from '@mui/material/Typography'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { Controller, FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { useToast } from '#web/shared/ui/toast'
import { useUpdateSchedule } from '../api/update-schedule'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { formatDayHeading } from '../lib/egypt-time'
import { scheduleToForm, type ScheduleFormValues } from '../lib/schedule-form'
import { MonthsView } from './months-view'
import { TimeRangesField } from './time-ranges-field'
import { WeekPlanFields } from './week-plan-fields'
import { numberFormat } from '@app/i18n/format'

const mondayFirst = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const

/** Week numbers, years and minutes in the reader's digits, without a thousands separator in years. */
const plainNumber = (value: number | string, language: 'ar' | 'en') =>
  numberFormat(language, { useGrouping: false }).format(Number(value))

/** The Monday and Sunday of the ISO week a date falls in (SPEC 3.4 weeks are ISO weeks). */
function isoWeekSpan(date: string): { from: string; to: string } {
  const monday = addCalendarDays(date, -mondayFirst.indexOf(dayKeyOf(date)))
  return { from: monday, to: addCalendarDays(monday, 6) }
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="textSecondary">
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  )
}

export interface ScheduleEditorProps {
  /** An admin edits a named doctor's schedule; a doctor edits their own (null). */
  doctorId: string | null
  schedule: ScheduleView | undefined
  onDirtyChange?: (dirty: boolean) => void
  /** The free slots preview, shown under the plan (SPEC 2.8). */
  preview?: ReactNode
}

/**
 * SPEC 2.8 and 3.4 schedule: timeslot, the weekly default, per-week overrides, customised days and a months view.
 * The domain's scheduleSchema checks the whole plan before the single PUT, so nothing is saved half-way.
 */
export function ScheduleEditor({ doctorId, schedule, onDirtyChange, preview }: ScheduleEditorProps) {
  const { t, language } = useSchedulesTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const save = useUpdateSchedule(doctorId)
  const defaults = useMemo(() => scheduleToForm(schedule), [schedule])
  const form = useForm<ScheduleFormValues, unknown, Schedule>({
    resolver: formResolver(scheduleSchema) as unknown as Resolver<ScheduleFormValues, unknown, Schedule>,
    defaultValues: defaults,
    mode: 'onSubmit',
  })
  const { control, handleSubmit, reset, formState, getValues, setValue, setError } = form
  const [serverError, setServerError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const today = cairoDate(new Date())
  const [weekDate, setWeekDate] = useState(today)
  const [dayDate, setDayDate] = useState(addCalendarDays(today, 1))
  const weeks = useWatch({ control, name: 'weeks' })
  const days = useWatch({ control, name: 'days' })

  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange])

  const weekKey = /^\d{4}-\d{2}-\d{2}$/.test(weekDate) ? isoWeekKey(weekDate) : null
  const [weekNumber, weekYear] = weekKey?.split('-') ?? []
  const span = weekKey ? isoWeekSpan(weekDate) : null
  const customisedDays = Object.keys(days ?? {}).sort()
  const customisedWeeks = Object.keys(weeks ?? {}).sort((a, b) => {
    const [wa = 0, ya = 0] = a.split('-').map(Number)
    const [wb = 0, yb = 0] = b.split('-').map(Number)
    return ya - yb || wa - wb
  })

  const customiseWeek = () => {
    if (!weekKey) return
    const copy = structuredClone(getValues('defaultWeek'))
    setValue('weeks', { ...getValues('weeks'), [weekKey]: copy }, { shouldDirty: true })
  }
  const removeWeek = (key: string) => {
    const { [key]: _removed, ...rest } = getValues('weeks')
    setValue('weeks', rest, { shouldDirty: true })
  }
  const customiseDay = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dayDate) || getValues('days')[dayDate]) return
    // The day starts from the plan it replaces.
    const ranges = scheduledRanges(getValues() as Schedule, dayDate).map((r) => ({ ...r }))
    setValue('days', { ...getValues('days'), [dayDate]: ranges }, { shouldDirty: true })
  }
  const removeDay = (date: string) => {
    const { [date]: _removed, ...rest } = getValues('days')
    setValue('days', rest, { shouldDirty: true })
  }

  const onSubmit = async (values: Schedule) => {
    setServerError(null)
    setInvalid(false)
    try {
      const saved = await save.mutateAsync(values)
      reset(scheduleToForm(saved))
      toast(t('saved'))
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues)
          setError(issue.path as Path<ScheduleFormValues>, { type: 'server', message: issue.code })
      }
      setServerError(errorMessage(error))
    }
  }

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit, () => setInvalid(true))}>
        <Stack spacing={4}>
          <Controller
            control={control}
            name="timeslotMinutes"
            render={({ field }) => (
              <NativeSelectField
                label={t('timeslot.label')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? 15}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                sx={{ maxWidth: 260 }}
              >
                {timeslotMinutesOptions.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('timeslot.minutes', { count: Number(minutes) })}
                  </option>
                ))}
              </NativeSelectField>
            )}
          />

          <Section title={t('sections.defaultWeek')}>
            <WeekPlanFields name="defaultWeek" />
          </Section>

          <Section title={t('sections.weeks')} intro={t('weeks.intro')}>
            <TextField
              type="date"
              label={t('weeks.pick')}
              value={weekDate}
              onChange={(event) => setWeekDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              sx={{ maxWidth: 260 }}
            />
            {weekKey && span ? (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('weeks.label', {
                    week: plainNumber(weekNumber ?? '', language),
                    year: plainNumber(weekYear ?? '', language),
                  })}{' '}
                  ·{' '}
                  {t('weeks.range', {
                    from: formatDayHeading(span.from, language),
                    to: formatDayHeading(span.to, language),
                  })}
                </Typography>
                {weeks?.[weekKey] ? (
                  <Stack spacing={1} sx={{ marginBlockStart: 1 }}>
                    <WeekPlanFields name={`weeks.${weekKey}`} />
                    <Button
                      color="error"
                      onClick={() => removeWeek(weekKey)}
                      startIcon={<DeleteOutlinedIcon />}
                      sx={{ alignSelf: 'flex-start' }}
                    >
                      {t('weeks.remove')}
                    </Button>
                  </Stack>
                ) : (
                  <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography color="textSecondary">{t('weeks.usesDefault')}</Typography>
                    <Button variant="outlined" onClick={customiseWeek}>
                      {t('weeks.customise')}
                    </Button>
                  </Box>
                )}
              </Box>
            ) : null}
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('weeks.list')}
              </Typography>
              {customisedWeeks.length === 0 ? (
                <Typography variant="body2" color="textSecondary">
                  {t('weeks.none')}
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', marginBlockStart: 0.5 }}>
                  {customisedWeeks.map((key) => {
                    const [week, year] = key.split('-')
                    return (
                      <Chip
                        key={key}
                        label={t('weeks.label', {
                          week: plainNumber(week ?? '', language),
                          year: plainNumber(year ?? '', language),
                        })}
                        color={key === weekKey ? 'primary' : 'default'}
                        onClick={() => {
                          // Any day of that ISO week selects it: its Thursday is always in the week's year.
                          const jan4 = `${year}-01-04`
                          const monday = addCalendarDays(jan4, -mondayFirst.indexOf(dayKeyOf(jan4)))
                          setWeekDate(addCalendarDays(monday, (Number(week) - 1) * 7 + 3))
                        }}
                      />
                    )
                  })}
                </Box>
              )}
            </Box>
          </Section>

          <Section title={t('sections.days')} intro={t('customDays.intro')}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                type="date"
                label={t('customDays.date')}
                value={dayDate}
                onChange={(event) => setDayDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                sx={{ maxWidth: 260 }}
              />
              <Button variant="outlined" onClick={customiseDay} disabled={Boolean(days?.[dayDate])}>
                {t('customDays.add')}
              </Button>
            </Box>
            {customisedDays.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('customDays.none')}
              </Typography>
            ) : null}
            {customisedDays.map((date) => {
              const heading = formatDayHeading(date, language, true)
              return (
                <Box key={date} sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingBlockEnd: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
                      {heading}
                    </Typography>
                    <IconButton
                      onClick={() => removeDay(date)}
                      aria-label={t('customDays.remove', { date: heading })}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Box>
                  <TimeRangesField name={`days.${date}`} dayLabel={heading} />
                </Box>
              )
            })}
          </Section>

          <Section title={t('sections.months')}>
            <MonthsView control={control} />
          </Section>

          {invalid ? (
            <Alert severity="error" role="alert">
              {t('invalid')}
            </Alert>
          ) : null}
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button
              onClick={() => {
                reset()
                setInvalid(false)
              }}
              disabled={!formState.isDirty || formState.isSubmitting}
            >
              {t('actions.reset')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
              startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {formState.isSubmitting ? t('actions.saving') : t('actions.save')}
            </Button>
          </Box>

          {preview ? (
            <Section title={t('sections.preview')} intro={t('preview.intro')}>
              {preview}
            </Section>
          ) : null}
        </Stack>
      </Box>
    </FormProvider>
  )
}
