import {
  freeCancellationUntil,
  lateBookingCutoffHours,
  refundTargetsOf,
  type RefundTarget,
} from '@app/domain/bookings'
import type { CentreOrderView } from '@app/domain/centre-orders'
import Alert from '@mui/material/Alert'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { TextField } from '#web/shared/ui/text-field'
import { useToast } from '#web/shared/ui/toast'
import { useCancelCentreOrder } from '../api/cancel-centre-order'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'

/** The cancel request's limit (cancelCentreOrderRequestSchema). */
const reasonMax = 300

/**
 * What cancelling gives back, said before confirming (issue 43 §4): the centre's cancellation refunds everything;
 * the patient's follows the doctors' bookings' rule (SPEC 4, 9: everything back until a day before the visit, with
 * the grace of a late booking; nothing after), worded as the bookings' cancel dialog words it — to the wallet, or to
 * the card when the patient chose it. `refunds`: the patient side gets money back (then a card may be chosen).
 */
function useRefundStatement(
  order: CentreOrderView,
  by: 'patient' | 'centre',
  now: Date,
  target: RefundTarget,
) {
  const { t } = useCentreOrdersTranslation()
  const paid = order.status !== 'pending' && order.total > 0
  if (by === 'centre')
    return {
      warning: false,
      refunds: false,
      lines: [paid ? t('cancel.centreRefund', { amount: order.total }) : t('cancel.centreNothingPaid')],
    }
  if (!paid) return { warning: false, refunds: false, lines: [t('cancel.nothingPaid')] }
  const until = freeCancellationUntil(new Date(order.startsAt), new Date(order.createdAt))
  if (until === null)
    return {
      warning: true,
      refunds: false,
      lines: [
        t('bookingChanges:cancel.neverFree', { hours: lateBookingCutoffHours }),
        t('cancel.patientNoRefund'),
      ],
    }
  const time = until.toISOString()
  return now.getTime() <= until.getTime()
    ? {
        warning: false,
        refunds: true,
        lines: [
          t(`bookingChanges:cancel.refund.${target}`, { amount: order.total }),
          t('bookingChanges:cancel.freeUntil', { time }),
        ],
      }
    : {
        warning: true,
        refunds: false,
        lines: [t('bookingChanges:cancel.late'), t('bookingChanges:cancel.lateSince', { time })],
      }
}

/**
 * Cancelling an order, by its patient side or its centre (issue 43 §4). The centre must tell the patient why; the
 * patient may. The patient side of an order paid by card chooses where a refund goes — the wallet or the card — as a
 * booking's cancel dialog offers (issue 12 §2); the centre's cancellation refunds to the wallet. Mount it when it
 * should show; `onClose` unmounts it.
 */
export function CancelOrderDialog({
  order,
  by,
  onClose,
}: {
  order: CentreOrderView
  by: 'patient' | 'centre'
  onClose: () => void
}) {
  const { t } = useCentreOrdersTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const cancel = useCancelCentreOrder(order.id)
  const [now] = useState(() => new Date())
  const [target, setTarget] = useState<RefundTarget>('wallet')
  const targetLabelId = useId()
  const statement = useRefundStatement(order, by, now, target)
  const offersCard = statement.refunds && refundTargetsOf(order.method).includes('card')
  const refundTo: RefundTarget = offersCard ? target : 'wallet'
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const given = reason.trim()
    if (by === 'centre' && !given) {
      setMissing(true)
      return
    }
    setProblem(null)
    try {
      const cancelled = await cancel.mutateAsync({ reason: given, refundTo })
      toast(
        !cancelled.refund
          ? t('cancel.done')
          : by === 'patient' && cancelled.refundTo
            ? t(`cancel.doneRefundTo.${cancelled.refundTo}`, { amount: cancelled.refund })
            : t('cancel.doneRefund', { amount: cancelled.refund }),
      )
      onClose()
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }

  return (
    <FormDialog
      title={t('cancel.title')}
      error={problem}
      cancelLabel={t('cancel.keep')}
      submitLabel={cancel.isPending ? t('cancel.working') : t('cancel.confirm')}
      canSubmit={!cancel.isPending}
      destructive
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Alert severity={statement.warning ? 'warning' : 'info'} role="status">
        {statement.lines.map((line, index) => (
          <Typography
            key={line}
            variant={index === 0 ? 'body1' : 'body2'}
            sx={index === 0 ? { fontWeight: 700 } : {}}
          >
            {line}
          </Typography>
        ))}
      </Alert>
      {offersCard ? (
        <FormControl component="fieldset">
          <FormLabel component="legend" id={targetLabelId}>
            {t('bookingChanges:cancel.target')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={targetLabelId}
            name="refundTo"
            value={target}
            onChange={(event) => setTarget(event.target.value as RefundTarget)}
          >
            {(['wallet', 'card'] as const).map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block' }}>
                      {t(`bookingChanges:cancel.targets.${option}`)}
                    </Typography>
                    <Typography component="span" variant="body2" color="textSecondary">
                      {t(`bookingChanges:cancel.targets.${option}Help`)}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('cancel.reason')}
        required={by === 'centre'}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          if (event.target.value.trim()) setMissing(false)
        }}
        error={missing}
        helperText={
          missing
            ? t('cancel.reasonRequired')
            : by === 'centre'
              ? t('cancel.reasonCentreHint')
              : t('cancel.reasonPatientHint')
        }
        slotProps={{ htmlInput: { maxLength: reasonMax } }}
      />
    </FormDialog>
  )
}
