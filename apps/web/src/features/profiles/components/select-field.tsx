import { NativeSelectField, type NativeSelectFieldProps } from '#web/shared/ui/native-select-field'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

export interface SelectOption {
  value: string | number
  label: string
}

type Props<T extends FieldValues> = Omit<
  NativeSelectFieldProps,
  'name' | 'onChange' | 'value' | 'children'
> & {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
  options: SelectOption[]
  /** Catalog ids are numbers; the native select hands back strings. */
  numeric?: boolean
  onValueChange?: (value: string | number | undefined) => void
}

/**
 * A native select (a real `<select>` with a visible label): long lists such as 27 governorates scroll natively on
 * phones, and the keyboard and screen readers know it.
 */
export function SelectField<T extends FieldValues>({
  name,
  control,
  options,
  numeric = false,
  onValueChange,
  helperText,
  ...props
}: Props<T>) {
  const { t } = useProfilesTranslation()
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NativeSelectField
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) => {
            const raw = event.target.value
            const value = raw === '' ? undefined : numeric ? Number(raw) : raw
            field.onChange(value)
            onValueChange?.(value)
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText}
          fullWidth={props.fullWidth ?? true}
        >
          <option value="">{t('form.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  )
}
