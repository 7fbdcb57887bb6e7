import { formatDateTime, formatMoney, formatSignedMoney } from '@app/i18n/format'
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined'
import AddIcon from '@mui/icons-material/Add'
import CallMadeIcon from '@mui/icons-material/CallMade'
import CallReceivedIcon from '@mui/icons-material/CallReceived'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useWallet } from '../api/get-wallet'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

/**
 * /wallet (SPEC 2.7, 3.5): the balance and the log, newest first. A patient tops up from here; a doctor's wallet
 * fills with earnings after consults. Money in and out differ by sign and icon as well as colour (WCAG 1.4.1).
 */
export function WalletView({
  topUpHref,
  receiptHref,
  owner,
}: {
  /** Only patients top up (SPEC 2.2: /wallet/payments is theirs). */
  topUpHref?: string
  /** Where a line about a booking shows its receipt; none where the viewer has no such page. */
  receiptHref?: (bookingId: string) => string
  owner: 'patient' | 'doctor'
}) {
  const { t, language } = usePaymentsTranslation()
  const wallet = useWallet()
  const balanceId = useId()
  const logId = useId()

  if (wallet.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton variant="rounded" height={120} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    )
  if (wallet.isError)
    return <RetryAlert onRetry={() => void wallet.refetch()}>{t('wallet.loadError')}</RetryAlert>

  const topUp = topUpHref ? (
    <Button component={RouterLink} to={topUpHref} variant="contained" startIcon={<AddIcon />}>
      {t('wallet.topUp')}
    </Button>
  ) : null

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={balanceId}
        sx={{ padding: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <AccountBalanceWalletOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={balanceId} color="textSecondary">
            {t('wallet.balance')}
          </Typography>
          <Typography data-testid="wallet-balance" sx={{ fontSize: '2rem', fontWeight: 700 }}>
            {formatMoney(wallet.data.balance, language, wallet.data.currency)}
          </Typography>
        </Box>
        {topUp}
      </Paper>

      <Box component="section" aria-labelledby={logId}>
        <Typography id={logId} component="h2" variant="h6" sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
          {t('wallet.log')}
        </Typography>
        {wallet.data.log.length === 0 ? (
          <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
            <Typography color="textSecondary" sx={{ marginBlockEnd: topUp ? 2 : 0 }}>
              {owner === 'doctor' ? t('wallet.emptyDoctor') : t('wallet.emptyPatient')}
            </Typography>
            {topUp}
          </Paper>
        ) : (
          <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {wallet.data.log.map((line, i) => {
              const incoming = line.amount >= 0
              const type = t(`wallet.types.${line.type}`)
              const date = formatDateTime(line.createdAt, language)
              const Icon = incoming ? CallReceivedIcon : CallMadeIcon
              return (
                <Box
                  component="li"
                  key={line.id}
                  data-testid="wallet-line"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    padding: 1.5,
                    borderBlockStart: i === 0 ? 0 : 1,
                    borderColor: 'divider',
                  }}
                >
                  <Icon aria-hidden color={incoming ? 'success' : 'error'} />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{type}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {date}
                    </Typography>
                    {line.bookingId && receiptHref ? (
                      <Link
                        component={RouterLink}
                        to={receiptHref(line.bookingId)}
                        variant="body2"
                        aria-label={t('wallet.receiptOf', { type, date })}
                      >
                        {t('wallet.receipt')}
                      </Link>
                    ) : null}
                  </Box>
                  <Typography
                    sx={{
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                      color: incoming ? 'success.dark' : 'error.dark',
                    }}
                  >
                    {formatSignedMoney(line.amount, language)}
                  </Typography>
                </Box>
              )
            })}
          </Paper>
        )}
      </Box>
    </Stack>
  )
}
