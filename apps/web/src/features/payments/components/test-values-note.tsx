import { sandboxTestValues } from '@app/domain/payments'
import Typography from '@mui/material/Typography'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/** The sandbox's test values, printed on its checkout as a test gateway prints its own. */
export function TestValuesNote() {
  const { t } = usePaymentsTranslation()
  return (
    <Typography variant="body2" color="text.secondary">
      {t('sandbox.testValues', {
        otp: sandboxTestValues.otp,
        declined: sandboxTestValues.declinedCardLast4,
      })}
    </Typography>
  )
}
