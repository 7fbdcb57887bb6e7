import type { CentreOrderView } from '@app/domain/centre-orders'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState, type ComponentType } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useMarkCentreOrderUndelivered } from '../api/mark-centre-order-undelivered'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import type { OrderSide } from '../lib/display'
import { CancelOrderDialog } from './cancel-order-dialog'
import { DeliverDialog } from './deliver-dialog'
import { RecordSection } from '#web/shared/ui/record-section'
import { ReportUpload, type ReportDropProps } from './report-upload'

export interface OrderActionLinks {
  /** /payments/pay/{orderId} */
  pay: (paymentOrderId: string) => string
}

/**
 * A refused payment tried again while the visit time is held (issue 41 §4 for lab tests and scans): the payments
 * feature's retry over this feature's payment hooks, composed by the route.
 */
export type PaymentRetryComponent = ComponentType<{ centreOrderId: string; onOrderPage: true }>

/**
 * What the viewer may do with the order now, as the server lists it (`actions`; issue 43 §4): pay (its payment under
 * way, or — refused, the time still held — another card or method), upload the report (or a corrected one), submit
 * it, say the patient did not come, cancel. Nothing listed: nothing shown.
 */
export function OrderActions({
  order,
  side,
  links,
  Drop,
  PaymentRetry,
}: {
  order: CentreOrderView
  side: OrderSide
  links: OrderActionLinks
  Drop: ComponentType<ReportDropProps>
  PaymentRetry?: PaymentRetryComponent
}) {
  const { t } = useCentreOrdersTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const undelivered = useMarkCentreOrderUndelivered(order.id)
  const hintId = useId()
  const [open, setOpen] = useState<'cancel' | 'deliver' | 'undelivered' | null>(null)
  const has = (action: CentreOrderView['actions'][number]) => order.actions.includes(action)
  const shown = (['pay', 'uploadReport', 'deliver', 'markUndelivered', 'cancel'] as const).some(has)
  if (!shown) return null

  const lab = order.kind === 'lab'
  const hasReport = order.reports.length > 0
  const deliverBlocked = lab && !hasReport
  const markUndelivered = async () => {
    try {
      await undelivered.mutateAsync()
      toast(t('undelivered.done'))
      setOpen(null)
    } catch (error) {
      setOpen(null)
      toast(errorMessage(error), 'error')
    }
  }

  return (
    <RecordSection title={t('actions.title')}>
      <Stack spacing={2}>
        {has('pay') && order.paymentOrderId ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Button variant="contained" component={RouterLink} to={links.pay(order.paymentOrderId)}>
              {t('actions.pay')}
            </Button>
            <Typography variant="body2" color="textSecondary">
              {t('actions.payHint')}
            </Typography>
          </Stack>
        ) : has('pay') && PaymentRetry ? (
          <PaymentRetry centreOrderId={order.id} onOrderPage />
        ) : null}
        {has('uploadReport') ? <ReportUpload order={order} Drop={Drop} /> : null}
        {has('deliver') ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Button
              variant="contained"
              disabled={deliverBlocked}
              aria-describedby={deliverBlocked || (!lab && !hasReport) ? hintId : undefined}
              onClick={() => setOpen('deliver')}
            >
              {!lab && !hasReport ? t('actions.markDone') : t('actions.deliver')}
            </Button>
            {deliverBlocked ? (
              <Typography id={hintId} variant="body2" color="textSecondary">
                {t('actions.needsReport')}
              </Typography>
            ) : !lab && !hasReport ? (
              <Typography id={hintId} variant="body2" color="textSecondary">
                {t('actions.radioWithoutReport')}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
        {has('markUndelivered') || has('cancel') ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {has('markUndelivered') ? (
              <Button variant="outlined" color="error" onClick={() => setOpen('undelivered')}>
                {t('actions.markUndelivered')}
              </Button>
            ) : null}
            {has('cancel') ? (
              <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
                {t('actions.cancel')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {open === 'deliver' ? <DeliverDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'cancel' ? (
        <CancelOrderDialog
          order={order}
          by={side === 'patient' ? 'patient' : 'centre'}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'undelivered'}
        title={t('undelivered.title')}
        message={t('undelivered.body')}
        confirmLabel={t('undelivered.confirm')}
        cancelLabel={t('undelivered.keep')}
        destructive
        pending={undelivered.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => void markUndelivered()}
      />
    </RecordSection>
  )
}
