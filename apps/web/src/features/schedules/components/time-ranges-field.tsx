import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import { TextField } from '#web/shared/ui/text-field'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { useId } from 'react'
import { Controller, get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import {
  defaultTimeslotMinutes,
  timeslotMinutesOptions,
  type TimeRange,
  type TimeslotMinutes,
} from '@app/domain/schedules'
import { formatWallTime } from '@app/i18n/format'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { nextRange, type ScheduleFormValues } from '../lib/schedule-form'

type RangesPath = `defaultWeek.${string}.ranges` | `weeks.${string}.${string}.ranges` | `days.${string}`

/**
 * A day's periods: start and end times, the period's slot length (the schedule's unless chosen: a one-off short
 * evening need not change the whole week, issue 41 §4), add and remove. A period that overlaps an earlier one shows
 * the schema's 'overlap' message on itself (SPEC 5); the whole day is checked again after each edit.
 */
export function TimeRangesField({ name, dayLabel }: { name: RangesPath; dayLabel: string }) {
  const { t, language } = useSchedulesTranslation()
  const fieldMessage = useFieldMessage()
  const { control, getValues, setValue, trigger } = useFormContext<ScheduleFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: name as `days.${string}` })
  const { errors, isSubmitted } = useFormState({ control, name: name as `days.${string}` })
  const baseId = useId()
  const scheduleMinutes = useWatch({ control, name: 'timeslotMinutes' }) ?? defaultTimeslotMinutes
  const ranges = useWatch({ control, name: name as `days.${string}` }) as TimeRange[] | undefined
  const minutesText = (minutes: number) => t('timeslot.minutes', { count: Number(minutes) })
  // Live checks once a range was edited or the form submitted; the whole day, since overlaps involve two ranges.
  const recheck = () => void trigger(name as `days.${string}`)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('range.none')}
        </Typography>
      ) : null}
      {fields.map((field, index) => {
        const rangeError = fieldMessage(get(errors, `${name}.${index}.message`) as string | undefined)
        const errorId = `${baseId}-${index}-error`
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('range.group', { day: dayLabel, number: index + 1 })}
            aria-describedby={rangeError ? errorId : undefined}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
              maxWidth: 400,
              alignItems: 'flex-start',
              gap: 1,
              padding: 1,
              borderRadius: 1,
              border: 1,
              borderColor: rangeError ? 'error.main' : 'transparent',
            }}
          >
            {(['start', 'end'] as const).map((part) => (
              <Controller
                key={part}
                control={control}
                name={`${name}.${index}.${part}` as `days.${string}.${number}.start`}
                render={({ field: input, fieldState }) => (
                  <TextField
                    {...input}
                    type="time"
                    label={t(`range.${part}`)}
                    size="small"
                    error={Boolean(fieldState.error) || Boolean(rangeError)}
                    helperText={
                      fieldMessage(fieldState.error?.message) ??
                      // A time input shows the day's end as '12:00 AM' (its start): say it is midnight (issue 41 §4).
                      (part === 'end' && input.value === '00:00'
                        ? t('range.endOfDay', { time: formatWallTime('24:00', language) })
                        : undefined)
                    }
                    onChange={(event) => {
                      input.onChange(event)
                      if (isSubmitted || fields.length > 1) recheck()
                    }}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, dir: 'ltr' } }}
                  />
                )}
              />
            ))}
            <NativeSelectField
              label={t('range.timeslot')}
              name={`${name}.${index}.timeslotMinutes`}
              // Empty: the period has no length of its own and follows the schedule's. Set through setValue, not a
              // Controller, whose value would fall back to the loaded length when set to undefined.
              value={ranges?.[index]?.timeslotMinutes ?? ''}
              onChange={(event) =>
                setValue(
                  `${name}.${index}.timeslotMinutes` as `days.${string}.${number}.timeslotMinutes`,
                  event.target.value === '' ? undefined : (Number(event.target.value) as TimeslotMinutes),
                  { shouldDirty: true },
                )
              }
              size="small"
              sx={{ gridColumn: '1 / 3', gridRow: 2 }}
            >
              <option value="">
                {t('range.timeslotDefault', { minutes: minutesText(scheduleMinutes) })}
              </option>
              {timeslotMinutesOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutesText(minutes)}
                </option>
              ))}
            </NativeSelectField>
            <IconButton
              onClick={() => {
                remove(index)
                recheck()
              }}
              aria-label={t('range.remove', { number: index + 1 })}
              sx={{ gridColumn: 3, gridRow: 1 }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
            {rangeError ? (
              <FormHelperText id={errorId} error role="alert" sx={{ gridColumn: '1 / -1', margin: 0 }}>
                {rangeError}
              </FormHelperText>
            ) : null}
          </Box>
        )
      })}
      <Button
        onClick={() => {
          append(nextRange(getValues(name as `days.${string}`) ?? []))
          if (fields.length > 0) recheck()
        }}
        startIcon={<AddIcon />}
        size="small"
        aria-label={t('range.addTo', { day: dayLabel })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('range.add')}
      </Button>
    </Box>
  )
}
