import type { CashInRequest } from '@app/domain/payments'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api, ApiError } from '#web/shared/lib/api-client'

const cashInAnswerSchema = z.object({ orderId: z.uuid().optional() })

/**
 * POST /payments/cash-in (SPEC 7.2 cashInPayment): opens a top-up order to pay next at /payments/pay/{orderId}.
 * An answer without an order id is SPEC 8's 'Cannot make payment'.
 */
export async function cashIn(input: CashInRequest): Promise<{ orderId: string }> {
  const { orderId } = await api.post('/payments/cash-in', input, cashInAnswerSchema)
  if (!orderId) throw new ApiError('CANNOT_MAKE_PAYMENT', {}, 200)
  return { orderId }
}

export function useCashIn() {
  return useMutation({ mutationFn: cashIn })
}
