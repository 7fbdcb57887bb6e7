import { randomInt } from 'node:crypto'
import type { OrderMethod } from '@app/domain/payments'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import * as paymentsRepository from './payments.repository'

/**
 * Opening payment orders, the part of payments that other features use inside their own transaction (a booking
 * opens its order with it). It imports no other feature, so payments.service can settle bookings while bookings
 * open orders (issue 7 §2: no callbacks in routes, no import cycles).
 */

export interface NewOrderInput {
  userId: string
  kind: 'bookingPay' | 'cashIn'
  bookingId: string | null
  method: OrderMethod
  amount: number
  billing: Record<string, string> | null
  expiresAt: Date
}

/** A kiosk reference: nine digits, read out at a shop counter (SPEC 2.7: kiosk reference numbers). */
const kioskReference = () => String(randomInt(100_000_000, 1_000_000_000))

/**
 * Opens a payment order in the caller's transaction, with the job that times it out at `expiresAt` if no callback
 * settled it by then (issue 9 §3): the order and its deadline exist together or not at all.
 */
export async function openOrder(ctx: RequestContext, trx: Database, input: NewOrderInput): Promise<string> {
  const provider = ctx.adapters.payments.provider
  const orderId = await paymentsRepository.insertOrder(trx, {
    ...input,
    provider,
    // The sandbox hands out its own kiosk reference; Paymob's comes with its checkout.
    kioskReference: input.method === 'kiosk' && provider === 'sandbox' ? kioskReference() : null,
  })
  await ctx.jobs.enqueue(
    trx,
    'payments.expire',
    { orderId },
    { key: `order:${orderId}:expire`, startAfter: input.expiresAt },
  )
  return orderId
}
