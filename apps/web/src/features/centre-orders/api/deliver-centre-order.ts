import { centreOrderViewSchema, type CentreOrderResult } from '@app/domain/centre-orders'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { orderPath, useOrderChanged } from './get-centre-order'

/**
 * POST /centre-orders/{id}/deliver: the report goes to the patient, with a lab's values if given (a lab needs its
 * report uploaded first, REPORT_REQUIRED; a scan without one is marked done).
 */
export const deliverCentreOrder = (orderId: string, results: CentreOrderResult[]) =>
  api.post(`${orderPath(orderId)}/deliver`, { results }, centreOrderViewSchema)

export function useDeliverCentreOrder(orderId: string) {
  const changed = useOrderChanged()
  return useMutation({
    mutationFn: (results: CentreOrderResult[]) => deliverCentreOrder(orderId, results),
    onSuccess: changed,
  })
}
