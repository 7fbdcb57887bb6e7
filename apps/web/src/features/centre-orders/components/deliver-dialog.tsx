import type { CentreOrderResult, CentreOrderView } from '@app/domain/centre-orders'
import { normaliseNumberText } from '@app/domain/shared'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { TextField } from '#web/shared/ui/text-field'
import { useToast } from '#web/shared/ui/toast'
import { useDeliverCentreOrder } from '../api/deliver-centre-order'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'

/** The server takes up to 60 values with a report (deliverCentreOrderRequestSchema). */
const maxRows = 60

interface Row {
  key: number
  test: string
  value: string
  unit: string
  low: string
  high: string
}
type RowField = Exclude<keyof Row, 'key'>
type RowErrors = Partial<Record<RowField, 'required' | 'number' | 'valueRequired' | 'rangeOrder'>>

/** A number as people type it (Arabic-Indic digits, ٫ or a comma for the decimals; SPEC 5); null if it is none. */
export function parseNumber(text: string): number | null {
  const normal = normaliseNumberText(text)
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : null
}

/** Each row's problems, and the values to send when there are none. */
function check(rows: readonly Row[]): { errors: RowErrors[]; results: CentreOrderResult[] | null } {
  const results: CentreOrderResult[] = []
  const errors = rows.map((row): RowErrors => {
    const problems: RowErrors = {}
    const value = parseNumber(row.value)
    const low = row.low.trim() ? parseNumber(row.low) : null
    const high = row.high.trim() ? parseNumber(row.high) : null
    if (!row.test.trim()) problems.test = 'required'
    if (!row.value.trim()) problems.value = 'valueRequired'
    else if (value === null) problems.value = 'number'
    if (row.low.trim() && low === null) problems.low = 'number'
    if (row.high.trim() && high === null) problems.high = 'number'
    if (low !== null && high !== null && low > high) problems.high = 'rangeOrder'
    if (Object.keys(problems).length === 0 && value !== null)
      results.push({ test: row.test.trim(), value, unit: row.unit.trim(), low, high })
    return problems
  })
  return { errors, results: errors.some((e) => Object.keys(e).length > 0) ? null : results }
}

/**
 * Submitting the report (issue 43 §4): the patient is told it is ready. A lab may add its values (test, value, unit,
 * normal range) for the patient's record and chart; a scan without a written report is marked done. Mount it when it
 * should show; `onClose` unmounts it.
 */
export function DeliverDialog({ order, onClose }: { order: CentreOrderView; onClose: () => void }) {
  const { t } = useCentreOrdersTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const deliver = useDeliverCentreOrder(order.id)
  const headingId = useId()
  const [rows, setRows] = useState<Row[]>([])
  const [nextKey, setNextKey] = useState(1)
  const [errors, setErrors] = useState<RowErrors[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const lab = order.kind === 'lab'
  const radioWithoutReport = !lab && order.reports.length === 0

  const change = (key: number, field: RowField, text: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: text } : row)))
  const add = () => {
    setRows((current) => [...current, { key: nextKey, test: '', value: '', unit: '', low: '', high: '' }])
    setNextKey(nextKey + 1)
  }
  const remove = (key: number) => {
    const index = rows.findIndex((row) => row.key === key)
    setRows((current) => current.filter((row) => row.key !== key))
    setErrors((current) => current.filter((_, i) => i !== index))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = check(rows)
    setErrors(checked.errors)
    if (!checked.results) return
    setProblem(null)
    try {
      await deliver.mutateAsync(checked.results)
      toast(radioWithoutReport ? t('deliver.doneRadio') : t('deliver.done'))
      onClose()
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }

  const field = (row: Row, index: number, name: RowField, label: string, numeric: boolean) => {
    const error = errors[index]?.[name]
    return (
      <TextField
        fullWidth
        size="small"
        label={label}
        value={row[name]}
        required={name === 'test' || name === 'value'}
        onChange={(event) => change(row.key, name, event.target.value)}
        error={Boolean(error)}
        helperText={error ? t(`deliver.${error}`) : undefined}
        slotProps={{
          htmlInput: numeric
            ? { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' }
            : { autoComplete: 'off', dir: 'auto', maxLength: name === 'test' ? 120 : 30 },
        }}
      />
    )
  }

  return (
    <FormDialog
      title={radioWithoutReport ? t('deliver.radioDoneTitle') : t('deliver.title')}
      error={problem}
      cancelLabel={t('deliver.keep')}
      submitLabel={
        deliver.isPending
          ? t('deliver.working')
          : radioWithoutReport
            ? t('deliver.confirmDone')
            : t('deliver.confirm')
      }
      canSubmit={!deliver.isPending}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Typography>{radioWithoutReport ? t('deliver.radioDoneBody') : t('deliver.body')}</Typography>
      {lab ? (
        <Box component="section" aria-labelledby={headingId}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('deliver.resultsHeading')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 1.5 }}>
            {t('deliver.resultsHint')}
          </Typography>
          <Stack spacing={2}>
            {rows.map((row, index) => (
              <Box
                key={row.key}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, margin: 0, padding: 1.5 }}
              >
                <Typography component="legend" variant="body2" sx={{ fontWeight: 600, paddingInline: 0.5 }}>
                  {t('deliver.row', { number: index + 1 })}
                </Typography>
                <Grid container spacing={1.5} sx={{ marginBlockStart: 0.5 }}>
                  <Grid size={{ xs: 12, sm: 6 }}>{field(row, index, 'test', t('deliver.test'), false)}</Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>{field(row, index, 'value', t('deliver.value'), true)}</Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>{field(row, index, 'unit', t('deliver.unit'), false)}</Grid>
                  <Grid size={{ xs: 6 }}>{field(row, index, 'low', t('deliver.low'), true)}</Grid>
                  <Grid size={{ xs: 6 }}>{field(row, index, 'high', t('deliver.high'), true)}</Grid>
                </Grid>
                <Stack direction="row" sx={{ justifyContent: 'flex-end', marginBlockStart: 0.5 }}>
                  <IconButton
                    size="small"
                    aria-label={t('deliver.removeRow', { number: index + 1 })}
                    onClick={() => remove(row.key)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
            ))}
          </Stack>
          {rows.length < maxRows ? (
            <Button startIcon={<AddIcon />} onClick={add} sx={{ marginBlockStart: 1 }}>
              {t('deliver.addRow')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </FormDialog>
  )
}
