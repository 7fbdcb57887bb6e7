import { toWesternDigits } from '@app/domain/shared'
import { TextField, type TextFieldProps } from '#web/shared/ui/text-field'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>
  control: Control<T>
  /** What the field says while valid; the SMS code's hint by default. */
  hint?: string
}

/** A 6-digit code (SMS, or an authenticator's): one input, numeric keypad, the browser's one-time-code autofill, Arabic-Indic digits. */
export function OtpCodeField<T extends FieldValues>({ name, control, label, hint, ...props }: Props<T>) {
  const { t } = useTranslation('common')
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(toWesternDigits(event.target.value).replace(/\D/g, '').slice(0, 6))
          }
          label={label ?? t('code.label')}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? hint ?? t('code.hint')}
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              dir: 'ltr',
              style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
            },
          }}
        />
      )}
    />
  )
}
