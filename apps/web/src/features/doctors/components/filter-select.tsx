import { NativeSelectField } from '#web/shared/ui/native-select-field'
import { useId } from 'react'

export interface FilterOption {
  value: string | number
  label: string
  disabled?: boolean
}

/**
 * A labelled native select for a search filter: it changes the URL at once (no form). Native, so phones show
 * their own picker and screen readers know it; `anyLabel` is the empty choice.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  anyLabel,
  disabled,
  helperText,
}: {
  label: string
  value: string | number | undefined
  options: FilterOption[]
  onChange: (value: string | undefined) => void
  anyLabel?: string
  disabled?: boolean
  helperText?: string
}) {
  const id = useId()
  return (
    <NativeSelectField
      id={id}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      disabled={disabled}
      helperText={helperText}
      fullWidth
      size="small"
    >
      {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </NativeSelectField>
  )
}
