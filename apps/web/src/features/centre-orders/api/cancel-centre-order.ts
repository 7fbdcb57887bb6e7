import { centreOrderViewSchema } from '@app/domain/centre-orders'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { orderPath, useOrderChanged } from './get-centre-order'

/** POST /centre-orders/{id}/cancel: the patient side (refund by the 24-hour rule) or the centre (a reason, all back). */
export const cancelCentreOrder = (orderId: string, reason: string) =>
  api.post(`${orderPath(orderId)}/cancel`, { reason }, centreOrderViewSchema)

export function useCancelCentreOrder(orderId: string) {
  const changed = useOrderChanged()
  return useMutation({
    mutationFn: (reason: string) => cancelCentreOrder(orderId, reason),
    onSuccess: changed,
  })
}
