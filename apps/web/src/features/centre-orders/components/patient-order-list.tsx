import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useCentreOrders } from '../api/list-centre-orders'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { OrderListBody } from './order-list-body'

/**
 * A patient's /orders (issue 43 §3): every order they paid for or that is in one of their files, newest first, each
 * opening its page; with none yet, the way to book one.
 */
export function PatientOrderList({
  orderHref,
  findHref,
}: {
  orderHref: (orderId: string) => string
  /** /radios_labs */
  findHref: string
}) {
  const { t } = useCentreOrdersTranslation()
  const orders = useCentreOrders({})
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 1 }}>
        {t('egyptTime')}
      </Typography>
      <OrderListBody
        orders={orders}
        side="patient"
        orderHref={orderHref}
        empty={
          <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
            <Typography sx={{ marginBlockEnd: 2 }}>{t('empty.patient')}</Typography>
            <Button variant="contained" component={RouterLink} to={findHref}>
              {t('empty.patientAction')}
            </Button>
          </Paper>
        }
      />
    </>
  )
}
