import type { OrderView } from '@app/domain/payments'
import { formatMoney } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/** The short order number a payer can quote to support: the first block of the order's id. */
export const orderNumber = (order: Pick<OrderView, 'id'>) => order.id.slice(0, 8).toUpperCase()

/** What is being paid, for how much, under which order number: the head of every checkout (SPEC 2.7). */
export function OrderSummary({ order }: { order: OrderView }) {
  const { t, language } = usePaymentsTranslation()
  const rows = [
    { label: t('order.what'), value: t(`kind.${order.kind}`) },
    { label: t('order.reference'), value: orderNumber(order), ltr: true },
  ]
  return (
    <Box component="dl" aria-label={t('order.summary')} sx={{ margin: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography component="dt" color="textSecondary">
          {t('order.amount')}
        </Typography>
        <Typography component="dd" sx={{ margin: 0, fontWeight: 700, fontSize: '1.5rem' }}>
          {formatMoney(order.amount, language)}
        </Typography>
      </Box>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" dir={row.ltr ? 'ltr' : undefined} sx={{ margin: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
