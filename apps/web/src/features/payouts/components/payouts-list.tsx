import type { PayoutView } from '@app/domain/payouts'
import { formatDateTime, formatMoney } from '@app/i18n/format'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { ListPager } from '#web/shared/ui/list-pager'
import { isolatedPhone } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { usePayouts } from '../api/get-payouts'
import { usePayoutsTranslation } from '../hooks/use-payouts-translation'

const statusLook = {
  requested: { Icon: HourglassEmptyIcon, color: 'warning' },
  pending: { Icon: HourglassEmptyIcon, color: 'warning' },
  succeeded: { Icon: CheckCircleOutlineIcon, color: 'success' },
  failed: { Icon: ErrorOutlineIcon, color: 'error' },
} as const

/**
 * The doctor's payouts, newest first, with SPEC 4's 'Cash-out result': a pending payout shows the provider's message,
 * a successful one says so, anything else is 'Sorry. Could not pay out' (its money back in the balance).
 */
export function PayoutsList() {
  const { t, language } = usePayoutsTranslation()
  const [page, setPage] = useState(1)
  const payouts = usePayouts(page)
  const headingId = useId()
  if (payouts.isPending) return null
  if (payouts.isError) return <RetryAlert onRetry={() => void payouts.refetch()}>{t('loadError')}</RetryAlert>
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
        {t('list.title')}
      </Typography>
      {payouts.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ padding: 2, textAlign: 'center' }}>
          <Typography color="textSecondary">{t('list.empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {payouts.data.items.map((payout, i) => (
            <PayoutLine key={payout.id} payout={payout} first={i === 0} language={language} />
          ))}
        </Paper>
      )}
      <ListPager page={page} total={payouts.data.total} pageSize={payouts.data.pageSize} onPage={setPage} />
    </Box>
  )
}

function PayoutLine({
  payout,
  first,
  language,
}: {
  payout: PayoutView
  first: boolean
  language: 'ar' | 'en'
}) {
  const { t } = usePayoutsTranslation()
  const { Icon, color } = statusLook[payout.status]
  const hint =
    payout.status === 'failed'
      ? t('list.failedHint')
      : payout.status === 'pending'
        ? (payout.message ?? t('list.pendingHint'))
        : null
  return (
    <Box
      component="li"
      data-testid="payout-line"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        padding: 1.5,
        borderBlockStart: first ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Icon aria-hidden color={color} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} color={`${color}.dark`}>
          {t(`list.status.${payout.status}`)}
        </Typography>
        <Typography variant="body2">
          {t('list.to', { issuer: t(`form.issuers.${payout.issuer}`), msisdn: isolatedPhone(payout.msisdn) })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(payout.createdAt, language)}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {hint}
          </Typography>
        ) : null}
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatMoney(payout.amount, language)}
      </Typography>
    </Box>
  )
}
