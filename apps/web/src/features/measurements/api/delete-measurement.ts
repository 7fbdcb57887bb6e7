import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const deleteMeasurement = (id: string) => api.delete(`/measurements/${encodeURIComponent(id)}`)

export function useDeleteMeasurement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.measurements.all }),
  })
}
