import {
  myQuestionsSchema,
  questionListSchema,
  questionReceiptSchema,
  questionSchema,
  type AnswerQuestion,
  type AskQuestionInput,
  type QuestionStatus,
} from '@app/domain/questions'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** POST /questions (issue 45 §1): a question, signed in or with a mobile; the asker's list is read again. */
export function useAskQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AskQuestionInput) => api.post('/questions', input, questionReceiptSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  })
}

/** GET /questions/mine: the signed-in person's own questions and answers (not asked signed out). */
export function useMyQuestions(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.questions.mine(userId ?? ''),
    queryFn: () => api.get('/questions/mine', myQuestionsSchema),
    enabled: userId !== null,
  })
}

/** GET /questions: the admins' queue of one status, a search from 2 characters, a page. */
export function useQuestions(filters: { status: QuestionStatus; q?: string; page: number }) {
  const params = new URLSearchParams({ status: filters.status, page: String(filters.page) })
  if (filters.q) params.set('q', filters.q)
  return useQuery({
    queryKey: queryKeys.questions.list(filters),
    queryFn: () => api.get(`/questions?${params.toString()}`, questionListSchema),
    placeholderData: keepPreviousData,
  })
}

/** POST /questions/{id}/answer: the answer goes out; the queue is read again. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: AnswerQuestion }) =>
      api.post(`/questions/${questionId}/answer`, answer, questionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  })
}

/** POST /questions/{id}/close. */
export function useCloseQuestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (questionId: string) => api.post(`/questions/${questionId}/close`, {}, questionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  })
}
