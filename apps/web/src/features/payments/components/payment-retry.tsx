import type { PaymentRetryState, RetryMethod } from '@app/domain/bookings'
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
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/**
 * A payment that failed while its time is held (issue 41 §4; /payments/status/{orderId}, and a lab test's or scan's
 * order page, issue 43): says why in the payer's words (a declined card, a refused code, a wallet's refusal) and,
 * while the time is still held, offers to pay again — another card or a mobile wallet — for the same time, up to the
 * hold's deadline. Once the hold has ended, it says so and leads on (`other`). What the order pays for reads and
 * retries its payment through its own feature's hooks (`payment`, `retry`), which the route gives.
 */
export function PaymentRetry({
  subject,
  payment,
  retry,
  onOrder,
  other,
}: {
  /** What the payment is for: a doctor's appointment, or a lab test's or scan's visit. */
  subject: 'booking' | 'centreOrder'
  payment: Pick<UseQueryResult<PaymentRetryState>, 'isPending' | 'isError' | 'data' | 'refetch'>
  retry: Pick<
    UseMutationResult<{ orderId: string }, Error, RetryMethod>,
    'mutate' | 'isPending' | 'isError' | 'error'
  >
  /** The new order to pay (the page goes to its checkout). */
  onOrder: (orderId: string) => void
  /** Where else to go (another time; the order): shown beside the retry, and alone once the hold has ended. */
  other?: { href: string; label: string }
}) {
  const { t, language } = usePaymentsTranslation()
  const errorMessage = useErrorMessage()
  const [chosen, setChosen] = useState<RetryMethod | null>(null)
  const labelId = useId()

  if (payment.isPending) return <PageSkeleton />
  if (payment.isError || !payment.data)
    return <RetryAlert onRetry={() => void payment.refetch()}>{t('retry.loadError')}</RetryAlert>

  const { order, retryMethods, holdExpiresAt } = payment.data
  const reason = order?.failure ?? 'unknown'
  const held = retryMethods.length > 0 && holdExpiresAt !== null
  const method = chosen && retryMethods.includes(chosen) ? chosen : retryMethods[0]
  const otherLink = other ? (
    <Button component={RouterLink} to={other.href} variant={held ? 'text' : 'contained'}>
      {other.label}
    </Button>
  ) : null

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" role="alert" sx={{ width: '100%' }}>
        <AlertTitle>{t(`retry.failure.${reason}`)}</AlertTitle>
        {t(`retry.failureBody.${reason}`)}
      </Alert>
      {held ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {t(`retry.held.${subject}`, { time: formatDateTime(holdExpiresAt, language) })}
          </Typography>
          {retryMethods.length > 1 ? (
            <FormControl>
              <FormLabel id={labelId}>{t('retry.methodLabel')}</FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                value={method}
                onChange={(event) => setChosen(event.target.value as RetryMethod)}
              >
                {retryMethods.map((m) => (
                  <FormControlLabel key={m} value={m} control={<Radio />} label={t(`retry.methods.${m}`)} />
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
              {t('retry.tryAgain')}
            </Button>
            {otherLink}
          </Stack>
        </>
      ) : (
        <>
          <Typography>{t(`retry.released.${subject}`)}</Typography>
          {otherLink}
        </>
      )}
    </Stack>
  )
}
