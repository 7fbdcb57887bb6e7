import { measurementItemSchema, type NewMeasurement } from '@app/domain/measurements'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** SPEC 2.8 'Height and weight entry (new height, new weight, date)'. */
export const addMeasurement = (input: NewMeasurement) =>
  api.post('/measurements', input, measurementItemSchema)

export function useAddMeasurement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.measurements.all }),
  })
}
