import {
  accountDetailSchema,
  accountListSchema,
  accountStatusSchema,
  adminListSchema,
  type AccountChange,
  type AccountSort,
  type AccountState,
  type GrantAdmin,
  type ManagedKind,
} from '@app/domain/admin-accounts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export interface AccountFilters {
  q?: string
  state?: AccountState
  governorateId?: number
  from?: string
  to?: string
  sort?: AccountSort
  page: number
}

/** A kind's accounts for the admins (issue 10 §1): searched, filtered, sorted and paged by the API. */
export function useAccounts(kind: ManagedKind, filters: AccountFilters) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value))
  return useQuery({
    queryKey: queryKeys.adminAccounts.list(kind, filters),
    queryFn: () => api.get(`/admin-accounts/${kind}?${params.toString()}`, accountListSchema),
    placeholderData: keepPreviousData,
  })
}

export function useAccount(kind: ManagedKind, userId: string) {
  return useQuery({
    queryKey: queryKeys.adminAccounts.one(kind, userId),
    queryFn: () => api.get(`/admin-accounts/${kind}/${userId}`, accountDetailSchema),
  })
}

/** Any user's account state (a doctor's review page shows it too). */
export function useAccountStatus(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminAccounts.status(userId),
    queryFn: () => api.get(`/admin-accounts/users/${userId}`, accountStatusSchema),
  })
}

/** Deactivate, reactivate, mark or unmark as testing: lists, search and the doctors' pages change with it. */
export function useChangeAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: AccountChange }) =>
      api.patch(`/admin-accounts/users/${userId}`, change, accountStatusSchema),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAccounts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.doctorReviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.doctors.all }),
      ]),
  })
}

export function useAdmins() {
  return useQuery({ queryKey: queryKeys.admins, queryFn: () => api.get('/admins', adminListSchema) })
}

export function useGrantAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: GrantAdmin) => api.post('/admins', input, adminListSchema),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.admins, list),
  })
}

export function useRevokeAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) => api.delete(`/admins/${userId}`, adminListSchema),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.admins, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admins }),
  })
}
