import { ePaymentSurcharge, patientPrice, type PricingConfig } from '@app/domain/doctors'
import { poundsFromText } from '@app/domain/money'
import {
  updatePaymentSettingsSchema,
  type PaymentSettings,
  type PaymentSettingsView,
} from '@app/domain/payments'
import type { Language } from '@app/domain/shared'
import { formatDateTime, formatMoney } from '@app/i18n/format'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ApiError } from '#web/shared/lib/api-client'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { TextField } from '#web/shared/ui/text-field'
import { useToast } from '#web/shared/ui/toast'
import { usePaymentSettings, useUpdatePaymentSettings } from '../api/payment-settings'

type PercentField = 'doctorCutPercent' | 'ePaymentSurchargePercent' | 'serviceChargePercent' | 'vatPercent'
type Field = PercentField | 'maxPricePiastres'
const percentFields: PercentField[] = [
  'doctorCutPercent',
  'ePaymentSurchargePercent',
  'serviceChargePercent',
  'vatPercent',
]
type Texts = Record<Field, string>

/** The example the form prices: a doctor asking 100 EGP. */
const exampleDoctorPrice = 10_000

/** Two decimals at most, as stored (basis points; piastres): 62.72, 3.55, 10000. */
const asText = (hundredths: number) => String(hundredths / 100)

function textsOf(settings: PaymentSettings): Texts {
  return {
    doctorCutPercent: asText(Math.round(settings.doctorCutPercent * 100)),
    ePaymentSurchargePercent: asText(Math.round(settings.ePaymentSurchargePercent * 100)),
    serviceChargePercent: asText(Math.round(settings.serviceChargePercent * 100)),
    vatPercent: asText(Math.round(settings.vatPercent * 100)),
    maxPricePiastres: asText(settings.maxPricePiastres),
  }
}

/**
 * The typed texts as the body: percentages and pounds read the one way the domain reads typed amounts (Arabic-Indic
 * digits and a decimal comma accepted; two decimals at most), each a number or NaN for the schema to name.
 */
function bodyOf(texts: Texts): Record<Field, number> {
  const hundredths = (text: string) => poundsFromText(text) ?? Number.NaN
  const body = { maxPricePiastres: hundredths(texts.maxPricePiastres) } as Record<Field, number>
  for (const field of percentFields) body[field] = hundredths(texts[field]) / 100
  return body
}

function usePaymentSettingsTranslation() {
  const translation = useTranslation(['payments', 'validation', 'errors', 'common'])
  const language: Language = translation.i18n.language.startsWith('en') ? 'en' : 'ar'
  return { ...translation, language }
}

function SettingsForm({ current }: { current: PaymentSettingsView }) {
  const { t, language } = usePaymentSettingsTranslation()
  const fieldMessage = useFieldMessage()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const update = useUpdatePaymentSettings()
  const [texts, setTexts] = useState<Texts>(() => textsOf(current))
  const [serverIssues, setServerIssues] = useState<Partial<Record<Field, string>>>({})
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const parsed = updatePaymentSettingsSchema.safeParse(bodyOf(texts))
  const issues: Partial<Record<Field, string>> = { ...serverIssues }
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues[issue.path[0] as Field] ??= issue.message
  const initial = textsOf(current)
  const dirty = (Object.keys(initial) as Field[]).some((field) => initial[field] !== texts[field])
  const money = (piastres: number) => formatMoney(piastres, language)
  const exampleUnder = (config: PricingConfig) => {
    const total = patientPrice(exampleDoctorPrice, config).total
    return { total, surcharge: ePaymentSurcharge(total, config) }
  }
  const before = exampleUnder(current)
  const after = parsed.success ? exampleUnder(parsed.data) : null

  const change = (field: Field, value: string) => {
    setServerIssues(({ [field]: _dropped, ...others }) => others)
    setTexts((previous) => ({ ...previous, [field]: value }))
  }
  const shownIssue = (field: Field) =>
    (touched[field] || submitted) && issues[field] ? fieldMessage(issues[field]) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (parsed.success && dirty) setConfirming(true)
  }

  const save = () => {
    if (!parsed.success) return
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setConfirming(false)
        setSubmitted(false)
        setTouched({})
        setTexts(textsOf(saved))
        toast(t('settings.saved', { count: saved.recomputedPrices }))
      },
      onError: (error) => {
        setConfirming(false)
        if (error instanceof ApiError)
          setServerIssues(Object.fromEntries(error.issues.map((i) => [i.path, i.code])))
        toast(t('settings.saveFailed', { message: errorMessage(error) }), 'error')
      },
    })
  }

  const field = (name: Field, label: string, help: string, unit: string) => {
    const problem = shownIssue(name)
    return (
      <TextField
        key={name}
        name={name}
        label={label}
        value={texts[name]}
        onChange={(event) => change(name, event.target.value)}
        onBlur={() => setTouched((previous) => ({ ...previous, [name]: true }))}
        required
        fullWidth
        error={Boolean(problem)}
        helperText={problem ?? help}
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        }}
      />
    )
  }

  return (
    <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={submit}
        aria-labelledby="payment-settings-title"
      >
        <Typography id="payment-settings-title" variant="h6" component="h2">
          {t('settings.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {current.updatedAt
            ? t('settings.updatedAt', { date: formatDateTime(current.updatedAt, language) })
            : t('settings.neverChanged')}
        </Typography>
        {percentFields.map((name) =>
          field(name, t(`settings.fields.${name}`), t(`settings.help.${name}`), t('settings.percent')),
        )}
        {field(
          'maxPricePiastres',
          t('settings.fields.maxPrice'),
          t('settings.help.maxPrice'),
          t('settings.currency'),
        )}
        <Typography variant="body2" aria-live="polite">
          {t('settings.example', {
            doctor: money(exampleDoctorPrice),
            total: money((after ?? before).total),
            surcharge: money((after ?? before).surcharge),
          })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
          <Typography variant="body2" color="textSecondary" role="status">
            {submitted && !dirty ? t('settings.unchanged') : ''}
          </Typography>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('settings.confirm.title')}
        message={
          <>
            {t('settings.confirm.body')}
            {after && after.total !== before.total ? (
              <>
                {' '}
                {t('settings.confirm.pricesChange', {
                  doctor: money(exampleDoctorPrice),
                  before: money(before.total),
                  after: money(after.total),
                })}
              </>
            ) : null}
          </>
        }
        confirmLabel={t('settings.confirm.confirm')}
        cancelLabel={t('settings.confirm.cancel')}
        pending={update.isPending}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  )
}

/** /manage-payment-settings (issue 45 §5): the payment settings in force, and their form. */
export function PaymentSettingsEditor() {
  const { t } = usePaymentSettingsTranslation()
  const settings = usePaymentSettings()
  if (settings.isPending)
    return (
      <Stack spacing={2} aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    )
  if (settings.isError)
    return <RetryAlert onRetry={() => void settings.refetch()}>{t('settings.loadFailed')}</RetryAlert>
  // A save elsewhere (another admin) gives new values: the form starts again from them.
  return <SettingsForm key={settings.data.updatedAt ?? 'initial'} current={settings.data} />
}
