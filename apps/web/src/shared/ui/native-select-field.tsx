import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId, type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'

export interface NativeSelectFieldProps {
  label: ReactNode
  value: string | number
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  /** The `<option>`s. */
  children: ReactNode
  id?: string
  name?: string
  onBlur?: () => void
  inputRef?: Ref<HTMLSelectElement>
  helperText?: ReactNode
  error?: boolean
  required?: boolean
  disabled?: boolean
  fullWidth?: boolean
  size?: 'small' | 'medium'
  sx?: SxProps<Theme>
  slotProps?: { htmlInput?: SelectHTMLAttributes<HTMLSelectElement> & Record<`data-${string}`, string> }
}

/**
 * A labelled native select (the browser's own `<select>`) in MUI's outlined look, as MUI's `TextField select` with
 * `native` draws it: phones show their own picker for long lists (27 governorates, every specialty), and the
 * keyboard and screen readers know it. Without the menu, popover and modal that MUI's Select brings along
 * (docs/decisions/0012).
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  id: givenId,
  name,
  onBlur,
  inputRef,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  sx,
  slotProps,
}: NativeSelectFieldProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  return (
    <FormControl
      className="MuiTextField-root"
      sx={sx}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      variant="outlined"
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        name={name}
        inputRef={inputRef}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': helperTextId, ...slotProps?.htmlInput }}
      >
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  )
}
