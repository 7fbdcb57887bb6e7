import {
  paymentSettingsSavedSchema,
  paymentSettingsViewSchema,
  type UpdatePaymentSettings,
} from '@app/domain/payments'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /payment-settings (issue 45 §5, SPEC 7.3 publicConfigs/payment): the values in force. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: queryKeys.paymentSettings,
    queryFn: () => api.get('/payment-settings', paymentSettingsViewSchema),
  })
}

/**
 * PUT /payment-settings: an admin's change, which recomputes every doctor's price to patients (ADR 0049). The
 * settings are replaced by the answer; every doctor's page, card and editor is read again, since their prices moved.
 */
export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdatePaymentSettings) =>
      api.put('/payment-settings', input, paymentSettingsSavedSchema),
    onSuccess: async ({ recomputedPrices: _recomputed, ...view }) => {
      queryClient.setQueryData(queryKeys.paymentSettings, view)
      await queryClient.invalidateQueries({ queryKey: queryKeys.doctors.all })
    },
  })
}
