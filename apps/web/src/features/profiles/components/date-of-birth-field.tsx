import { TextField } from '#web/shared/ui/text-field'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { cairoToday } from '../hooks/use-profile-form'

interface Props<T extends FieldValues> {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
  label: string
  required?: boolean
}

/**
 * A native date input (the phone's own date picker, YYYY-MM-DD). `max` keeps the picker off future days; the form
 * schema still refuses a future date or, for patients, an age under 18 (SPEC 5), as typed dates bypass `max`.
 */
export function DateOfBirthField<T extends FieldValues>({ name, control, label, required }: Props<T>) {
  // Loads the namespaces the field's messages come from.
  useProfilesTranslation()
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          type="date"
          label={label}
          required={required}
          fullWidth
          autoComplete="bday"
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: cairoToday(), min: '1900-01-01' } }}
        />
      )}
    />
  )
}
