import type { BillingInfo } from '@app/domain/bookings'
import { cashInRequestSchema, type CashInRequest, type OrderMethod } from '@app/domain/payments'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { useCashIn } from '../api/cash-in'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'
import { AmountField } from './amount-field'
import { BillingForm, emptyBilling } from './billing-form'
import { MethodChoice } from './method-choice'

interface CashInFormValues {
  amount: number | undefined
  method: OrderMethod
  billing: BillingInfo
}

const checkRequest = formResolver(cashInRequestSchema)

/** Billing is asked for a card only (SPEC 5); what was typed for it stays in the form if the payer switches back. */
const resolver: Resolver<CashInFormValues, unknown, CashInRequest> = (values, context, options) =>
  checkRequest(
    { ...values, billing: values.method === 'card' ? values.billing : undefined } as never,
    context,
    options as never,
  ) as never

/**
 * SPEC 7.2 cashInPayment (/wallet/payments): an amount of at least 6 EGP, a method, billing for a card; opens a
 * top-up order and hands its id on, to be paid at /payments/pay/{orderId}.
 */
export function CashInForm({
  billingDefaults,
  onOrder,
}: {
  /** What is already known of the payer (name, email, phone). */
  billingDefaults?: Partial<BillingInfo>
  onOrder: (orderId: string) => void
}) {
  const { t } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const cashIn = useCashIn()
  const { control, handleSubmit } = useForm<CashInFormValues, unknown, CashInRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      amount: undefined,
      method: 'card',
      billing: { ...emptyBilling(t('billing.countryDefault')), ...billingDefaults },
    },
  })
  const method = useWatch({ control, name: 'method' })
  const billingHeadingId = useId()
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((request) =>
        cashIn.mutate(request, { onSuccess: ({ orderId }) => onOrder(orderId) }),
      )}
    >
      <Stack spacing={3}>
        <AmountField
          control={control}
          name="amount"
          label={t('cashIn.amount')}
          hint={t('cashIn.amountHint')}
          currency={t('cashIn.currency')}
        />
        <Controller
          control={control}
          name="method"
          render={({ field }) => <MethodChoice value={field.value} onChange={field.onChange} />}
        />
        {method === 'card' ? (
          <Box component="section" aria-labelledby={billingHeadingId}>
            <Typography id={billingHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('cashIn.billing')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 2 }}>
              {t('cashIn.billingNote')}
            </Typography>
            <BillingForm control={control} name="billing" />
          </Box>
        ) : null}
        {cashIn.error ? (
          <Alert severity="error" role="alert">
            {errorMessage(cashIn.error)}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth loading={cashIn.isPending}>
          {t('cashIn.submit')}
        </Button>
      </Stack>
    </Box>
  )
}
