import type { OrderView } from '@app/domain/payments'
import { formatDateTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { usePaySandboxOrder } from '../api/pay-sandbox-order'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/** Nine digits in threes, as a cashier reads them back: 123 456 789. */
export const groupReference = (reference: string) => reference.replace(/(\d{3})(?=\d)/g, '$1 ')

/**
 * SPEC 2.7 kiosk instructions: the reference number to quote at an Aman or Masary outlet, the amount, the deadline
 * in Cairo time. The payer may leave and come back; the order settles when the kiosk reports the cash. On the
 * sandbox, a button acts as the kiosk.
 */
export function KioskCheckout({
  order,
  canSimulate,
  onSubmitted,
  onLater,
}: {
  order: OrderView
  /** The sandbox only: no real kiosk will ever report this order. */
  canSimulate: boolean
  onSubmitted?: () => void
  /** Leaves the checkout to pay another time (the order keeps waiting until its deadline). */
  onLater?: () => void
}) {
  const { t, language } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const pay = usePaySandboxOrder(order.id)
  const steps = [
    t('kiosk.step1'),
    t('kiosk.step2'),
    t('kiosk.step3', { amount: order.amount }),
    t('kiosk.step4'),
  ]
  return (
    <Stack spacing={2}>
      <Box sx={{ textAlign: 'center', padding: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography color="textSecondary">{t('kiosk.reference')}</Typography>
        <Typography
          dir="ltr"
          data-testid="kiosk-reference"
          sx={{
            fontSize: '2rem',
            fontWeight: 700,
            letterSpacing: '0.08em',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {order.kioskReference ? groupReference(order.kioskReference) : '—'}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {t('kiosk.deadline', { deadline: formatDateTime(order.expiresAt, language) })}
        </Typography>
      </Box>
      <Box component="section">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('kiosk.howTo')}
        </Typography>
        <Box
          component="ol"
          sx={{
            paddingInlineStart: 3,
            marginBlock: 1,
            // The step numbers in the text's own digits.
            listStyleType: language === 'ar' ? 'arabic-indic' : 'decimal',
          }}
        >
          {steps.map((step) => (
            <Typography component="li" key={step} sx={{ marginBlockEnd: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary">
          {t('kiosk.leave')}
        </Typography>
      </Box>
      {canSimulate ? (
        <Box>
          {pay.error ? (
            <Alert severity="error" role="alert" sx={{ marginBlockEnd: 1 }}>
              {errorMessage(pay.error)}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            fullWidth
            loading={pay.isPending}
            onClick={() => pay.mutate({ method: 'kiosk' }, { onSuccess: onSubmitted })}
          >
            {t('kiosk.simulate')}
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ marginBlockStart: 0.5 }}>
            {t('kiosk.simulateNote')}
          </Typography>
        </Box>
      ) : null}
      {onLater ? (
        <Button variant="outlined" size="large" fullWidth onClick={onLater} disabled={pay.isPending}>
          {t('kiosk.later')}
        </Button>
      ) : null}
    </Stack>
  )
}
