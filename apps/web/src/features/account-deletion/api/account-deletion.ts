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

const mineKey = ['account-deletion'] as const
const queueKey = ['deletion-requests'] as const

/** The owner's deletion request, what blocks it, the wallet balance it forfeits (SPEC 4). */
export function useMyDeletion() {
  return useQuery({ queryKey: mineKey, queryFn: () => api.get('/account-deletion', myDeletionSchema) })
}

export function useRequestDeletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RequestDeletion) => api.post('/account-deletion', input, myDeletionSchema),
    onSuccess: (mine) => queryClient.setQueryData(mineKey, mine),
  })
}

export function useCancelDeletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/account-deletion', myDeletionSchema),
    onSuccess: (mine) => queryClient.setQueryData(mineKey, mine),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  })
}

/** The admins' queue of one status (issue 10 §1), oldest pending first. */
export function useDeletionQueue(status: DeletionStatus, page: number) {
  return useQuery({
    queryKey: [...queueKey, status, page],
    queryFn: () => api.get(`/deletion-requests?status=${status}&page=${page}`, deletionQueueSchema),
    placeholderData: keepPreviousData,
  })
}

function useDecision<T>(request: (requestId: string, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: T }) => request(requestId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
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
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: ['admin-accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['doctor-reviews'] }),
      ]),
  })
}
