import { centreOrderViewSchema, type CancelCentreOrderRequest } from '@app/domain/centre-orders'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { orderPath, useOrderChanged } from './get-centre-order'

/**
 * POST /centre-orders/{id}/cancel: the patient side (refund by the 24-hour rule, to the wallet or — paid by card — to
 * the card) or the centre (a reason, all back to the wallet).
 */
export const cancelCentreOrder = (orderId: string, request: CancelCentreOrderRequest) =>
  api.post(`${orderPath(orderId)}/cancel`, request, centreOrderViewSchema)

export function useCancelCentreOrder(orderId: string) {
  const changed = useOrderChanged()
  return useMutation({
    mutationFn: (request: CancelCentreOrderRequest) => cancelCentreOrder(orderId, request),
    onSuccess: changed,
  })
}
