import { sandboxTestValues } from '@app/domain/payments'
import Typography from '@mui/material/Typography'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/**
 * The sandbox's test values for the method on the page, printed on its checkout as a test gateway prints its own:
 * a mobile wallet's page says nothing of cards (issue 41 §4).
 */
export function TestValuesNote({ method }: { method: 'card' | 'mobileWallet' }) {
  const { t } = usePaymentsTranslation()
  return (
    <Typography variant="body2" color="textSecondary">
      {method === 'card'
        ? t('sandbox.testValues', {
            otp: sandboxTestValues.otp,
            declined: sandboxTestValues.declinedCardLast4,
          })
        : t('sandbox.walletTestValues', { otp: sandboxTestValues.otp })}
    </Typography>
  )
}
