import type { RetryMethod } from '@app/domain/bookings'
import { formatDateTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useBookingPayment, useRetryBookingPayment } from '../api/booking-payment'
import { useBookingTranslation } from '../hooks/use-booking-translation'

/**
 * A booking's payment that failed (issue 41 §4; /payments/status/{orderId}): says why in the payer's words (a declined
 * card, a refused code, a wallet's refusal) and, while the time is still held, offers to pay again — another card or
 * a mobile wallet — for the same time, up to the hold's deadline. Once the hold has ended, it leads to another time.
 */
export function PaymentRetry({
  bookingId,
  onOrder,
  chooseAnotherTimeHref,
}: {
  bookingId: string
  /** The new order to pay (the page goes to its checkout). */
  onOrder: (orderId: string) => void
  chooseAnotherTimeHref: string
}) {
  const { t, language } = useBookingTranslation()
  const errorMessage = useErrorMessage()
  const payment = useBookingPayment(bookingId)
  const retry = useRetryBookingPayment(bookingId)
  const [chosen, setChosen] = useState<RetryMethod | null>(null)
  const labelId = useId()

  if (payment.isPending) return <PageSkeleton />
  if (payment.isError)
    return <RetryAlert onRetry={() => void payment.refetch()}>{t('paymentRetry.loadError')}</RetryAlert>

  const { order, retryMethods, holdExpiresAt } = payment.data
  const reason = order?.failure ?? 'unknown'
  const held = retryMethods.length > 0 && holdExpiresAt !== null
  const method = chosen && retryMethods.includes(chosen) ? chosen : retryMethods[0]
  const anotherTime = (
    <Button component={RouterLink} to={chooseAnotherTimeHref} variant={held ? 'text' : 'contained'}>
      {t('paymentRetry.chooseAnotherTime')}
    </Button>
  )

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" role="alert" sx={{ width: '100%' }}>
        <AlertTitle>{t(`paymentRetry.failure.${reason}`)}</AlertTitle>
        {t(`paymentRetry.failureBody.${reason}`)}
      </Alert>
      {held ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {t('paymentRetry.held', { time: formatDateTime(holdExpiresAt, language) })}
          </Typography>
          {retryMethods.length > 1 ? (
            <FormControl>
              <FormLabel id={labelId}>{t('paymentRetry.methodLabel')}</FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                value={method}
                onChange={(event) => setChosen(event.target.value as RetryMethod)}
              >
                {retryMethods.map((m) => (
                  <FormControlLabel
                    key={m}
                    value={m}
                    control={<Radio />}
                    label={t(`paymentRetry.methods.${m}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ) : null}
          {retry.isError ? (
            <Alert severity="error" sx={{ width: '100%' }}>
              {errorMessage(retry.error)}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5}>
            <Button
              variant="contained"
              loading={retry.isPending}
              onClick={() => {
                if (!method) return
                retry.mutate(method, { onSuccess: ({ orderId }) => onOrder(orderId) })
              }}
            >
              {t('paymentRetry.tryAgain')}
            </Button>
            {anotherTime}
          </Stack>
        </>
      ) : (
        <>
          <Typography>{t('paymentRetry.released')}</Typography>
          {anotherTime}
        </>
      )}
    </Stack>
  )
}
