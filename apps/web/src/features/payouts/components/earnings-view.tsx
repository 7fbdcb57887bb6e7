import { minPayoutPiastres } from '@app/domain/payouts'
import { formatMoney } from '@app/i18n/format'
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { visuallyHidden } from '#web/shared/ui/password-checklist'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useEarnings, usePayoutsLiveRefresh } from '../api/get-earnings'
import { usePayoutsTranslation } from '../hooks/use-payouts-translation'
import { EarningsLog } from './earnings-log'
import { MonthlyTotals } from './monthly-totals'
import { PayoutDialog } from './payout-dialog'
import { PayoutsList } from './payouts-list'

/**
 * A doctor's /wallet (SPEC 2.3 'Earnings', 3.5; issue 12 §5): what may be paid out, what waits for consult reports,
 * what is on its way and what arrived; paying out to a mobile wallet; the payouts and their results; the monthly
 * totals and the log. Refreshed live when a payout changes.
 */
export function EarningsView({
  defaults,
}: {
  defaults: { fullName: string; email: string; msisdn: string }
}) {
  const { t, language } = usePayoutsTranslation()
  const [page, setPage] = useState(1)
  const [paying, setPaying] = useState(false)
  const earnings = useEarnings(page)
  usePayoutsLiveRefresh()
  const balancesId = useId()

  if (earnings.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton variant="rounded" height={160} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    )
  if (earnings.isError)
    return <RetryAlert onRetry={() => void earnings.refetch()}>{t('loadError')}</RetryAlert>

  const view = earnings.data
  const money = (piastres: number) => formatMoney(piastres, language, view.currency)
  const canPayOut = view.available >= minPayoutPiastres
  const figure = (label: string, value: number, testId: string, hint?: string) => (
    <Box sx={{ minWidth: 140, flex: '1 1 140px' }}>
      <Typography color="textSecondary" variant="body2">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {money(value)}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="textSecondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
  )

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby={balancesId} sx={{ padding: 2 }}>
        <Typography id={balancesId} component="h2" sx={visuallyHidden}>
          {t('balance.label')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, marginBlockEnd: 2 }}>
          <AccountBalanceWalletOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography color="textSecondary">{t('balance.available')}</Typography>
            <Typography data-testid="earnings-available" sx={{ fontSize: '2rem', fontWeight: 700 }}>
              {money(view.available)}
            </Typography>
          </Box>
          <Button variant="contained" disabled={!canPayOut} onClick={() => setPaying(true)}>
            {t('balance.payOut')}
          </Button>
        </Box>
        {canPayOut ? null : (
          <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 2 }}>
            {t('balance.belowMinimum', { minPayout: minPayoutPiastres / 100 })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {figure(t('balance.held'), view.held, 'earnings-held', t('balance.heldHint'))}
          {figure(t('balance.inTransit'), view.inTransit, 'earnings-in-transit')}
          {figure(t('balance.paidOut'), view.paidOut, 'earnings-paid-out')}
        </Box>
      </Paper>

      <PayoutsList />
      <MonthlyTotals months={view.months} />
      <EarningsLog
        lines={view.log.items}
        total={view.log.total}
        page={view.log.page}
        pageSize={view.log.pageSize}
        onPage={setPage}
      />

      {paying ? (
        <PayoutDialog
          available={view.available}
          defaults={defaults}
          sandbox={view.provider === 'sandbox'}
          onClose={() => setPaying(false)}
        />
      ) : null}
    </Stack>
  )
}
