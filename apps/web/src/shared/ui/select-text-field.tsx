import TextField, { type TextFieldProps } from '@mui/material/TextField'

export type SelectTextFieldProps = Omit<TextFieldProps, 'select'>

/**
 * MUI's `TextField select`: a menu of `MenuItem`s, or the browser's own list with `slotProps.select.native`. Kept
 * apart from the app's text field (shared/ui/text-field.tsx), so a page without a select does not download MUI's
 * Select, menu, popover and modal.
 */
export function SelectTextField(props: SelectTextFieldProps) {
  return <TextField {...props} select />
}
