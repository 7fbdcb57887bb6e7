import { normaliseNumberText } from '@app/domain/shared'
import { TextField, type TextFieldProps } from '#web/shared/ui/text-field'
import { useState } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
  /** Decimals allowed (a map coordinate); default whole numbers (years of experience). */
  decimal?: boolean
}

const parse = (text: string, decimal: boolean): number | undefined => {
  const normalised = normaliseNumberText(text)
  if (normalised === '') return undefined
  const pattern = decimal ? /^-?\d+(\.\d*)?$/ : /^\d+$/
  // Unreadable text stays NaN, so the schema's number rule speaks instead of the value silently vanishing.
  return pattern.test(normalised) ? Number(normalised) : Number.NaN
}

/** A number in a text box (Arabic-Indic digits accepted, SPEC 5), held in the form as a number. */
export function NumberField<T extends FieldValues>({
  name,
  control,
  decimal = false,
  helperText,
  ...props
}: Props<T>) {
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          value={field.value as number | undefined}
          onValue={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          decimal={decimal}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  )
}

function NumberInput({
  value,
  onValue,
  decimal,
  ...props
}: Omit<TextFieldProps, 'value'> & {
  value: number | undefined
  onValue: (value: number | undefined) => void
  decimal: boolean
}) {
  const show = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : String(v))
  const [text, setText] = useState(show(value))
  const [shown, setShown] = useState(value)
  if (!Object.is(value, shown)) {
    setShown(value)
    if (!Object.is(parse(text, decimal), value)) setText(show(value))
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onValue(parse(event.target.value, decimal))
      }}
      fullWidth
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric', dir: 'ltr' } }}
    />
  )
}
