import type { ExportDataset } from '@app/domain/data-exports'
import { joinList } from '@app/i18n/format'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { href } from '#web/app/paths'
import { exportZipUrl, useDataExports } from '#web/features/data-exports/api/data-exports'
import { Page } from '#web/shared/ui/page'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/**
 * /dumps (issue 10 §4, SPEC 2.9, 6): each export with its columns and which of them are personal, downloaded as a zip
 * of CSV that the server streams (a plain link: the browser writes it to disk as it arrives).
 */
export default function DumpsPage() {
  const { t } = useTranslation(['dataExports', 'common'])
  const exports = useDataExports()
  const name = (dataset: ExportDataset) => t(`datasets.${dataset}`)

  return (
    <Page title={t('title')} subtitle={t('subtitle')} maxWidth={960}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" href={exportZipUrl('all')} download startIcon={<DownloadIcon />}>
            {t('downloadAll')}
          </Button>
          <Link component={RouterLink} to={href('audit')}>
            {t('auditLink')}
          </Link>
        </Stack>
        {exports.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : exports.isError ? (
          <RetryAlert onRetry={() => void exports.refetch()}>{t('loadFailed')}</RetryAlert>
        ) : (
          exports.data.items.map((item) => (
            <Card
              key={item.dataset}
              variant="outlined"
              component="section"
              aria-labelledby={`export-${item.dataset}`}
            >
              <CardContent>
                <Typography id={`export-${item.dataset}`} variant="h6" component="h2">
                  {name(item.dataset)}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-word' }}>
                  {t('columns')}: <bdi dir="ltr">{item.columns.join(', ')}</bdi>
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {item.personal.length
                    ? t('personal', { columns: `\u2066${joinList(item.personal, 'en')}\u2069` })
                    : t('noPersonal')}
                </Typography>
              </CardContent>
              <CardActions>
                <Button href={exportZipUrl(item.dataset)} download startIcon={<DownloadIcon />}>
                  {t('download', { name: name(item.dataset) })}
                </Button>
              </CardActions>
            </Card>
          ))
        )}
      </Stack>
    </Page>
  )
}
