import { saveSessionSummarySchema, type SessionSummary } from '@app/domain/consults'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import SaveIcon from '@mui/icons-material/Save'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm, type Path, type Resolver } from 'react-hook-form'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { useToast } from '#web/shared/ui/toast'
import { useSaveSessionSummary } from '../api/session-summary'
import { RecordSection } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from '../records/use-consults-translation'
import { PrescriptionFields } from './prescription-fields'
import { ReferralFields, type DoctorPickerProps } from './referral-fields'
import { toFormValues, type SummaryFormValues, type SummaryOutput } from './summary-form-values'
import { VisitFields } from './visit-fields'

/**
 * The doctor's session summary (SPEC 2.8, 3.7; issue 11 §2): the visit, the prescription and the referrals, saved
 * as one. Validated by the same schema as the API; the API's field issues (`prescription.0.drugName`) land on the
 * field they name. Tells the page whether there are unsaved changes (SPEC 4: leaving asks first).
 */
export function SessionSummaryForm({
  bookingId,
  summary,
  specialties,
  renderDoctorPicker,
  onDirtyChange,
}: {
  bookingId: string
  summary: SessionSummary
  specialties: readonly { id: number; label: string }[]
  renderDoctorPicker?: (props: DoctorPickerProps) => ReactNode
  onDirtyChange: (dirty: boolean) => void
}) {
  const { t, language } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const toast = useToast()
  const save = useSaveSessionSummary(bookingId)
  const [serverError, setServerError] = useState<string | null>(null)
  // The resolver parses with the API's schema, so what submit receives is its output (defaults filled, rows of a
  // referral kind without the other kinds' fields), typed as such below.
  const form = useForm<SummaryFormValues>({
    resolver: formResolver(saveSessionSummarySchema) as unknown as Resolver<SummaryFormValues>,
    defaultValues: toFormValues(summary, language),
    mode: 'onTouched',
  })
  const { control, handleSubmit, setValue, getValues, setError, reset, formState } = form

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange])

  const onSubmit = async (parsed: SummaryFormValues) => {
    const values = parsed as unknown as SummaryOutput
    setServerError(null)
    const wasDocumented = summary.missing.length === 0
    try {
      const saved = await save.mutateAsync(values)
      reset(toFormValues(saved, language))
      toast(saved.missing.length === 0 && !wasDocumented ? t('session.documented') : t('session.saved'))
    } catch (error) {
      const unplaced: string[] = []
      if (error instanceof ApiError) {
        let first = true
        for (const issue of error.issues) {
          if (/^(note|prescription|referrals)\./.test(issue.path)) {
            setError(
              issue.path as Path<SummaryFormValues>,
              { type: 'server', message: issue.code },
              { shouldFocus: first },
            )
            first = false
          } else unplaced.push(fieldMessage(issue.code) ?? issue.code)
        }
      }
      const message = [errorMessage(error), ...unplaced].join(' ')
      setServerError(message)
      toast(message, 'error')
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit, () => setServerError(t('session.fixFields')))(event)}
    >
      <Stack spacing={2}>
        <RecordSection title={t('session.visit')}>
          <VisitFields control={control} />
        </RecordSection>
        <RecordSection title={t('session.prescription')}>
          <PrescriptionFields control={control} setValue={setValue} getValues={getValues} />
        </RecordSection>
        <RecordSection title={t('session.referrals')}>
          <ReferralFields
            control={control}
            setValue={setValue}
            getValues={getValues}
            specialties={specialties}
            renderDoctorPicker={renderDoctorPicker}
          />
        </RecordSection>
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        {/* The save button stays in reach at the bottom of a long form. */}
        <Paper
          elevation={3}
          sx={{
            position: 'sticky',
            bottom: 8,
            p: 1.5,
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            zIndex: 2,
          }}
        >
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
            {t('session.save')}
          </Button>
          <Box component="span" sx={{ color: 'text.secondary' }} aria-live="polite">
            {formState.isDirty ? t('session.unsaved') : t('session.upToDate')}
          </Box>
        </Paper>
      </Stack>
    </Box>
  )
}
