import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'

interface Props<T extends FieldValues> {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
  legend: string
  options: { value: string; label: string }[]
  required?: boolean
}

/** A radio group in a fieldset whose legend names it (WCAG 1.3.1). */
export function RadioGroupField<T extends FieldValues>({
  name,
  control,
  legend,
  options,
  required,
}: Props<T>) {
  // Loads the namespaces the field's messages come from.
  useProfilesTranslation()
  const fieldMessage = useFieldMessage()
  const helperId = useId()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required={required}>
          <FormLabel component="legend">{legend}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={(_, value) => field.onChange(value)}
            onBlur={field.onBlur}
            aria-describedby={fieldState.error ? helperId : undefined}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? (
            <FormHelperText id={helperId}>{fieldMessage(fieldState.error.message)}</FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  )
}
