import { TextField, type TextFieldProps } from '#web/shared/ui/text-field'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: FieldPath<T>; control: Control<T> }

/** A react-hook-form bound MUI text field whose error is a translated validation key. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, ...props }: Props<T>) {
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText}
          fullWidth={props.fullWidth ?? true}
        />
      )}
    />
  )
}
