import { prescriptionVerificationSchema, type DispensePrescription } from '@app/domain/consults'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

const path = (code: string, rest = '') => `/prescriptions/verify/${encodeURIComponent(code)}${rest}`

/**
 * GET /prescriptions/verify/:code (issue 45 §4), public: whether a prescription is genuine and dispensed. Read once
 * per visit of the page (each read is a check the patient is shown): never refetched on focus or reconnection.
 */
export function useVerifyPrescription(code: string | null) {
  return useQuery({
    queryKey: queryKeys.prescriptionChecks.one(code ?? ''),
    queryFn: () => api.get(path(code ?? ''), prescriptionVerificationSchema),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

/** POST /prescriptions/verify/:code/dispense: its answer is the check as it now stands. */
export function useDispensePrescription(code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DispensePrescription) =>
      api.post(path(code, '/dispense'), body, prescriptionVerificationSchema),
    onSuccess: (verification) =>
      queryClient.setQueryData(queryKeys.prescriptionChecks.one(code), verification),
  })
}

/**
 * POST /prescriptions/verify/:code/send-dispense-code: the patient's dispense code texted to their phone, for a
 * patient without the app at hand (never shown here).
 */
export function useSendDispenseCode(code: string) {
  return useMutation({ mutationFn: () => api.post(path(code, '/send-dispense-code')) })
}
