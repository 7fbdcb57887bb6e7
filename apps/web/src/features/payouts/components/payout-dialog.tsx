import { poundsFromText } from '@app/domain/money'
import {
  minPayoutPiastres,
  payoutAmountSchema,
  payoutIssuers,
  payoutRequestSchema,
  payoutSandboxTestValues,
  type PayoutIssuer,
} from '@app/domain/payouts'
import { formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import { TextField } from '#web/shared/ui/text-field'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import { isolatedPhone } from '#web/shared/ui/phone-number'
import { useToast } from '#web/shared/ui/toast'
import { useRequestPayout } from '../api/request-payout'
import { usePayoutsTranslation } from '../hooks/use-payouts-translation'

/** The API's rules, plus the one it checks against the balance: no more than what is available. */
const formSchema = (available: number) =>
  payoutRequestSchema.extend({
    amount: payoutAmountSchema.max(available, 'validation:payout.amountAboveBalance'),
  })
type FormInput = z.input<ReturnType<typeof formSchema>>
type FormOutput = z.output<ReturnType<typeof formSchema>>
const fields = ['amount', 'msisdn', 'issuer', 'fullName', 'email'] as const

/** The issuer a number's prefix suggests (010 Vodafone, 011 Etisalat, 012 Orange); numbers move, so it is editable. */
const issuerOf = (msisdn: string): PayoutIssuer | null =>
  ({ '010': 'vodafone', '011': 'etisalat', '012': 'orange' })[msisdn.slice(0, 3)] as PayoutIssuer | null

/**
 * SPEC 3.5 'Payout form', 5 'Payout', 7.2 cashOutPayment: the amount (the whole available balance to start with),
 * the wallet's provider, its number (WE numbers are refused, and the form says so first), the name and email; then a
 * confirmation before anything is sent. The API's refusals show on their field.
 */
export function PayoutDialog({
  available,
  defaults,
  sandbox,
  onClose,
}: {
  available: number
  defaults: { fullName: string; email: string; msisdn: string }
  sandbox: boolean
  onClose: () => void
}) {
  const { t, language } = usePayoutsTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const payout = useRequestPayout()
  const [problem, setProblem] = useState<string | null>(null)
  const [review, setReview] = useState<FormOutput | null>(null)
  const [amountText, setAmountText] = useState(String(available / 100))
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema(available)),
    mode: 'onTouched',
    defaultValues: {
      amount: available,
      msisdn: defaults.msisdn,
      issuer: issuerOf(defaults.msisdn) ?? 'vodafone',
      fullName: defaults.fullName,
      email: defaults.email,
    },
  })

  const refused = (error: unknown) => {
    setReview(null)
    const unplaced: string[] = []
    let first = true
    if (error instanceof ApiError)
      for (const issue of error.issues) {
        const field = fields.find((f) => f === issue.path)
        if (field) {
          setError(field, { type: 'server', message: issue.code }, { shouldFocus: first })
          first = false
        } else unplaced.push(fieldMessage(issue.code) ?? issue.code)
      }
    setProblem([errorMessage(error), ...unplaced].join(' '))
  }

  const amount = (piastres: number) => formatMoney(piastres, language)

  return (
    <>
      <FormDialog
        title={t('form.title')}
        error={problem}
        cancelLabel={t('form.cancel')}
        submitLabel={t('form.review')}
        canSubmit={!payout.isPending}
        onClose={onClose}
        onSubmit={handleSubmit((values) => {
          setProblem(null)
          setReview(values)
        })}
      >
        {sandbox ? (
          <Alert severity="info" role="note">
            {t('sandbox.notice', {
              // Numbers, so they are written in the page's digits.
              failsAtOnce: Number(payoutSandboxTestValues.failsAtOnce),
              pendingThenSucceeds: Number(payoutSandboxTestValues.pendingThenSucceeds),
              pendingThenFails: Number(payoutSandboxTestValues.pendingThenFails),
            })}
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              label={t('form.amount')}
              required
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value)
                field.onChange(poundsFromText(event.target.value))
              }}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error
                  ? fieldMessage(amountText.trim() === '' ? 'validation:required' : fieldState.error.message)
                  : t('form.amountHint', { minPayout: minPayoutPiastres / 100, available: amount(available) })
              }
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                input: { endAdornment: <InputAdornment position="end">{t('form.currency')}</InputAdornment> },
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="issuer"
          render={({ field, fieldState }) => (
            <SelectTextField
              {...field}
              label={t('form.issuer')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error?.message)}
            >
              {payoutIssuers.map((issuer) => (
                <MenuItem key={issuer} value={issuer}>
                  {t(`form.issuers.${issuer}`)}
                </MenuItem>
              ))}
            </SelectTextField>
          )}
        />
        <FormTextField
          control={control}
          name="msisdn"
          label={t('form.msisdn')}
          helperText={t('form.msisdnHint')}
          required
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20 } }}
        />
        <Alert severity="warning" variant="outlined" role="note">
          {t('form.weNotice')}
        </Alert>
        <FormTextField
          control={control}
          name="fullName"
          label={t('form.fullName')}
          required
          autoComplete="name"
        />
        <FormTextField
          control={control}
          name="email"
          label={t('form.email')}
          type="email"
          required
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </FormDialog>
      <ConfirmDialog
        open={review !== null}
        title={t('form.confirmTitle')}
        message={
          review
            ? t('form.confirmBody', {
                amount: amount(review.amount),
                issuer: t(`form.issuers.${review.issuer}`),
                msisdn: isolatedPhone(review.msisdn),
                fullName: review.fullName,
              })
            : null
        }
        confirmLabel={t('form.confirm')}
        cancelLabel={t('form.back')}
        pending={payout.isPending}
        onCancel={() => setReview(null)}
        onConfirm={() => {
          if (!review) return
          payout.mutate(review, {
            // SPEC 4 'Cash-out result' and SPEC 8: success, the provider's words while pending, or the failure.
            onSuccess: (created) => {
              if (created.status === 'failed') toast(t('form.failed'), 'error')
              else if (created.status === 'succeeded') toast(t('list.status.succeeded'))
              else if (created.status === 'pending' && created.message) toast(created.message, 'info')
              else toast(t('form.sent', { amount: amount(created.amount) }))
              onClose()
            },
            onError: refused,
          })
        }}
      />
    </>
  )
}
