import { centreHoursSchema, type CentreHoursView } from '@app/domain/centres/schemas'
import { issueKey } from '@app/domain/shared'
import { formatWallTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { TextField } from '#web/shared/ui/text-field'
import { useToast } from '#web/shared/ui/toast'
import { useHours } from '../api/get-hours'
import { useSaveHours } from '../api/save-hours'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import {
  formToHours,
  hoursToForm,
  nextRange,
  weekDays,
  type HoursForm,
  type HoursRange,
  type WeekDayKey,
} from '../lib/hours-form'

/** Field messages by path as sent (`days.1.ranges.0.closes`): the domain's check before saving, the API's after. */
type FieldErrors = Record<string, string>

const dayIndex = (key: WeekDayKey) => weekDays.findIndex((day) => day.key === key)
const rangePath = (key: WeekDayKey, index: number, part: keyof HoursRange) =>
  `days.${dayIndex(key)}.ranges.${index}.${part}`

/**
 * Issue 43 §1: a centre's opening hours, Saturday first as the doctor's schedule: each day open or closed, one or more
 * periods, the week saved whole. `centreId` null: the centre's own; else an admin's correction of that centre.
 */
export function HoursEditor({
  centreId,
  onDirtyChange,
}: {
  centreId: string | null
  /** Told when the week on screen starts or stops differing from the saved one (a page's leave guard). */
  onDirtyChange?: (dirty: boolean) => void
}) {
  const { t } = useCentresTranslation()
  const hours = useHours(centreId)
  if (hours.isPending)
    return (
      <Stack spacing={1} role="status" aria-label={t('common:loading')}>
        {weekDays.map(({ key }) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    )
  if (hours.isError)
    return <RetryAlert onRetry={() => void hours.refetch()}>{t('hours.loadFailed')}</RetryAlert>
  return <HoursForm centreId={centreId} saved={hours.data} onDirtyChange={onDirtyChange} />
}

function HoursForm({
  centreId,
  saved,
  onDirtyChange,
}: {
  centreId: string | null
  saved: CentreHoursView
  onDirtyChange: ((dirty: boolean) => void) | undefined
}) {
  const { t, language } = useCentresTranslation()
  const fieldMessage = useFieldMessage()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const save = useSaveHours(centreId)
  const initial = useMemo(() => hoursToForm(saved), [saved])
  const [form, setForm] = useState<HoursForm>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  // Gone from the page (another tab opened), it holds nothing unsaved.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange])
  const openDays = weekDays.filter(({ key }) => form[key].open).length

  const change = (key: WeekDayKey, next: (day: HoursForm[WeekDayKey]) => HoursForm[WeekDayKey]) => {
    setForm((current) => ({ ...current, [key]: next(current[key]) }))
    // A day's periods are checked together (an overlap involves two), so its messages go once it changes.
    const prefix = `days.${dayIndex(key)}.`
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(prefix))),
    )
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const week = formToHours(form)
    const checked = centreHoursSchema.safeParse(week)
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), issueKey(i)])))
      setFailure(t('hours.invalid'))
      return
    }
    setErrors({})
    try {
      const view = await save.mutateAsync(checked.data)
      setForm(hoursToForm(view))
      toast(t('hours.saved'))
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0)
        setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.code])))
      setFailure(errorMessage(error))
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={0}>
        {openDays === 0 ? (
          <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
            {t('hours.noneOpen')}
          </Alert>
        ) : null}
        {weekDays.map(({ key }) => {
          const day = form[key]
          const dayName = t(`hours.dayNames.${key}`)
          return (
            <Box
              key={key}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '170px 1fr' },
                gap: 1,
                paddingBlock: 1.5,
                borderBlockEnd: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                <FormControlLabel
                  label={<Typography sx={{ fontWeight: 600 }}>{dayName}</Typography>}
                  control={
                    <Checkbox
                      checked={day.open}
                      onChange={(event) => {
                        const open = event.target.checked
                        // A day opened starts with a period to adjust rather than none.
                        change(key, (d) => ({
                          open,
                          ranges: open && d.ranges.length === 0 ? [nextRange([])] : d.ranges,
                        }))
                      }}
                      slotProps={{ input: { 'aria-label': t('hours.openOn', { day: dayName }) } }}
                    />
                  }
                />
                {day.open ? null : (
                  <Typography
                    variant="body2"
                    color="textSecondary"
                    sx={{ paddingInlineStart: 4, marginBlockStart: -0.5 }}
                  >
                    {t('hours.closed')}
                  </Typography>
                )}
              </Box>
              {day.open ? (
                <Stack spacing={1}>
                  {day.ranges.map((range, index) => (
                    <Box
                      // Periods have no identity of their own; their place in the day is what the user sees.
                      key={index}
                      role="group"
                      aria-label={t('hours.period', { day: dayName, number: index + 1 })}
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                        alignItems: 'flex-start',
                        gap: 1,
                        maxWidth: 420,
                      }}
                    >
                      {(['opens', 'closes'] as const).map((part) => {
                        const message = fieldMessage(errors[rangePath(key, index, part)])
                        return (
                          <TextField
                            key={part}
                            type="time"
                            size="small"
                            label={t(`hours.${part}`)}
                            value={range[part]}
                            onChange={(event) =>
                              change(key, (d) => ({
                                ...d,
                                ranges: d.ranges.map((r, i) =>
                                  i === index ? { ...r, [part]: event.target.value } : r,
                                ),
                              }))
                            }
                            error={Boolean(message)}
                            helperText={
                              message ??
                              // A time input shows the day's end as its start (12:00 AM): say it is midnight.
                              (part === 'closes' && range.closes === '00:00'
                                ? t('hours.endOfDay', { time: formatWallTime('24:00', language) })
                                : undefined)
                            }
                            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300, dir: 'ltr' } }}
                          />
                        )
                      })}
                      <IconButton
                        aria-label={t('hours.removePeriod', { number: index + 1, day: dayName })}
                        onClick={() =>
                          change(key, (d) => {
                            const ranges = d.ranges.filter((_, i) => i !== index)
                            return { open: ranges.length > 0, ranges }
                          })
                        }
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Box>
                  ))}
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    aria-label={t('hours.addPeriodTo', { day: dayName })}
                    onClick={() => change(key, (d) => ({ ...d, ranges: [...d.ranges, nextRange(d.ranges)] }))}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('hours.addPeriod')}
                  </Button>
                </Stack>
              ) : null}
            </Box>
          )
        })}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Box
          sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', marginBlockStart: 2 }}
        >
          <Button
            onClick={() => {
              setForm(initial)
              setErrors({})
              setFailure(null)
            }}
            disabled={!dirty || save.isPending}
          >
            {t('hours.reset')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {save.isPending ? t('hours.saving') : t('hours.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
