import type { EarningsMonth } from '@app/domain/payouts'
import { formatMoney } from '@app/i18n/format'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { usePayoutsTranslation } from '../hooks/use-payouts-translation'

/** A Cairo month ('2026-11') as its name and year in the reader's language. */
function monthName(month: string, language: 'ar' | 'en'): string {
  const [year = 2000, m = 1] = month.split('-').map(Number)
  // Mid-month at noon UTC: the same calendar month in Cairo whatever the offset.
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-EG', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Cairo',
  }).format(new Date(Date.UTC(year, m - 1, 15, 12)))
}

/** The last 12 Cairo months, newest first: fees earned, refunds taken back, payouts that left. */
export function MonthlyTotals({ months }: { months: readonly EarningsMonth[] }) {
  const { t, language } = usePayoutsTranslation()
  const headingId = useId()
  const money = (piastres: number) => formatMoney(piastres, language)
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
        {t('months.title')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={headingId}>
          <caption>{t('months.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('months.month')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('months.earned')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('months.refunded')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('months.paidOut')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...months].reverse().map((month) => (
              <TableRow key={month.month} data-testid="earnings-month">
                <TableCell component="th" scope="row">
                  {monthName(month.month, language)}
                </TableCell>
                <TableCell align="right">{money(month.earned)}</TableCell>
                <TableCell align="right">{money(month.refunded)}</TableCell>
                <TableCell align="right">{money(month.paidOut)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  )
}
