import type { OrderView } from '@app/domain/payments'
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'
import { CardCheckout } from './card-checkout'
import { KioskCheckout } from './kiosk-checkout'
import { MobileWalletCheckout } from './mobile-wallet-checkout'
import { OrderSummary } from './order-summary'

/**
 * Our sandbox gateway's own checkout (issue 9 §3), drawn like a gateway's hosted page and plainly labelled a test:
 * no real money moves. The payer pays by the order's method; `onSubmitted` follows once the gateway took it.
 */
export function SandboxCheckout({ order, onSubmitted }: { order: OrderView; onSubmitted: () => void }) {
  const { t } = usePaymentsTranslation()
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          paddingInline: 2,
          paddingBlock: 1.5,
          bgcolor: 'action.hover',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
          <LockOutlinedIcon aria-hidden fontSize="small" />
          {t(`method.${order.method}`)}
        </Box>
        <Chip
          icon={<ScienceOutlinedIcon aria-hidden />}
          label={t('sandbox.badge')}
          variant="outlined"
          size="small"
          // The warning hue on the border and icon only: as text it fails WCAG AA contrast on this background.
          sx={{
            borderColor: 'warning.main',
            color: 'text.primary',
            '& .MuiChip-icon': { color: 'warning.dark' },
          }}
        />
      </Box>
      <Alert severity="warning" icon={false} sx={{ borderRadius: 0 }}>
        {t('sandbox.notice')}
      </Alert>
      <Box sx={{ padding: 2 }}>
        <OrderSummary order={order} />
      </Box>
      <Divider />
      <Box sx={{ padding: 2 }}>
        {order.method === 'card' ? (
          <CardCheckout order={order} onSubmitted={onSubmitted} />
        ) : order.method === 'mobileWallet' ? (
          <MobileWalletCheckout order={order} onSubmitted={onSubmitted} />
        ) : (
          <KioskCheckout order={order} onSubmitted={onSubmitted} onLater={onSubmitted} canSimulate />
        )}
      </Box>
    </Paper>
  )
}
