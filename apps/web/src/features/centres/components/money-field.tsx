import InputAdornment from '@mui/material/InputAdornment'
import type { Ref } from 'react'
import { TextField } from '#web/shared/ui/text-field'
import { useCentresTranslation } from '../hooks/use-centres-translation'

/**
 * An amount typed in pounds as people type it (Arabic-Indic digits, a decimal comma or ٫; SPEC 5), kept as text: the
 * form reads it as piastres (`poundsFromText`) when it is sent.
 */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  help,
  name,
  inputRef,
  size,
}: {
  label: string
  value: string
  onChange: (text: string) => void
  /** A translated message: the field is wrong. */
  error?: string | undefined
  help?: string
  name: string
  inputRef?: Ref<HTMLInputElement>
  size?: 'small' | 'medium'
}) {
  const { t } = useCentresTranslation()
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? help}
      fullWidth
      size={size}
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
        input: {
          endAdornment: <InputAdornment position="end">{t('offers.dialog.currency')}</InputAdornment>,
        },
      }}
    />
  )
}
