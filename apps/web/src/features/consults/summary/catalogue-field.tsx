import Autocomplete from '@mui/material/Autocomplete'
import { TextField } from '#web/shared/ui/text-field'
import type { ReactNode } from 'react'

/**
 * A text field that suggests catalogue entries while typing and still takes free text (issue 11 §2: "from a
 * medicines catalogue with free entry allowed"): what is typed is the value; picking a suggestion fills it and
 * lets the caller keep the entry's code (and, for a medicine, its form).
 */
export function CatalogueTextField<T>({
  label,
  value,
  onChange,
  onPick,
  search,
  optionLabel,
  optionKey,
  error,
  helperText,
  dir,
  name,
  inputRef,
  onBlur,
}: {
  label: ReactNode
  value: string
  onChange: (text: string) => void
  onPick: (item: T) => void
  search: (query: string) => readonly T[]
  optionLabel: (item: T) => string
  optionKey: (item: T) => string
  error?: boolean
  helperText?: ReactNode
  dir?: 'ltr' | 'rtl' | 'auto'
  name?: string
  inputRef?: React.Ref<HTMLInputElement>
  onBlur?: () => void
}) {
  return (
    <Autocomplete<T | string, false, false, true>
      freeSolo
      autoHighlight={false}
      options={value.trim().length > 0 ? (search(value) as (T | string)[]) : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : optionLabel(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : optionKey(option))}
      inputValue={value}
      value={null}
      onInputChange={(_, text, reason) => {
        // Picking fires 'selectOption' via onChange; a reset after it would echo the label back.
        if (reason === 'input' || reason === 'clear') onChange(text)
      }}
      onChange={(_, option) => {
        if (option !== null && typeof option !== 'string') onPick(option)
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          onBlur={onBlur}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir } }}
        />
      )}
    />
  )
}
