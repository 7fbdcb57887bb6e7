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
  kind: 'bookingPay' | 'cashIn' | 'centreOrderPay'
  bookingId: string | null
  centreOrderId?: string | null
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
    centreOrderId: input.centreOrderId ?? null,
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

/** Locks an order's row for the caller's transaction (before its booking's: the order callbacks take them in). */
export async function lockOrder(trx: Database, orderId: string): Promise<void> {
  await paymentsRepository.lockOrder(trx, orderId)
}

/**
 * Times out an order still pending, in the caller's transaction under the order's row lock (the lock a callback
 * settles under, so a payment and a time-out never both win): answers the order when it timed it out, undefined when
 * it was settled already (paid, failed or timed out). The deadline's job (payments.service expireOrder) and a booking
 * taking the slot of a lapsed hold (bookings.service) both end a hold through here, then settle its booking.
 */
export async function timeOutOrder(
  trx: Database,
  orderId: string,
  now: Date,
): Promise<paymentsRepository.OrderRecord | undefined> {
  const order = await paymentsRepository.lockOrder(trx, orderId)
  if (!order || order.status !== 'pending') return undefined
  await paymentsRepository.settleOrder(trx, order.id, { status: 'timeout', now })
  return order
}
