import { dayKeys } from '@app/domain/schedules'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useSchedulesTranslation } from '../hooks/use-schedules-translation'
import { nextRange, type ScheduleFormValues } from '../lib/schedule-form'
import { TimeRangesField } from './time-ranges-field'

type WeekPath = 'defaultWeek' | `weeks.${string}`

/** SPEC 3.4: seven days, Saturday first (Egypt's week), each checked or not with its periods. */
export function WeekPlanFields({ name }: { name: WeekPath }) {
  const { t } = useSchedulesTranslation()
  const { control, setValue } = useFormContext<ScheduleFormValues>()
  const week = useWatch({ control, name: name as 'defaultWeek' })
  const { errors } = useFormState({ control, name })

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {dayKeys.map((day) => {
        const dayLabel = t(`dayNames.${day}`)
        const checked = week?.[day]?.checked ?? false
        const rangesPath = `${name}.${day}.ranges` as `defaultWeek.${string}.ranges`
        // An unchecked day keeps its periods for later; they stay visible while one of them is wrong.
        const showRanges = checked || Boolean(get(errors, rangesPath))
        return (
          <Box
            key={day}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
              gap: 1,
              paddingBlock: 1,
              borderBlockEnd: 1,
              borderColor: 'divider',
            }}
          >
            <Controller
              control={control}
              name={`${name}.${day}.checked` as 'defaultWeek.sa.checked'}
              render={({ field }) => (
                <FormControlLabel
                  label={dayLabel}
                  sx={{ alignSelf: 'flex-start' }}
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => {
                        field.onChange(event.target.checked)
                        // A day switched on starts with a period to adjust rather than none.
                        if (event.target.checked && !week?.[day]?.ranges.length)
                          setValue(rangesPath as 'days.x', [nextRange([])], { shouldDirty: true })
                      }}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
            {showRanges ? <TimeRangesField name={rangesPath} dayLabel={dayLabel} /> : null}
          </Box>
        )
      })}
    </Box>
  )
}
