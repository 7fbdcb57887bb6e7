import { toWesternDigits } from '@app/domain/shared'
import InputAdornment from '@mui/material/InputAdornment'
import { TextField, type TextFieldProps } from '#web/shared/ui/text-field'
import { useTheme } from '@mui/material/styles'
import type { KeyboardEvent } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

/** SPEC 5: keys that never belong in a phone number (number inputs would accept them). */
const blockedKeys = new Set(['e', 'E', '+', '-', '.'])

export function blockPhoneKeys(event: KeyboardEvent) {
  if (blockedKeys.has(event.key)) event.preventDefault()
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>
  control: Control<T>
}

/**
 * The Egyptian mobile number typed after a fixed +20 and without its leading 0 (10 digits starting with 1).
 * Arabic-Indic digits become Western as they are typed; messages come from `phoneInputSchema` keys.
 */
export function PhoneField<T extends FieldValues>({ name, control, label, helperText, ...props }: Props<T>) {
  const { t } = useTranslation('common')
  const { direction } = useTheme()
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
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(toWesternDigits(event.target.value))}
          onKeyDown={blockPhoneKeys}
          label={label ?? t('phone.label')}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText ?? t('phone.hint')}
          fullWidth={props.fullWidth ?? true}
          type="text"
          slotProps={{
            input: {
              // The number reads left to right with +20 on its left in Arabic too: in a right-to-left row the
              // end adornment is the left one.
              [direction === 'rtl' ? 'endAdornment' : 'startAdornment']: (
                <InputAdornment position={direction === 'rtl' ? 'end' : 'start'}>
                  <span dir="ltr">+20</span>
                </InputAdornment>
              ),
            },
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'tel-national',
              maxLength: 100,
              dir: 'ltr',
            },
          }}
        />
      )}
    />
  )
}
