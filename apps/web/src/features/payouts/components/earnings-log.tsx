import type { EarningsLine, EarningsLogType } from '@app/domain/payouts'
import { formatDateTime, formatSignedMoney } from '@app/i18n/format'
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined'
import MedicalServicesOutlinedIcon from '@mui/icons-material/MedicalServicesOutlined'
import ReplayIcon from '@mui/icons-material/Replay'
import UndoIcon from '@mui/icons-material/Undo'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { ListPager } from '#web/shared/ui/list-pager'
import { usePayoutsTranslation } from '../hooks/use-payouts-translation'

const icons: Record<EarningsLogType, typeof UndoIcon> = {
  visitReceive: MedicalServicesOutlinedIcon,
  visitRefund: UndoIcon,
  cashOut: AccountBalanceWalletOutlinedIcon,
  cashOutReturn: ReplayIcon,
}

/**
 * SPEC 3.5's log as a doctor's earnings show it, newest first, one page at a time: money in and out differ by sign
 * and icon as well as colour (WCAG 1.4.1).
 */
export function EarningsLog({
  lines,
  total,
  page,
  pageSize,
  onPage,
}: {
  lines: readonly EarningsLine[]
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
}) {
  const { t, language } = usePayoutsTranslation()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
        {t('log.title')}
      </Typography>
      {lines.length === 0 ? (
        <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
          <Typography color="textSecondary">{t('log.empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line, i) => {
            const incoming = line.amount >= 0
            // A cancelled booking's fee leaves the held fees, not the doctor's money (issue 41 §4: it read as a charge).
            const fromHeld = line.type === 'visitRefund'
            const Icon = icons[line.type]
            return (
              <Box
                component="li"
                key={line.id}
                data-testid="earnings-line"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  padding: 1.5,
                  borderBlockStart: i === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Icon aria-hidden color={incoming ? 'success' : fromHeld ? 'action' : 'error'} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{t(`log.types.${line.type}`)}</Typography>
                  {fromHeld ? (
                    <Typography variant="body2" color="textSecondary">
                      {t('log.fromHeld')}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="textSecondary">
                    {formatDateTime(line.createdAt, language)}
                  </Typography>
                </Box>
                <Typography
                  sx={{
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    color: incoming ? 'success.dark' : fromHeld ? 'text.secondary' : 'error.dark',
                  }}
                >
                  {formatSignedMoney(line.amount, language)}
                </Typography>
              </Box>
            )
          })}
        </Paper>
      )}
      <ListPager page={page} total={total} pageSize={pageSize} onPage={onPage} />
    </Box>
  )
}
