import { askQuestionSchema, questionBodyMaxLength, type AskQuestionInput } from '@app/domain/questions'
import { formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PhoneField } from '#web/shared/ui/phone-field'
import { useToast } from '#web/shared/ui/toast'
import { useAskQuestion } from '../api/questions'

type Values = AskQuestionInput

/**
 * /help/ask's form (issue 45 §1): the question, and for a visitor their name (optional) and mobile (SPEC 5's phone
 * field: after +20, Arabic-Indic digits accepted). A signed-in person is answered at their account's phone or in the
 * app. Sent, the form gives way to a confirmation that offers another question.
 */
export function AskQuestionForm({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation(['legal', 'common', 'validation'])
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const ask = useAskQuestion()
  const [sent, setSent] = useState(false)
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: formResolver(askQuestionSchema),
    defaultValues: { body: '', name: '', mobile: '' },
  })

  const submit = handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(signedIn ? { body: values.body } : values)
      toast(t('ask.sent'), 'success')
      reset()
      setSent(true)
    } catch (error) {
      if (error instanceof ApiError)
        for (const issue of error.issues)
          setError(issue.path as Path<Values>, { type: 'server', message: issue.code })
    }
  })

  if (sent)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          {t('ask.sent')}
        </Alert>
        <Button variant="outlined" onClick={() => setSent(false)}>
          {t('ask.askAnother')}
        </Button>
      </Stack>
    )

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {signedIn ? (
          <Typography color="textSecondary">{t('ask.signedInNote')}</Typography>
        ) : (
          <>
            <FormTextField name="name" control={control} label={t('ask.name')} autoComplete="name" />
            <PhoneField name="mobile" control={control} required />
          </>
        )}
        <FormTextField
          name="body"
          control={control}
          label={t('ask.body')}
          required
          multiline
          minRows={4}
          helperText={t('ask.bodyHint', { max: formatNumber(questionBodyMaxLength, language) })}
          slotProps={{ htmlInput: { maxLength: questionBodyMaxLength } }}
        />
        {ask.isError && !(ask.error instanceof ApiError && ask.error.issues.length) ? (
          <Alert severity="error">{errorMessage(ask.error)}</Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={ask.isPending} sx={{ alignSelf: 'flex-start' }}>
          {ask.isPending ? t('ask.sending') : t('ask.send')}
        </Button>
      </Stack>
    </form>
  )
}
