import { dispenseCodeSchema } from '@app/domain/consults'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { TextField } from '#web/shared/ui/text-field'
import { useToast } from '#web/shared/ui/toast'
import { useDispensePrescription, useSendDispenseCode } from '../api/verify-prescription'
import { usePrescriptionsTranslation } from './use-prescriptions-translation'

/**
 * The pharmacist marks the prescription dispensed (issue 45 §4) with the 6-digit code the patient holds (Western or
 * Arabic-Indic digits), after a confirmation: it cannot be undone. A refusal (a wrong code, too many tries, already
 * dispensed) shows under the field in the reader's language. A patient without the app at hand has the code texted to
 * their phone.
 */
export function DispenseForm({ code }: { code: string }) {
  const { t } = usePrescriptionsTranslation()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const headingId = useId()
  const dispense = useDispensePrescription(code)
  const sendCode = useSendDispenseCode(code)
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = dispenseCodeSchema.safeParse(value)
    if (!parsed.success) return setProblem(t('dispense.codeInvalid'))
    setProblem(null)
    setConfirming(parsed.data)
  }

  const confirm = () => {
    if (confirming === null) return
    dispense.mutate(
      { dispenseCode: confirming },
      {
        onSuccess: () => {
          setConfirming(null)
          toast(t('dispense.done'), 'success')
        },
        onError: (error) => {
          setConfirming(null)
          setProblem(errorMessage(error))
        },
      },
    )
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
        {t('dispense.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 2 }}>
        {t('dispense.intro')}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t('dispense.codeLabel')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            if (problem) setProblem(null)
          }}
          error={problem !== null}
          helperText={problem ?? ' '}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20, dir: 'ltr' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={dispense.isPending} sx={{ minHeight: 56 }}>
          {t('dispense.submit')}
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockStart: 1 }}>
        {t('dispense.noApp')}{' '}
        <Button
          size="small"
          disabled={sendCode.isPending}
          onClick={() =>
            sendCode.mutate(undefined, {
              onSuccess: () => toast(t('dispense.texted'), 'success'),
              onError: (error) => toast(errorMessage(error), 'error'),
            })
          }
        >
          {t('dispense.text')}
        </Button>
      </Typography>
      <ConfirmDialog
        open={confirming !== null}
        title={t('dispense.confirmTitle')}
        message={t('dispense.confirmMessage')}
        confirmLabel={t('dispense.confirm')}
        cancelLabel={t('dispense.cancel')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        pending={dispense.isPending}
      />
    </Paper>
  )
}
