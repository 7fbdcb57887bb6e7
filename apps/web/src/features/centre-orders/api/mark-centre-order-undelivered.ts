import { centreOrderViewSchema } from '@app/domain/centre-orders'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { orderPath, useOrderChanged } from './get-centre-order'

/** POST /centre-orders/{id}/undelivered: the patient did not come (the centre, once the visit time passed). */
export const markCentreOrderUndelivered = (orderId: string) =>
  api.post(`${orderPath(orderId)}/undelivered`, {}, centreOrderViewSchema)

export function useMarkCentreOrderUndelivered(orderId: string) {
  const changed = useOrderChanged()
  return useMutation({
    mutationFn: () => markCentreOrderUndelivered(orderId),
    onSuccess: changed,
  })
}
