import {
  deletionQueueSchema,
  type AdminDeletion,
  myDeletionSchema,
  type DeletionStatus,
  type RefuseDeletion,
  type RequestDeletion,
} from '@app/domain/account-deletion'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** The owner's deletion request, what blocks it, the wallet balance it forfeits (SPEC 4). */
export function useMyDeletion() {
  return useQuery({
    queryKey: queryKeys.accountDeletion,
    queryFn: () => api.get('/account-deletion', myDeletionSchema),
  })
}

export function useRequestDeletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RequestDeletion) => api.post('/account-deletion', input, myDeletionSchema),
    onSuccess: (mine) => queryClient.setQueryData(queryKeys.accountDeletion, mine),
  })
}

export function useCancelDeletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/account-deletion', myDeletionSchema),
    onSuccess: (mine) => queryClient.setQueryData(queryKeys.accountDeletion, mine),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountDeletion }),
  })
}

/** The admins' queue of one status (issue 10 §1), oldest pending first. */
export function useDeletionQueue(status: DeletionStatus, page: number) {
  return useQuery({
    queryKey: queryKeys.deletionRequests.list(status, page),
    queryFn: () => api.get(`/deletion-requests?status=${status}&page=${page}`, deletionQueueSchema),
    placeholderData: keepPreviousData,
  })
}

function useDecision<T>(request: (requestId: string, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: T }) => request(requestId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deletionRequests.all }),
  })
}

export const useCompleteDeletion = () =>
  useDecision<undefined>((requestId) => api.post(`/deletion-requests/${requestId}/complete`))

export const useRefuseDeletion = () =>
  useDecision<RefuseDeletion>((requestId, body) => api.post(`/deletion-requests/${requestId}/refuse`, body))

/** An admin deletes an account on their own decision, with a reason (issue 10 §1). */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AdminDeletion) => api.post('/deletion-requests', input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.deletionRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAccounts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.doctorReviews.all }),
      ]),
  })
}
