import type { SandboxPay } from '@app/domain/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/**
 * POST /payments/sandbox/:orderId/pay (202): what the payer did on the sandbox's checkout. The sandbox then reports
 * the outcome by a signed callback, so the order settles a moment later; the status page follows it.
 */
export const paySandboxOrder = (orderId: string, input: SandboxPay) =>
  api.post<null>(`/payments/sandbox/${encodeURIComponent(orderId)}/pay`, input)

export function usePaySandboxOrder(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SandboxPay) => paySandboxOrder(orderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.order(orderId) }),
  })
}
