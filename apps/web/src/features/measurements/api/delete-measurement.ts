import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { measurementsKey } from './get-measurements'

export const deleteMeasurement = (id: string) => api.delete(`/measurements/${encodeURIComponent(id)}`)

export function useDeleteMeasurement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsKey }),
  })
}
