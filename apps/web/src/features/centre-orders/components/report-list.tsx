import type { CentreOrderView } from '@app/domain/centre-orders'
import { formatDateTime } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '#web/shared/ui/password-checklist'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import type { OrderSide } from '../lib/display'

/**
 * The report's versions, newest first (issue 43 §4): each opens its PDF in a new tab. A version submitted after an
 * earlier one is a correction; the centre also sees the one it has uploaded but not submitted yet.
 */
export function ReportList({ order, side }: { order: CentreOrderView; side: OrderSide }) {
  const { t, language } = useCentreOrdersTranslation()
  if (order.reports.length === 0)
    return (
      <Typography color="textSecondary">
        {side === 'patient' && order.status === 'booked'
          ? t('detail.noReportsPatient')
          : t('detail.noReports')}
      </Typography>
    )
  const reports = [...order.reports].sort((a, b) => b.version - a.version)
  const corrected = (report: CentreOrderView['reports'][number]) =>
    report.submitted && order.reports.some((other) => other.submitted && other.version < report.version)
  return (
    <List disablePadding>
      {reports.map((report, index) => {
        const values = { version: report.version, date: formatDateTime(report.createdAt, language) }
        return (
          <ListItem key={report.id} disableGutters divider={index < reports.length - 1}>
            <Box>
              <Link href={report.url} target="_blank" rel="noopener noreferrer">
                {corrected(report) ? t('detail.reportCorrected', values) : t('detail.report', values)}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('detail.opensInNewTab')}`}
                </Box>
              </Link>
              {report.submitted ? null : (
                <Typography component="span" variant="body2" color="textSecondary">
                  {` · ${t('detail.reportDraft')}`}
                </Typography>
              )}
            </Box>
          </ListItem>
        )
      })}
    </List>
  )
}
