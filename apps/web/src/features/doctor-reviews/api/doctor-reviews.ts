import {
  reviewListItemSchema,
  reviewListSchema,
  type ReturnProfile,
  type ReviewSort,
  type ReviewStatus,
} from '@app/domain/doctor-reviews'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export interface ReviewFilters {
  status?: ReviewStatus
  q?: string
  governorateId?: number
  from?: string
  to?: string
  sort?: ReviewSort
  page: number
}

/** The admins' list of doctors (issue 10 §1): waiting ones first, a status, a name or a mobile, a page. */
export function useDoctorReviews(filters: ReviewFilters) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value))
  return useQuery({
    queryKey: queryKeys.doctorReviews.list(filters),
    queryFn: () => api.get(`/doctor-reviews?${params.toString()}`, reviewListSchema),
    // The list stays while the next page or filter loads, so it does not jump to a skeleton at each keystroke.
    placeholderData: keepPreviousData,
  })
}

/** A decision changes the list, the doctor's editor view and search. */
function useDecision<T>(request: (doctorId: string, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ doctorId, body }: { doctorId: string; body: T }) => request(doctorId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.doctorReviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.doctors.all }),
      ]),
  })
}

export const useVerifyDoctor = () =>
  useDecision<undefined>((doctorId) =>
    api.post(`/doctor-reviews/${doctorId}/verify`, {}, reviewListItemSchema),
  )

export const useReturnDoctor = () =>
  useDecision<ReturnProfile>((doctorId, body) =>
    api.post(`/doctor-reviews/${doctorId}/return`, body, reviewListItemSchema),
  )
