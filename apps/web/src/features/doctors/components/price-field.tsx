import { patientPrice, type PricingConfig } from '@app/domain/doctors'
import { poundsFromText } from '@app/domain/money'
import { formatMoney } from '@app/i18n/format'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/** Pounds typed → piastres; the domain's one reading of typed amounts (the wallet top-up uses it too). */
export const poundsToPiastres = poundsFromText

const piastresToPounds = (piastres: number | undefined | null) =>
  piastres === undefined || piastres === null || Number.isNaN(piastres) ? '' : String(piastres / 100)

/**
 * What the patient pays for a doctor's price, live: the total and its parts (SPEC 3.1, 9: fees and VAT), computed
 * with the payment settings in force (`config`, the editor's; ADR 0049), as the API stores it.
 */
export function PatientPriceNote({
  piastres,
  id,
  config,
}: {
  piastres: number | undefined
  id?: string
  config: PricingConfig
}) {
  const { t, language } = useDoctorsTranslation()
  if (piastres === undefined || !Number.isSafeInteger(piastres) || piastres < 0) {
    return (
      <Typography id={id} variant="body2" color="textSecondary">
        {t('editor.price.empty')}
      </Typography>
    )
  }
  const price = patientPrice(piastres, config)
  const money = (value: number) => formatMoney(value, language)
  return (
    <Box id={id} aria-live="polite">
      <Typography sx={{ fontWeight: 700 }}>
        {t('editor.price.patientPays', { total: money(price.total) })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('editor.price.breakdown', {
          doctor: money(price.doctor),
          fee: money(price.serviceFee),
          vat: money(price.vat),
        })}
      </Typography>
    </Box>
  )
}

type Props<T extends FieldValues> = {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
  label: string
  required?: boolean
  /** The payment settings the patient's price is computed with (the doctor's editor carries them). */
  config: PricingConfig
}

/**
 * The doctor's price in pounds, kept in the form in piastres (SPEC 9), with the patient's price (fees and VAT
 * included) shown as the doctor types. The schema's messages (at least 6 EGP, primary care at most 60) show here.
 */
export function PriceField<T extends FieldValues>({ name, control, label, required, config }: Props<T>) {
  const { t } = useDoctorsTranslation()
  const fieldMessage = useFieldMessage()
  const noteId = useId()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PriceInput
          value={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          label={label}
          required={required}
          error={fieldMessage(fieldState.error?.message)}
          noteId={noteId}
          currency={t('editor.price.currency')}
          config={config}
        />
      )}
    />
  )
}

function PriceInput({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  label,
  required,
  error,
  noteId,
  currency,
  config,
}: {
  value: number | undefined
  onChange: (value: number | undefined) => void
  onBlur: () => void
  inputRef: (element: HTMLInputElement | null) => void
  name: string
  label: string
  required?: boolean
  error: string | undefined
  noteId: string
  currency: string
  config: PricingConfig
}) {
  const inputId = useId()
  // The text as typed ('12.' on the way to '12.5'), kept in step with the form's value when that changes.
  const [text, setText] = useState(piastresToPounds(value))
  const [shown, setShown] = useState(value)
  if (!Object.is(value, shown)) {
    setShown(value)
    if (!Object.is(poundsToPiastres(text), value)) setText(piastresToPounds(value))
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        id={inputId}
        name={name}
        inputRef={inputRef}
        label={label}
        required={required}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onChange(poundsToPiastres(event.target.value))
        }}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            dir: 'ltr',
            // The error (MUI's helper text) and the live patient price both describe the field.
            'aria-describedby': [error ? `${inputId}-helper-text` : null, noteId].filter(Boolean).join(' '),
          },
          input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
        }}
      />
      <PatientPriceNote piastres={value} id={noteId} config={config} />
    </Box>
  )
}
