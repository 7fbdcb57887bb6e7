import type { QuestionStatus } from '@app/domain/questions'
import { formatDateTime } from '@app/i18n/format'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { UserText } from '#web/shared/ui/user-text'
import { useMyQuestions } from '../api/questions'

const statusColour: Record<QuestionStatus, 'default' | 'success' | 'info'> = {
  open: 'info',
  answered: 'success',
  closed: 'default',
}

/** A signed-in person's own questions and the team's answers, newest first, below /help/ask's form (issue 45 §1). */
export function MyQuestions({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('legal')
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const questions = useMyQuestions(userId)
  return (
    <section aria-labelledby="my-questions-title">
      <Typography id="my-questions-title" variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        {t('ask.mine.title')}
      </Typography>
      {questions.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : questions.isError ? (
        <RetryAlert onRetry={() => void questions.refetch()}>{t('ask.mine.loadFailed')}</RetryAlert>
      ) : questions.data.items.length === 0 ? (
        <Typography color="textSecondary">{t('ask.mine.empty')}</Typography>
      ) : (
        <List aria-labelledby="my-questions-title" disablePadding>
          {questions.data.items.map((question) => (
            <ListItem key={question.id} divider disableGutters sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Chip
                  size="small"
                  color={statusColour[question.status]}
                  label={t(`ask.mine.status.${question.status}`)}
                />
                <Typography variant="body2" color="textSecondary">
                  {t('ask.mine.asked', { date: formatDateTime(question.createdAt, language) })}
                </Typography>
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                <UserText>{question.body}</UserText>
              </Typography>
              {question.answer && question.answeredAt ? (
                <Stack
                  sx={{ mt: 1, paddingInlineStart: 2, borderInlineStart: 3, borderColor: 'success.main' }}
                >
                  <Typography variant="subtitle2">
                    {t('ask.mine.answer', { date: formatDateTime(question.answeredAt, language) })}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                    <UserText>{question.answer}</UserText>
                  </Typography>
                </Stack>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </section>
  )
}
