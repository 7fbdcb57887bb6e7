import FormControl from '@mui/material/FormControl'
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import type { OutlinedTextFieldProps } from '@mui/material/TextField'
import { useId } from 'react'

/** What MUI's `slotProps` of a text field take, as plain objects (the only form this app uses). */
interface TextFieldSlotProps {
  input?: Partial<OutlinedInputProps>
  htmlInput?: InputBaseComponentProps
  inputLabel?: Partial<InputLabelProps>
  formHelperText?: Partial<FormHelperTextProps>
}

export type TextFieldProps = Omit<
  OutlinedTextFieldProps,
  'variant' | 'select' | 'children' | 'slots' | 'slotProps'
> & { slotProps?: TextFieldSlotProps }

/**
 * MUI's outlined `TextField` (label, input, helper text, the same props and markup) without a select. MUI's own
 * imports the filled and standard inputs and the whole Select with its menu, popover and modal, which every page
 * with a text field downloaded (about 12 KB gzip on sign-in; docs/decisions/0012). A select is MUI's
 * `TextField select`, or the native `SelectField`.
 */
export function TextField({
  autoComplete,
  autoFocus = false,
  color = 'primary',
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  id: givenId,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  slotProps = {},
  type,
  value,
  ...other
}: TextFieldProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  const labelId = label ? `${id}-label` : undefined
  const { input, htmlInput, inputLabel, formHelperText } = slotProps
  return (
    <FormControl
      {...other}
      className={['MuiTextField-root', other.className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' ? (
        <InputLabel htmlFor={id} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- passed on from the caller, as MUI's TextField does
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        // A paragraph someone writes (a complaint, a summary, a message) takes the direction of what they type: English
        // in an Arabic page reads left to right with its full stop on the right (issue 41 §4).
        inputProps={multiline ? { dir: 'auto', ...htmlInput } : htmlInput}
        label={label}
        notched={inputLabel?.shrink}
        {...input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  )
}
