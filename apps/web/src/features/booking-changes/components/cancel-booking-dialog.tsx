import { cancelBookingRequestSchema, type BookingView, type RefundTarget } from '@app/domain/bookings'
import Alert from '@mui/material/Alert'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useToast } from '#web/shared/ui/toast'
import { useCancelBooking } from '../api/cancel-booking'
import { useCancellationQuote } from '../api/get-cancellation-quote'
import { useBookingChangesTranslation } from '../hooks/use-booking-changes-translation'
import { cancellationStatement, offersCard } from '../lib/cancellation-statement'

type FormInput = z.input<typeof cancelBookingRequestSchema>
type FormOutput = z.output<typeof cancelBookingRequestSchema>

/**
 * Cancelling a booking (issue 12 §2; SPEC 4, 9 'Refund'): the API's quote is read when the dialog opens and said
 * before confirming — everything back (to the wallet, or to the card a booking was paid with when the patient asks),
 * or nothing less than 24 hours before, with the free-until time on Egypt's clock. A doctor may give the patient a
 * reason. Mount it when it should show; `onClose` unmounts it.
 */
export function CancelBookingDialog({
  bookingId,
  by,
  onClose,
  onCancelled,
}: {
  bookingId: string
  /** Who cancels: the patient side chooses where a refund goes; the booking's doctor may say why. */
  by: 'patient' | 'doctor'
  onClose: () => void
  onCancelled?: (booking: BookingView) => void
}) {
  const { t } = useBookingChangesTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const quote = useCancellationQuote(bookingId)
  const cancel = useCancelBooking(bookingId)
  const targetLabelId = useId()
  const statementId = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(cancelBookingRequestSchema),
    defaultValues: { refundTo: 'wallet', reason: '' },
  })
  const refundTo: RefundTarget = useWatch({ control, name: 'refundTo' }) ?? 'wallet'

  let body
  if (quote.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label={t('cancel.loading')}>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Stack>
    )
  else if (quote.isError) body = <Alert severity="error">{errorMessage(quote.error)}</Alert>
  else {
    const q = quote.data
    const card = offersCard(q, by)
    const statement = cancellationStatement(q, by, card ? refundTo : 'wallet')
    const early = statement.key === 'cancel.refund.wallet' || statement.key === 'cancel.refund.card'
    body = (
      <>
        <Alert
          id={statementId}
          severity={
            statement.key === 'cancel.late' ||
            statement.key === 'cancel.neverFree' ||
            statement.key === 'cancel.cannot'
              ? 'warning'
              : 'info'
          }
          // Not an error: said politely when it first shows and when the refund's target changes it.
          role="status"
        >
          <Typography sx={{ fontWeight: 700 }}>{t(statement.key, statement)}</Typography>
          {early ? (
            <Typography variant="body2">{t('cancel.freeUntil', { time: q.freeUntil })}</Typography>
          ) : null}
          {statement.key === 'cancel.late' ? (
            <Typography variant="body2">{t('cancel.lateSince', { time: q.freeUntil })}</Typography>
          ) : null}
        </Alert>
        {q.canCancel ? <Typography variant="body2">{t('cancel.slotFreed')}</Typography> : null}
        {card ? (
          <Controller
            control={control}
            name="refundTo"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend" id={targetLabelId}>
                  {t('cancel.target')}
                </FormLabel>
                <RadioGroup aria-labelledby={targetLabelId} {...field}>
                  {(['wallet', 'card'] as const).map((target) => (
                    <FormControlLabel
                      key={target}
                      value={target}
                      control={<Radio />}
                      sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                      label={
                        <>
                          <Typography component="span" sx={{ display: 'block' }}>
                            {t(`cancel.targets.${target}`)}
                          </Typography>
                          <Typography component="span" variant="body2" color="textSecondary">
                            {t(`cancel.targets.${target}Help`)}
                          </Typography>
                        </>
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : null}
        {by === 'doctor' && q.canCancel ? (
          <FormTextField
            control={control}
            name="reason"
            label={t('cancel.reason')}
            helperText={t('cancel.reasonHint')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        ) : null}
      </>
    )
  }

  // Awaited here rather than in mutate's callbacks, which React drops when a refreshed list unmounts the dialog.
  const submit = async (values: FormOutput) => {
    const q = quote.data
    if (!q) return
    setProblem(null)
    const refundTo = offersCard(q, by) ? values.refundTo : 'wallet'
    try {
      const booking = await cancel.mutateAsync({ refundTo, reason: by === 'doctor' ? values.reason : '' })
      toast(
        by === 'patient' && q.refund > 0
          ? t(`cancel.doneRefund.${refundTo}`, { amount: q.refund })
          : t('cancel.done'),
      )
      onCancelled?.(booking)
      onClose()
    } catch (error) {
      setProblem(errorMessage(error))
      // The quote may have turned (the 24-hour edge passed, someone else cancelled): show the new one.
      if (error instanceof ApiError && error.code !== 'VALIDATION_FAILED') void quote.refetch()
    }
  }

  return (
    <FormDialog
      title={t('cancel.title')}
      error={problem}
      cancelLabel={t('cancel.keep')}
      submitLabel={cancel.isPending ? t('cancel.working') : t('cancel.confirm')}
      canSubmit={Boolean(quote.data?.canCancel) && !cancel.isPending}
      destructive
      onClose={onClose}
      onSubmit={handleSubmit(submit)}
    >
      {body}
    </FormDialog>
  )
}
