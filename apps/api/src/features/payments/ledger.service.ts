import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as ledgerRepository from './ledger.repository'
import type { AccountRef } from './ledger.repository'

/**
 * The double-entry ledger (issue 9 §4, SPEC 3.5). Every movement of money is one transaction whose entries sum to
 * zero, posted in the database transaction of the change that causes it, under an idempotency key: posting the
 * same key twice posts once. The database refuses an unbalanced transaction and a wallet below zero.
 *
 * Signs: an entry adds its amount to its account. Money that comes in from outside (a card, a mobile wallet, a
 * kiosk) is taken from `gatewayClearing`, which therefore runs negative by what the gateway owes us.
 */

export type TransactionKind =
  | 'cashIn'
  | 'cashOut'
  | 'visitPay'
  | 'visitReceive'
  | 'visitRefund'
  | 'forfeit'
  /** A payout's money back in the doctor's earnings, and a payout arrived (issue 12 §5, ADR 0023). */
  | 'cashOutReturn'
  | 'cashOutSettle'

export interface Posting {
  key: string
  kind: TransactionKind
  bookingId?: string | null
  centreOrderId?: string | null
  orderId?: string | null
  lines: readonly { account: AccountRef; amount: number }[]
}

/** Posts a transaction; false when its key was posted before (nothing is written then). */
export async function post(db: Database, posting: Posting): Promise<boolean> {
  return (await postAll(db, [posting])).has(posting.key)
}

/**
 * Posts transactions in one statement (a group of bookings, ADR 0025); answers the keys posted now, leaving out
 * those posted before. One that cannot be posted (a wallet or earnings below zero) refuses them all.
 */
export async function postAll(db: Database, postings: readonly Posting[]): Promise<Set<string>> {
  // One statement cannot tell two postings of one key apart: both would land in the one transaction row.
  if (new Set(postings.map((posting) => posting.key)).size !== postings.length)
    throw new Error('ledger: one key twice in one batch')
  const transactions = postings.map((posting) => {
    const lines = posting.lines.filter((line) => line.amount !== 0)
    const sum = lines.reduce((total, line) => total + line.amount, 0)
    if (sum !== 0 || lines.length < 2 || !lines.every((line) => Number.isSafeInteger(line.amount)))
      throw new Error(`ledger: posting ${posting.key} does not balance`)
    return {
      idempotencyKey: posting.key,
      kind: posting.kind,
      bookingId: posting.bookingId ?? null,
      centreOrderId: posting.centreOrderId ?? null,
      orderId: posting.orderId ?? null,
      lines: lines.map((line) => ({
        kind: line.account.kind,
        ownerId: 'ownerId' in line.account ? line.account.ownerId : null,
        amount: line.amount,
      })),
    }
  })
  try {
    return await ledgerRepository.postTransactions(db, transactions)
  } catch (error) {
    const { constraint } = error as { constraint?: string }
    if (constraint === 'ledger_wallet_not_negative') throw new DomainError('INSUFFICIENT_WALLET_BALANCE')
    if (constraint === 'ledger_earnings_not_negative') throw new DomainError('INSUFFICIENT_EARNINGS')
    throw error
  }
}

/** The price lines a booking was charged (the one pricing function's, as kept on the booking). */
export interface ChargedPrice {
  doctor: number
  serviceFee: number
  vat: number
  surcharge: number
  discount: number
  total: number
}

/**
 * A booking paid (SPEC 3.5 'visit pay'): the patient's total leaves their wallet or comes through the gateway; the
 * doctor's share is held until the consult is done; the platform's fee (surcharge included, discount absorbed) and
 * the VAT are recognised. A booking that costs nothing moves no money.
 */
export async function postBookingPayment(db: Database, input: BookingPayment): Promise<boolean> {
  const posting = bookingPaymentPosting(input)
  return posting ? post(db, posting) : false
}

export interface BookingPayment {
  bookingId: string
  orderId?: string | null
  payerId: string
  doctorId: string
  price: ChargedPrice
  from: 'wallet' | 'gateway'
}

/** The posting of a booking paid (postBookingPayment); null for a booking that costs nothing. */
export function bookingPaymentPosting(input: BookingPayment): Posting | null {
  return paymentPosting(
    { key: `booking:${input.bookingId}`, bookingId: input.bookingId, orderId: input.orderId ?? null },
    { ...input, providerId: input.doctorId, providerShare: input.price.doctor },
  )
}

/** Whose money a posting moves: a doctor's booking or a centre's order (issue 43 §5), and the payment order. */
interface Subject {
  /** The idempotency keys' stem: `booking:<id>` or `centreOrder:<id>`. */
  key: string
  bookingId?: string | null
  centreOrderId?: string | null
  orderId?: string | null
}

interface Paid {
  payerId: string
  /** The doctor or the centre: their share is held in their `doctorHeld` account (ADR 0044: a provider's). */
  providerId: string
  providerShare: number
  price: Omit<ChargedPrice, 'doctor'>
  from: 'wallet' | 'gateway'
}

/** A payment (SPEC 3.5 'visit pay'): from the wallet or the gateway to the provider's held share, fees and VAT. */
function paymentPosting(subject: Subject, input: Paid): Posting | null {
  const { price } = input
  if (price.total === 0) return null
  const source: AccountRef =
    input.from === 'wallet' ? { kind: 'wallet', ownerId: input.payerId } : { kind: 'gatewayClearing' }
  return {
    key: `${subject.key}:pay`,
    kind: 'visitPay',
    bookingId: subject.bookingId ?? null,
    centreOrderId: subject.centreOrderId ?? null,
    orderId: subject.orderId ?? null,
    lines: [
      { account: source, amount: -price.total },
      { account: { kind: 'doctorHeld', ownerId: input.providerId }, amount: input.providerShare },
      { account: { kind: 'platformFees' }, amount: price.serviceFee + price.surcharge - price.discount },
      { account: { kind: 'vatPayable' }, amount: price.vat },
    ],
  }
}

/** The price lines a centre order was charged (centreOrderPrice, as kept on the order). */
export interface CentreOrderCharged {
  centre: number
  serviceFee: number
  vat: number
  surcharge: number
  discount: number
  total: number
}

/** A centre order paid (issue 43 §5): as a booking, the centre's share held until the report is delivered. */
export async function postCentreOrderPayment(
  db: Database,
  input: {
    centreOrderId: string
    orderId?: string | null
    payerId: string
    centreId: string
    price: CentreOrderCharged
    from: 'wallet' | 'gateway'
  },
): Promise<boolean> {
  const posting = paymentPosting(
    { key: `centreOrder:${input.centreOrderId}`, centreOrderId: input.centreOrderId, orderId: input.orderId },
    { ...input, providerId: input.centreId, providerShare: input.price.centre },
  )
  return posting ? post(db, posting) : false
}

/**
 * A centre order delivered (its report submitted, or a scan marked done) or left undelivered by the patient: the
 * centre's held share becomes its earnings (SPEC 3.5 'visit receive'), once per order.
 */
export async function postCentreOrderEarned(
  db: Database,
  input: { centreOrderId: string; centreId: string; amount: number },
): Promise<boolean> {
  if (input.amount <= 0) return false
  return post(db, {
    key: `centreOrder:${input.centreOrderId}:receive`,
    kind: 'visitReceive',
    centreOrderId: input.centreOrderId,
    lines: [
      { account: { kind: 'doctorHeld', ownerId: input.centreId }, amount: -input.amount },
      { account: { kind: 'doctorEarnings', ownerId: input.centreId }, amount: input.amount },
    ],
  })
}

/**
 * A paid centre order cancelled with a full refund: the payment undone line by line, the total to the wallet or, for
 * the patient side's refund to the card it paid with (issue 43, as issue 12 §2), to the gateway's side. Once per order.
 */
export async function postCentreOrderRefund(
  db: Database,
  input: {
    centreOrderId: string
    payerId: string
    centreId: string
    price: CentreOrderCharged
    to: 'wallet' | 'card'
  },
): Promise<boolean> {
  const { price } = input
  if (price.total === 0) return false
  return post(db, {
    key: `centreOrder:${input.centreOrderId}:refund`,
    kind: 'visitRefund',
    centreOrderId: input.centreOrderId,
    lines: refundLines({
      providerId: input.centreId,
      share: price.centre,
      price,
      payerId: input.payerId,
      to: input.to,
    }),
  })
}

/**
 * A consult documented (SPEC 2.8, 9; issue 11 §2): the doctor's share held since the payment becomes their earnings
 * (SPEC 3.5 'visit receive'), once per booking. A free booking held nothing and moves nothing.
 */
export async function postConsultDocumented(
  db: Database,
  input: { bookingId: string; doctorId: string; amount: number; paid: boolean },
): Promise<boolean> {
  if (!input.paid || input.amount <= 0) return false
  return post(db, {
    key: `booking:${input.bookingId}:receive`,
    kind: 'visitReceive',
    bookingId: input.bookingId,
    lines: [
      { account: { kind: 'doctorHeld', ownerId: input.doctorId }, amount: -input.amount },
      { account: { kind: 'doctorEarnings', ownerId: input.doctorId }, amount: input.amount },
    ],
  })
}

/**
 * A paid booking cancelled with a full refund (SPEC 4, 9; issue 12 §2): the payment is undone line by line — the
 * doctor's held share, the platform's fee and the VAT go back — and the total returns to the payer's wallet, or to
 * the gateway's side for a refund to the card (the provider's refund then moves it out). Once per booking.
 */
export async function postCancellationRefund(
  db: Database,
  input: { bookingId: string; payerId: string; doctorId: string; price: ChargedPrice; to: 'wallet' | 'card' },
): Promise<boolean> {
  const { price } = input
  if (price.total === 0) return false
  return post(db, {
    key: `booking:${input.bookingId}:refund`,
    kind: 'visitRefund',
    bookingId: input.bookingId,
    lines: refundLines({
      providerId: input.doctorId,
      share: price.doctor,
      price,
      payerId: input.payerId,
      to: input.to,
    }),
  })
}

/**
 * A payment undone line by line (a booking's or a centre order's full refund): the provider's held share, the
 * platform's fee and the VAT go back, and the total returns to the payer's wallet — or to the gateway's side for a
 * refund to the card, which the provider's refund (the `payments.refund` job) then moves out.
 */
function refundLines(input: {
  providerId: string
  share: number
  price: { serviceFee: number; surcharge: number; discount: number; vat: number; total: number }
  payerId: string
  to: 'wallet' | 'card'
}) {
  const { price } = input
  return [
    { account: { kind: 'doctorHeld' as const, ownerId: input.providerId }, amount: -input.share },
    {
      account: { kind: 'platformFees' as const },
      amount: -(price.serviceFee + price.surcharge - price.discount),
    },
    { account: { kind: 'vatPayable' as const }, amount: -price.vat },
    {
      account:
        input.to === 'wallet'
          ? { kind: 'wallet' as const, ownerId: input.payerId }
          : { kind: 'gatewayClearing' as const },
      amount: price.total,
    },
  ]
}

/** Money that came through the gateway into a user's wallet: a top-up, or a payment that arrived too late. */
export async function postToWallet(
  db: Database,
  input: {
    key: string
    kind: 'cashIn' | 'visitRefund'
    ownerId: string
    amount: number
    orderId: string
    bookingId?: string | null
    centreOrderId?: string | null
  },
): Promise<boolean> {
  return post(db, {
    key: input.key,
    kind: input.kind,
    orderId: input.orderId,
    bookingId: input.bookingId ?? null,
    centreOrderId: input.centreOrderId ?? null,
    lines: [
      { account: { kind: 'gatewayClearing' }, amount: -input.amount },
      { account: { kind: 'wallet', ownerId: input.ownerId }, amount: input.amount },
    ],
  })
}

/**
 * A deleted account's wallet balance is forfeited (SPEC 4): it moves to the platform's `forfeited` account, once
 * per deletion.
 */
export async function postForfeit(
  db: Database,
  input: { key: string; ownerId: string; amount: number },
): Promise<boolean> {
  if (input.amount <= 0) return false
  return post(db, {
    key: input.key,
    kind: 'forfeit',
    lines: [
      { account: { kind: 'wallet', ownerId: input.ownerId }, amount: -input.amount },
      { account: { kind: 'forfeited' }, amount: input.amount },
    ],
  })
}

/**
 * A doctor's payout (issue 12 §5, SPEC 7.2 cashOutPayment; ADR 0023) moves money three ways, each once per payout
 * by its key: asked for, the amount leaves the earnings for the platform's `payoutsInTransit` (SPEC 3.5 'cash out');
 * arrived, it leaves in-transit for the gateway's side (the provider paid it from our balance with it); failed, it
 * returns to the earnings. The database refuses earnings below zero (INSUFFICIENT_EARNINGS).
 */
export async function postPayout(
  db: Database,
  input: { payoutId: string; ownerId: string; amount: number; step: 'request' | 'settle' | 'return' },
): Promise<boolean> {
  const earnings: AccountRef = { kind: 'doctorEarnings', ownerId: input.ownerId }
  const inTransit: AccountRef = { kind: 'payoutsInTransit' }
  const [kind, from, to]: [TransactionKind, AccountRef, AccountRef] =
    input.step === 'request'
      ? ['cashOut', earnings, inTransit]
      : input.step === 'settle'
        ? ['cashOutSettle', inTransit, { kind: 'gatewayClearing' }]
        : ['cashOutReturn', inTransit, earnings]
  return post(db, {
    key: `payout:${input.payoutId}:${input.step}`,
    kind,
    lines: [
      { account: from, amount: -input.amount },
      { account: to, amount: input.amount },
    ],
  })
}

export const walletBalance = ledgerRepository.walletBalance
export const lockBalancesOf = ledgerRepository.lockBalancesOf
export const balancesOf = ledgerRepository.balancesOf
export const earningsLog = ledgerRepository.earningsLog
export const earningsByMonth = ledgerRepository.earningsByMonth
export const walletLog = ledgerRepository.walletLog
