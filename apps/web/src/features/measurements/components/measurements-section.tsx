import { measurementKinds, type MeasurementItem, type MeasurementKind } from '@app/domain/measurements'
import { formatCalendarDate } from '@app/i18n/format'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { visuallyHidden } from '#web/shared/ui/password-checklist'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useDeleteMeasurement } from '../api/delete-measurement'
import { useMeasurements } from '../api/get-measurements'
import { AddMeasurementDialog } from './add-measurement-dialog'
import { MeasurementChart } from './measurement-chart'

/** Entries listed under a card before 'Show all'. */
const shownAtFirst = 3

function useDisplay() {
  const { t, i18n } = useTranslation('measurements')
  const language: 'ar' | 'en' = i18n.language === 'en' ? 'en' : 'ar'
  return {
    t,
    language,
    value: (kind: MeasurementKind, value: number) => t(`value.${kind}`, { value }),
    date: (date: string) => formatCalendarDate(date, language),
  }
}

function KindCard({
  kind,
  items,
  onDelete,
}: {
  kind: MeasurementKind
  /** Newest first. */
  items: MeasurementItem[]
  onDelete: (item: MeasurementItem) => void
}) {
  const { t, language, value, date } = useDisplay()
  const headingId = useId()
  const [showAll, setShowAll] = useState(false)
  const name = t(`kinds.${kind}`)
  const latest = items[0]
  const oldestFirst = [...items].reverse()
  const values = items.map((i) => i.value)
  const summary = latest
    ? t('chart.summary', {
        kind: name,
        count: items.length,
        value: value(kind, latest.value),
        date: date(latest.measuredOn),
        first: date(oldestFirst[0]!.measuredOn),
        last: date(latest.measuredOn),
        lowest: value(kind, Math.min(...values)),
        highest: value(kind, Math.max(...values)),
        latest: value(kind, latest.value),
      })
    : ''
  const listed = showAll ? items : items.slice(0, shownAtFirst)

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ padding: 2, height: '100%' }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {latest ? (
        <>
          <Typography variant="h5" component="p" sx={{ marginBlockStart: 0.5 }}>
            {value(kind, latest.value)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('latest', { date: date(latest.measuredOn) })}
          </Typography>
          <Box sx={{ marginBlock: 1.5 }}>
            <MeasurementChart
              items={oldestFirst}
              label={t('chart.label', { kind: name })}
              summary={summary}
              format={(v) => value(kind, v)}
              language={language}
            />
          </Box>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
            <Box component="caption" sx={visuallyHidden}>
              {t('history.title', { kind: name })}
            </Box>
            <Box component="thead" sx={visuallyHidden}>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.value')}</th>
                <th scope="col">{t('history.actions')}</th>
              </tr>
            </Box>
            <tbody>
              {listed.map((item) => (
                <Box component="tr" key={item.id} sx={{ borderBlockStart: 1, borderColor: 'divider' }}>
                  <Box component="td" sx={{ paddingBlock: 0.5 }}>
                    {date(item.measuredOn)}
                  </Box>
                  <Box component="td" sx={{ fontWeight: 500 }}>
                    {value(kind, item.value)}
                  </Box>
                  <Box component="td" sx={{ textAlign: 'end' }}>
                    <IconButton
                      size="small"
                      aria-label={t('delete.button', {
                        kind: name,
                        value: value(kind, item.value),
                        date: date(item.measuredOn),
                      })}
                      onClick={() => onDelete(item)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
          {items.length > shownAtFirst ? (
            <Button size="small" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? t('history.showLess') : t('history.showAll', { count: items.length })}
            </Button>
          ) : null}
        </>
      ) : (
        <Typography color="textSecondary" style={{ marginBlockStart: 8 }}>
          {t(`none.${kind}`)}
        </Typography>
      )}
    </Paper>
  )
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={2} role="status" aria-label={label}>
      {measurementKinds.map((kind) => (
        <Grid key={kind} size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ padding: 2 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" fontSize="2rem" width="45%" />
            <Skeleton variant="rounded" height={120} style={{ marginBlockStart: 8 }} />
          </Paper>
        </Grid>
      ))}
    </Grid>
  )
}

/**
 * Height and weight in a medical file (SPEC 2.8): the latest of each with its day, a small chart of the history,
 * adding a measurement and deleting one after a confirmation. `fileId`: a family member's file; none, the account's
 * own.
 */
export function MeasurementsSection({ fileId }: { fileId?: string }) {
  const { t, value, date } = useDisplay()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const headingId = useId()
  const measurements = useMeasurements(fileId)
  const remove = useDeleteMeasurement()
  const [adding, setAdding] = useState<MeasurementKind | null>(null)
  const [deleting, setDeleting] = useState<MeasurementItem | null>(null)
  const items = measurements.data?.items ?? []
  const byKind = (kind: MeasurementKind) => items.filter((i) => i.kind === kind)
  const addKind: MeasurementKind = byKind('height').length === 0 ? 'height' : 'weight'

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => toast(t('toasts.deleted')),
      onError: (error) => toast(errorMessage(error), 'error'),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 2 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(addKind)}
          disabled={measurements.isPending || measurements.isError}
        >
          {t('add')}
        </Button>
      </Stack>
      {measurements.isPending ? (
        <SectionSkeleton label={t('loading')} />
      ) : measurements.isError ? (
        <RetryAlert onRetry={() => void measurements.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : (
        <>
          {items.length === 0 ? (
            <Typography color="textSecondary" sx={{ marginBlockEnd: 2 }}>
              {t('empty')}
            </Typography>
          ) : null}
          <Grid container spacing={2}>
            {measurementKinds.map((kind) => (
              <Grid key={kind} size={{ xs: 12, md: 6 }}>
                <KindCard kind={kind} items={byKind(kind)} onDelete={setDeleting} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      {adding ? (
        <AddMeasurementDialog
          {...(fileId ? { fileId } : {})}
          initialKind={adding}
          onClose={() => setAdding(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={
          deleting
            ? t('delete.message', {
                kind: t(`kinds.${deleting.kind}`),
                value: value(deleting.kind, deleting.value),
                date: date(deleting.measuredOn),
              })
            : undefined
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  )
}
