import type { OrderView } from '@app/domain/payments'
import { isolate } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Controller, useForm, type Control } from 'react-hook-form'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { OtpCodeField } from '#web/shared/ui/otp-code-field'
import { usePaySandboxOrder } from '../api/pay-sandbox-order'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'
import { cardLast4, groupCardNumber, typeExpiry } from '../lib/card'
import { cardFormSchema, otpFormSchema, type CardForm } from '../lib/checkout-schemas'
import { TestValuesNote } from './test-values-note'

/**
 * The sandbox's card page (issue 9 §3): the card, then the one-time code "sent to your phone", as 3-D Secure asks.
 * The card number, expiry and CVV live only in this component's state; the server gets the last four digits and
 * the code.
 */
export function CardCheckout({ order, onSubmitted }: { order: OrderView; onSubmitted: () => void }) {
  const [last4, setLast4] = useState<string | null>(null)
  return last4 === null ? (
    <CardStep onCard={setLast4} />
  ) : (
    <OtpStep order={order} last4={last4} onBack={() => setLast4(null)} onSubmitted={onSubmitted} />
  )
}

function CardStep({ onCard }: { onCard: (last4: string) => void }) {
  const { t } = usePaymentsTranslation()
  const { control, handleSubmit } = useForm<CardForm>({
    resolver: formResolver(cardFormSchema(new Date())),
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvv: '' },
  })
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((card) => onCard(cardLast4(card.number)))}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('card.title')}
        </Typography>
        <CardField
          control={control}
          name="number"
          label={t('card.number')}
          autoComplete="cc-number"
          format={groupCardNumber}
          maxLength={23}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <CardField
            control={control}
            name="expiry"
            label={t('card.expiry')}
            autoComplete="cc-exp"
            format={typeExpiry}
            maxLength={5}
            placeholder={t('card.expiryPlaceholder')}
          />
          <CardField
            control={control}
            name="cvv"
            label={t('card.cvv')}
            autoComplete="cc-csc"
            format={(text) => text.replace(/[^\d\u0660-\u0669\u06f0-\u06f9]/g, '').slice(0, 4)}
            maxLength={4}
            hint={t('card.cvvHint')}
            secret
          />
        </Box>
        <Typography variant="body2" color="textSecondary">
          {t('card.stays')}
        </Typography>
        <TestValuesNote method="card" />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('card.continue')}
        </Button>
      </Stack>
    </Box>
  )
}

/** A card field: digits, left to right in either language, with no `name` a browser form post could carry away. */
function CardField({
  control,
  name,
  label,
  autoComplete,
  format,
  maxLength,
  placeholder,
  hint,
  secret = false,
}: {
  control: Control<CardForm>
  name: keyof CardForm
  label: string
  autoComplete: string
  format: (text: string) => string
  maxLength: number
  placeholder?: string
  hint?: string
  secret?: boolean
}) {
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          inputRef={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(format(event.target.value))}
          onBlur={field.onBlur}
          label={label}
          required
          type={secret ? 'password' : 'text'}
          placeholder={placeholder}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? hint}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete, dir: 'ltr', maxLength } }}
        />
      )}
    />
  )
}

function OtpStep({
  order,
  last4,
  onBack,
  onSubmitted,
}: {
  order: OrderView
  last4: string
  onBack: () => void
  onSubmitted: () => void
}) {
  const { t } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const pay = usePaySandboxOrder(order.id)
  const { control, handleSubmit, setFocus } = useForm({
    resolver: formResolver(otpFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  })
  // The card step's button is gone: keyboard and screen-reader users land on the code they are asked for.
  useEffect(() => setFocus('otp'), [setFocus])
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ otp }) =>
        pay.mutate({ method: 'card', last4, otp }, { onSuccess: onSubmitted }),
      )}
    >
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('card.otpTitle')}
        </Typography>
        <Typography>{t('card.otpSent', { last4: isolate(last4) })}</Typography>
        <OtpCodeField control={control} name="otp" required />
        <TestValuesNote method="card" />
        {pay.error ? (
          <Alert severity="error" role="alert">
            {errorMessage(pay.error)}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth loading={pay.isPending}>
          {t('card.pay', { amount: order.amount })}
        </Button>
        <Button onClick={onBack} disabled={pay.isPending}>
          {t('card.back')}
        </Button>
      </Stack>
    </Box>
  )
}
