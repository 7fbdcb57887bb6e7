import {
  measuredOnProblem,
  measurementKinds,
  newMeasurementSchema,
  type MeasurementKind,
} from '@app/domain/measurements'
import { cairoDate } from '@app/domain/shared'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import type { z } from 'zod'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useToast } from '#web/shared/ui/toast'
import { useAddMeasurement } from '../api/add-measurement'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The API's rules, plus the one it checks against its clock: no day after today in Egypt. */
const formSchema = (today: string) =>
  newMeasurementSchema.superRefine((input, ctx) => {
    const problem = isoDay.test(input.measuredOn) ? measuredOnProblem(input.measuredOn, today) : null
    if (problem) ctx.addIssue({ code: 'custom', path: ['measuredOn'], message: problem })
  })

type FormInput = z.input<ReturnType<typeof formSchema>>
type FormOutput = z.output<ReturnType<typeof formSchema>>
const fields = ['kind', 'value', 'measuredOn'] as const

/**
 * SPEC 2.8 'Height and weight entry (new height, new weight, date)': the kind, the value (Arabic-Indic digits and
 * the Arabic decimal separator accepted, a numeric keyboard on phones) and the day, today in Egypt by default. The
 * API's refusals show on their field.
 */
export function AddMeasurementDialog({
  fileId,
  initialKind,
  onClose,
}: {
  fileId?: string
  initialKind: MeasurementKind
  onClose: () => void
}) {
  const { t } = useTranslation('measurements')
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const add = useAddMeasurement()
  const kindLabelId = useId()
  const [today] = useState(() => cairoDate(new Date()))
  const [problem, setProblem] = useState<string | null>(null)
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema(today)),
    mode: 'onTouched',
    defaultValues: { kind: initialKind, value: '', measuredOn: today },
  })
  const kind = useWatch({ control, name: 'kind' })

  const refused = (error: unknown) => {
    const unplaced: string[] = []
    let first = true
    if (error instanceof ApiError)
      for (const issue of error.issues) {
        const field = fields.find((f) => f === issue.path)
        if (field) {
          setError(field, { type: 'server', message: issue.code }, { shouldFocus: first })
          first = false
        } else unplaced.push(fieldMessage(issue.code) ?? issue.code)
      }
    setProblem([errorMessage(error), ...unplaced].join(' '))
  }

  return (
    <FormDialog
      title={t('form.title')}
      error={problem}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.submit')}
      canSubmit={!add.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) => {
        setProblem(null)
        add.mutate(
          { ...values, ...(fileId ? { fileId } : {}) },
          {
            onSuccess: () => {
              toast(t('toasts.added'))
              onClose()
            },
            onError: refused,
          },
        )
      })}
    >
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend" id={kindLabelId}>
              {t('form.kind')}
            </FormLabel>
            <RadioGroup row aria-labelledby={kindLabelId} {...field}>
              {measurementKinds.map((k) => (
                <FormControlLabel key={k} value={k} control={<Radio />} label={t(`kinds.${k}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="value"
        label={t(`form.value.${kind}`)}
        helperText={t(`form.range.${kind}`)}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <FormTextField
        control={control}
        name="measuredOn"
        type="date"
        label={t('form.measuredOn')}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
      />
    </FormDialog>
  )
}
