import type { CentreOrderResult } from '@app/domain/centre-orders'
import { formatNumber } from '@app/i18n/format'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { rangeFlag } from '../lib/display'

/**
 * A lab's values (issue 43 §4): test, value, unit and normal range. A value out of its range says so in words (High,
 * Low) as well as in weight and colour, so the flag never rests on colour alone (WCAG 1.4.1).
 */
export function ResultsTable({ results }: { results: readonly CentreOrderResult[] }) {
  const { t, language } = useCentreOrdersTranslation()
  const range = (result: CentreOrderResult) =>
    result.low !== null && result.high !== null
      ? t('detail.results.between', { low: result.low, high: result.high })
      : result.low !== null
        ? t('detail.results.atLeast', { low: result.low })
        : result.high !== null
          ? t('detail.results.atMost', { high: result.high })
          : t('detail.results.none')
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0, paddingBlockEnd: 8 }}>
          {t('detail.results.caption')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('detail.results.test')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('detail.results.value')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('detail.results.unit')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('detail.results.range')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('detail.results.flag')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result, index) => {
            const flag = rangeFlag(result)
            const out = flag === 'high' || flag === 'low'
            const emphasis = out ? { fontWeight: 700, color: 'error.main' } : {}
            return (
              <TableRow key={`${result.test}-${index}`} data-out-of-range={out || undefined}>
                <TableCell component="th" scope="row" dir="auto">
                  {result.test}
                </TableCell>
                <TableCell sx={emphasis}>{formatNumber(result.value, language)}</TableCell>
                <TableCell dir="auto">{result.unit}</TableCell>
                <TableCell>{range(result)}</TableCell>
                <TableCell sx={emphasis}>
                  {flag ? t(`detail.results.${flag}`) : t('detail.results.none')}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
