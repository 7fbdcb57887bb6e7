import {
  answerQuestionSchema,
  questionAnswerMaxLength,
  type AnswerQuestion,
  type Question,
} from '@app/domain/questions'
import { toArabicIndicDigits } from '@app/domain/shared'
import { formatDateTime, formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import ListItem from '@mui/material/ListItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Controller, useForm, type Path } from 'react-hook-form'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { useToast } from '#web/shared/ui/toast'
import { UserText } from '#web/shared/ui/user-text'
import { useAnswerQuestion, useCloseQuestion } from '../api/questions'

const answerFields = { channel: true, answer: true }

function useQuestionsTranslation() {
  const translation = useTranslation(['legal', 'common', 'validation'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

/**
 * One question of /manage-questions (issue 45 §1): who asked (a name or none, account or visitor, the mobile), when,
 * the question, and the answer given; "view and answer" opens it.
 */
export function QuestionRow({ question }: { question: Question }) {
  const { t, language } = useQuestionsTranslation()
  const [open, setOpen] = useState(false)
  const titleId = `question-${question.id}`
  const name = question.name || t('questions.noName')
  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', paddingInline: 0 }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(question.fromAccount ? 'questions.fromAccount' : 'questions.visitor')}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          <PhoneNumber phone={language === 'ar' ? toArabicIndicDigits(question.phone) : question.phone} />
          {' · '}
          <time dateTime={question.createdAt}>{formatDateTime(question.createdAt, language)}</time>
        </Typography>
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <UserText>{question.body}</UserText>
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {t('questions.view')}
      </Button>
      {open ? <QuestionDialog question={question} onClose={() => setOpen(false)} /> : null}
    </ListItem>
  )
}

/** The question, its answer if any, the answer form (through the asker's channels) and the close button. */
function QuestionDialog({ question, onClose }: { question: Question; onClose: () => void }) {
  const { t, language } = useQuestionsTranslation()
  const titleId = useId()
  const channelLabelId = useId()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const answer = useAnswerQuestion()
  const close = useCloseQuestion()
  const [confirmClose, setConfirmClose] = useState(false)
  const phone = language === 'ar' ? toArabicIndicDigits(question.phone) : question.phone
  const { control, handleSubmit, setError } = useForm<AnswerQuestion>({
    resolver: formResolver(answerQuestionSchema),
    defaultValues: { channel: question.channels[0] ?? 'sms', answer: '' },
  })
  const submit = handleSubmit(async (values) => {
    try {
      await answer.mutateAsync({ questionId: question.id, answer: values })
      toast(t('questions.sent'), 'success')
      onClose()
    } catch (error) {
      const fields = error instanceof ApiError ? error.issues.filter((i) => i.path in answerFields) : []
      for (const issue of fields)
        setError(issue.path as Path<AnswerQuestion>, { type: 'server', message: issue.code })
      // Not about a field (the question was closed meanwhile, the network): said in a toast.
      if (!fields.length) {
        const other = error instanceof ApiError ? error.issues[0] : undefined
        toast(
          t('questions.failed', { message: other ? fieldMessage(other.code) : errorMessage(error) }),
          'error',
        )
      }
    }
  })
  const closeQuestion = () =>
    close.mutate(question.id, {
      onSuccess: () => {
        toast(t('questions.closed'), 'success')
        setConfirmClose(false)
        onClose()
      },
      onError: (error) => toast(t('questions.failed', { message: errorMessage(error) }), 'error'),
    })
  const name = question.name || t('questions.noName')

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('questions.dialogTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="textSecondary">
              {t('questions.phone', { phone })} ·{' '}
              {t('questions.asked', { date: formatDateTime(question.createdAt, language) })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <UserText>{question.body}</UserText>
            </Typography>
            {question.answer && question.answeredAt && question.answeredVia ? (
              <Alert severity="success">
                <Typography variant="subtitle2">
                  {t('questions.answered', {
                    date: formatDateTime(question.answeredAt, language),
                    via: t(`questions.via.${question.answeredVia}`),
                  })}
                </Typography>
                <UserText>{question.answer}</UserText>
              </Alert>
            ) : null}
            {question.closedAt ? (
              <Alert severity="info">
                {t('questions.closedOn', { date: formatDateTime(question.closedAt, language) })}
              </Alert>
            ) : (
              <>
                <Controller
                  name="channel"
                  control={control}
                  render={({ field, fieldState }) => (
                    <FormControl error={Boolean(fieldState.error)}>
                      <FormLabel id={channelLabelId}>{t('questions.channel')}</FormLabel>
                      <RadioGroup
                        aria-labelledby={channelLabelId}
                        value={field.value}
                        onChange={(_, value) => field.onChange(value)}
                      >
                        {question.channels.map((channel) => (
                          <FormControlLabel
                            key={channel}
                            value={channel}
                            control={<Radio />}
                            label={t(`questions.channels.${channel}`, { phone })}
                          />
                        ))}
                      </RadioGroup>
                      {fieldState.error ? (
                        <FormHelperText>{fieldMessage(fieldState.error.message)}</FormHelperText>
                      ) : null}
                    </FormControl>
                  )}
                />
                <FormTextField
                  name="answer"
                  control={control}
                  label={t('questions.answer')}
                  required
                  multiline
                  minRows={3}
                  helperText={t('questions.answerHint', {
                    max: formatNumber(questionAnswerMaxLength, language),
                  })}
                  slotProps={{ htmlInput: { maxLength: questionAnswerMaxLength } }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {t('questions.dismiss')}
          </Button>
          {question.closedAt ? null : (
            <>
              <Button color="warning" onClick={() => setConfirmClose(true)}>
                {t('questions.close')}
              </Button>
              <Button type="submit" variant="contained" disabled={answer.isPending}>
                {answer.isPending ? t('questions.sending') : t('questions.send')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirmClose}
        title={t('questions.closeConfirmTitle')}
        message={t('questions.closeConfirm')}
        confirmLabel={t('questions.close')}
        cancelLabel={t('questions.cancel')}
        onConfirm={closeQuestion}
        onCancel={() => setConfirmClose(false)}
        pending={close.isPending}
      />
    </Dialog>
  )
}
