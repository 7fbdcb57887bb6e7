import type { OrderView } from '@app/domain/payments'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { OtpCodeField } from '#web/shared/ui/otp-code-field'
import { usePaySandboxOrder } from '../api/pay-sandbox-order'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'
import { mobileWalletFormSchema } from '../lib/checkout-schemas'
import { TestValuesNote } from './test-values-note'

/** The sandbox's mobile-wallet page (SPEC 9): the wallet's number, its 6-digit PIN and the 6-digit one-time code. */
export function MobileWalletCheckout({ order, onSubmitted }: { order: OrderView; onSubmitted: () => void }) {
  const { t } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const pay = usePaySandboxOrder(order.id)
  const { control, handleSubmit } = useForm({
    resolver: formResolver(mobileWalletFormSchema),
    mode: 'onTouched',
    defaultValues: { walletNumber: '', pin: '', otp: '' },
  })
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((wallet) =>
        pay.mutate({ method: 'mobileWallet', ...wallet }, { onSuccess: onSubmitted }),
      )}
    >
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('mobileWallet.title')}
        </Typography>
        <FormTextField
          control={control}
          name="walletNumber"
          label={t('mobileWallet.number')}
          helperText={t('mobileWallet.numberHint')}
          required
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 14 } }}
        />
        <FormTextField
          control={control}
          name="pin"
          label={t('mobileWallet.pin')}
          required
          type="password"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 6 } }}
        />
        <OtpCodeField control={control} name="otp" required helperText={t('mobileWallet.otpHint')} />
        <TestValuesNote method="mobileWallet" />
        {pay.error ? (
          <Alert severity="error" role="alert">
            {errorMessage(pay.error)}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth loading={pay.isPending}>
          {t('card.pay', { amount: order.amount })}
        </Button>
      </Stack>
    </Box>
  )
}
