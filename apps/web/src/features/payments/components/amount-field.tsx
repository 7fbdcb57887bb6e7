import { poundsFromText } from '@app/domain/money'
import InputAdornment from '@mui/material/InputAdornment'
import { TextField } from '#web/shared/ui/text-field'
import { useState } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

/**
 * An amount typed in pounds (Arabic-Indic digits, a decimal comma or point: SPEC 5), held in the form as piastres
 * for the domain schema to check. Unreadable text is NaN, so the schema speaks instead of the amount vanishing.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  currency,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form context and transformed values
  control: Control<T, any, any>
  name: FieldPath<T>
  label: string
  hint: string
  currency: string
}) {
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <AmountInput
          name={field.name}
          inputRef={field.ref}
          initial={field.value as number | undefined}
          onAmount={field.onChange}
          onBlur={field.onBlur}
          label={label}
          currency={currency}
          message={(blank) =>
            fieldState.error ? fieldMessage(blank ? 'validation:required' : fieldState.error.message) : hint
          }
          invalid={Boolean(fieldState.error)}
        />
      )}
    />
  )
}

function AmountInput({
  name,
  inputRef,
  initial,
  onAmount,
  onBlur,
  label,
  currency,
  message,
  invalid,
}: {
  name: string
  inputRef: (element: HTMLInputElement | null) => void
  initial: number | undefined
  onAmount: (piastres: number | undefined) => void
  onBlur: () => void
  label: string
  currency: string
  message: (blank: boolean) => string | undefined
  invalid: boolean
}) {
  // The text as typed ('12,' on the way to '12,5'); the form holds what it means.
  const [text, setText] = useState(initial === undefined ? '' : String(initial / 100))
  return (
    <TextField
      name={name}
      inputRef={inputRef}
      label={label}
      required
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onAmount(poundsFromText(event.target.value))
      }}
      onBlur={onBlur}
      error={invalid}
      helperText={message(text.trim() === '')}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
      }}
    />
  )
}
