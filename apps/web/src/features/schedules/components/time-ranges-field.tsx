import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { useId } from 'react'
import { Controller, get, useFieldArray, useFormContext, useFormState } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { nextRange, type ScheduleFormValues } from '../lib/schedule-form'

type RangesPath = `defaultWeek.${string}.ranges` | `weeks.${string}.${string}.ranges` | `days.${string}`

/**
 * A day's periods: start and end times, add and remove. A period that overlaps an earlier one shows the
 * schema's 'overlap' message on itself (SPEC 5); the whole day is checked again after each edit.
 */
export function TimeRangesField({ name, dayLabel }: { name: RangesPath; dayLabel: string }) {
  const { t } = useSchedulesTranslation()
  const fieldMessage = useFieldMessage()
  const { control, getValues, trigger } = useFormContext<ScheduleFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: name as `days.${string}` })
  const { errors, isSubmitted } = useFormState({ control, name: name as `days.${string}` })
  const baseId = useId()
  // Live checks once a range was edited or the form submitted; the whole day, since overlaps involve two ranges.
  const recheck = () => void trigger(name as `days.${string}`)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
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
                    helperText={fieldMessage(fieldState.error?.message)}
                    onChange={(event) => {
                      input.onChange(event)
                      if (isSubmitted || fields.length > 1) recheck()
                    }}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, dir: 'ltr' } }}
                  />
                )}
              />
            ))}
            <IconButton
              onClick={() => {
                remove(index)
                recheck()
              }}
              aria-label={t('range.remove', { number: index + 1 })}
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
