import { centreOrderViewSchema } from '@app/domain/centre-orders'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { orderPath, useOrderChanged } from './get-centre-order'

/** POST /centre-orders/{id}/acknowledge: the centre has seen a new order (it leaves the New tab). Idempotent. */
export const acknowledgeCentreOrder = (orderId: string) =>
  api.post(`${orderPath(orderId)}/acknowledge`, {}, centreOrderViewSchema)

export function useAcknowledgeCentreOrder() {
  const changed = useOrderChanged()
  return useMutation({ mutationFn: acknowledgeCentreOrder, onSuccess: changed })
}
