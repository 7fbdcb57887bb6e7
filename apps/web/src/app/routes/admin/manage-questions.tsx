import { questionStatuses, type QuestionStatus } from '@app/domain/questions'
import { toWesternDigits } from '@app/domain/shared'
import { formatNumber } from '@app/i18n/format'
import List from '@mui/material/List'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useDeferredValue } from 'react'
import { QuestionRow } from '#web/features/questions/components/question-row'
import { useQuestions } from '#web/features/questions/api/questions'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import { Page } from '#web/shared/ui/page'
import { PagedList, StickySearch } from './list-filters'

/**
 * /manage-questions (issue 45 §1): the questions asked at /help/ask, by status (open, answered, closed) with a search
 * from 2 characters (a name, a mobile or words of the question); each opens to be answered and closed. The status,
 * search and page live in the address.
 */
export default function ManageQuestionsPage() {
  const { t, i18n } = useTranslation(['legal', 'validation'])
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const [params, setParams] = useSearchParams()
  const status: QuestionStatus = questionStatuses.find((s) => s === params.get('status')) ?? 'open'
  const typed = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = useDeferredValue(toWesternDigits(typed).trim())
  const questions = useQuestions({ status, page, ...(query.length >= 2 ? { q: query } : {}) })
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        return next
      },
      { replace: true },
    )

  return (
    <Page title={t('questions.title')} subtitle={t('questions.subtitle')} maxWidth={960}>
      <StickySearch
        label={t('questions.search')}
        hint={t('questions.searchHint')}
        value={typed}
        onChange={(value) => set({ q: value, page: null })}
      >
        <Tabs
          value={status}
          onChange={(_, value: string) => set({ status: value === 'open' ? null : value, page: null })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('questions.statusLabel')}
        >
          {questionStatuses.map((s) => (
            <Tab key={s} value={s} label={t(`questions.status.${s}`)} />
          ))}
        </Tabs>
      </StickySearch>
      <PagedList
        query={questions}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        rowHeight={112}
        texts={{
          loadFailed: t('questions.loadFailed'),
          count: (total) => t('questions.count', { count: total, formatted: formatNumber(total, language) }),
          empty: t('questions.empty'),
        }}
      >
        {(items) => (
          <List aria-label={t('questions.title')}>
            {items.map((question) => (
              <QuestionRow key={question.id} question={question} />
            ))}
          </List>
        )}
      </PagedList>
    </Page>
  )
}
