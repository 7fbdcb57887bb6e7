import {
  earningsLogTypes,
  earningsMonths,
  isPayoutOpen,
  lastMonths,
  type EarningsLogType,
  type EarningsQuery,
  type EarningsView,
  type PayoutIssuer,
  type PayoutList,
  type PayoutListQuery,
  type PayoutStatus,
  type PayoutView,
} from '@app/domain/payouts'
import { cairoDate, DomainError } from '@app/domain/shared'
import { inquiryBatch, type PayoutAnswer } from '#api/adapters/payouts'
import type { Database } from '#api/db/database'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as payoutsRepository from './payouts.repository'
import type { PayoutRow } from './payouts.repository'

/**
 * Doctors' earnings and payouts (issue 12 §5; SPEC 2.3 'Earnings', 3.5, 4 'Cash-out result', 5 'Payout', 7.2
 * cashOutPayment; docs/decisions/0023). A payout's money leaves the earnings in the transaction that records it; the
 * provider is called by a job after that commits (never inside it), once; its answer settles the payout — arrived,
 * or failed with the money returned once — or leaves it pending for the poll, which asks within the provider's rate
 * limit.
 */

type JobContext = Pick<RequestContext, 'db' | 'jobs' | 'clock' | 'adapters' | 'log'>

/** The provider allows 5 inquiries a minute (reference §2.2): one every 15 s at most, whoever asks. */
export const inquiryGapMs = 15_000
/** A payout sent that the provider still does not know after this long never reached it: its money returns. */
export const unknownAfterMs = 30 * 60_000

/** Who earns and is paid out: doctors, and labs and radiology centres (issue 43 §5; ADR 0023 names the three). */
const payeeRoles = ['doctor', 'lab', 'radio'] as const
type PayeeRole = (typeof payeeRoles)[number]

function assertPayee(ctx: SignedInContext): PayeeRole {
  const role = ctx.session.contextRole
  if (!(payeeRoles as readonly string[]).includes(role)) throw new DomainError('FORBIDDEN')
  return role as PayeeRole
}

const toView = (row: PayoutRow): PayoutView => ({
  id: row.id,
  amount: row.amount,
  msisdn: row.msisdn,
  issuer: row.issuer as PayoutIssuer,
  fullName: row.fullName,
  status: row.status as PayoutStatus,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/**
 * SPEC 7.2 cashOutPayment: one transaction checks the available balance (the doctor's accounts locked, so two
 * payouts at once queue and the second sees what the first left), takes the amount out of the earnings, records the
 * payout and enqueues the provider's call.
 */
export async function requestPayout(
  ctx: SignedInContext,
  input: { amount: number; msisdn: string; issuer: PayoutIssuer; fullName: string; email: string },
): Promise<PayoutView> {
  const payeeRole = assertPayee(ctx)
  const userId = ctx.session.userId
  const row = await ctx.db.transaction().execute(async (trx) => {
    const balances = await ledgerService.lockBalancesOf(trx, userId)
    if (input.amount > balances.doctorEarnings)
      throw new DomainError('INSUFFICIENT_EARNINGS', { availableAmount: balances.doctorEarnings })
    const payout = await payoutsRepository.insert(
      trx,
      { userId, payeeRole, ...input, provider: ctx.adapters.payouts.provider },
      ctx.clock.now(),
    )
    await ledgerService.postPayout(trx, {
      payoutId: payout.id,
      ownerId: userId,
      amount: input.amount,
      step: 'request',
    })
    await ctx.jobs.enqueue(trx, 'payouts.send', { payoutId: payout.id }, { key: `payout:${payout.id}:send` })
    await realtimeService.publish(trx, userId, { type: 'payout.updated', payoutId: payout.id })
    return payout
  })
  return toView(row)
}

export async function getPayout(ctx: SignedInContext, payoutId: string): Promise<PayoutView> {
  assertPayee(ctx)
  const row = await payoutsRepository.findOwn(ctx.db, payoutId, ctx.session.userId)
  if (!row) throw new DomainError('PAYOUT_NOT_FOUND')
  return toView(row)
}

export async function listPayouts(ctx: SignedInContext, query: PayoutListQuery): Promise<PayoutList> {
  assertPayee(ctx)
  const { items, total } = await payoutsRepository.listOwn(ctx.db, ctx.session.userId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  })
  return { items: items.map(toView), total, page: query.page, pageSize: query.pageSize }
}

const payoutIdOf = (key: string) => /^payout:([0-9a-f-]{36}):/.exec(key)?.[1] ?? null
const isLogType = (kind: string): kind is EarningsLogType =>
  (earningsLogTypes as readonly string[]).includes(kind)

/**
 * GET /api/v1/earnings (SPEC 2.3 'Earnings', 3.5): what may be paid out, what waits for consult reports, what is on
 * its way and what arrived; the last 12 Cairo months (fees earned, refunds, payouts net of those returned); the log's
 * page, newest first.
 */
export async function earnings(ctx: SignedInContext, query: EarningsQuery): Promise<EarningsView> {
  assertPayee(ctx)
  const userId = ctx.session.userId
  const now = ctx.clock.now()
  const [balances, log, byMonth, totals] = await Promise.all([
    ledgerService.balancesOf(ctx.db, userId),
    ledgerService.earningsLog(ctx.db, userId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    ledgerService.earningsByMonth(ctx.db, userId, now, earningsMonths),
    payoutsRepository.totals(ctx.db, userId),
  ])
  const sumOf = (month: string, kinds: string[]) =>
    byMonth
      .filter((row) => row.month === month && kinds.includes(row.kind))
      .reduce((total, row) => total + Number(row.total), 0)
  return {
    currency: 'EGP',
    provider: ctx.adapters.payouts.provider,
    available: balances.doctorEarnings,
    held: balances.doctorHeld,
    inTransit: totals.inTransit,
    paidOut: totals.paidOut,
    months: lastMonths(cairoDate(now).slice(0, 7), earningsMonths).map((month) => ({
      month,
      earned: sumOf(month, ['visitReceive']),
      refunded: -sumOf(month, ['visitRefund']),
      paidOut: -sumOf(month, ['cashOut', 'cashOutReturn']),
    })),
    log: {
      items: log.items.flatMap((line) =>
        isLogType(line.kind)
          ? [
              {
                id: line.id,
                type: line.kind,
                amount: Number(line.amount),
                bookingId: line.bookingId,
                payoutId: payoutIdOf(line.idempotencyKey),
                createdAt: line.createdAt.toISOString(),
              },
            ]
          : [],
      ),
      total: log.total,
      page: query.page,
      pageSize: query.pageSize,
    },
  }
}

/** Whether any payout of the user still has its money on the way (account deletion waits for it). */
export async function hasOpenPayouts(db: Database, userId: string): Promise<boolean> {
  return payoutsRepository.hasOpen(db, userId)
}

/**
 * The provider's answer applied (SPEC 4 'Cash-out result'), once: a settled payout ignores any later answer, and
 * each posting has its key. Arrived: the money leaves in-transit for the gateway's side. Failed: it returns to the
 * earnings. Pending: the provider's words are kept to show.
 */
export async function applyAnswer(ctx: JobContext, payoutId: string, answer: PayoutAnswer): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const payout = await payoutsRepository.lock(trx, payoutId)
    if (!payout || !isPayoutOpen(payout.status as PayoutStatus)) return
    const now = ctx.clock.now()
    await payoutsRepository.setOutcome(trx, payoutId, {
      status: answer.status,
      message: answer.message,
      providerTransactionId: answer.transactionId,
      now,
    })
    if (answer.status !== 'pending')
      await ledgerService.postPayout(trx, {
        payoutId,
        ownerId: payout.userId,
        amount: payout.amount,
        step: answer.status === 'succeeded' ? 'settle' : 'return',
      })
    if (answer.status !== 'pending' || answer.message !== payout.message)
      await realtimeService.publish(trx, payout.userId, { type: 'payout.updated', payoutId })
  })
}

/**
 * The `payouts.poll` job for the next free 15-second slot: one job per slot (its key), so however many payouts and
 * processes ask, the polls stay within the provider's limit (the inquiry clock keeps it in any case).
 */
export async function schedulePoll(ctx: Pick<RequestContext, 'jobs' | 'clock'>, db: Database): Promise<void> {
  const slot = Math.floor(ctx.clock.now().getTime() / inquiryGapMs) + 1
  await ctx.jobs.enqueue(
    db,
    'payouts.poll',
    {},
    { key: `slot:${slot}`, startAfter: new Date(slot * inquiryGapMs) },
  )
}

/**
 * The `payouts.send` job: the payout taken for sending (once: a repeat finds it taken), the provider called outside
 * any transaction, its answer applied. An unknown outcome (a timeout, a 5xx) leaves it pending: the poll asks the
 * provider by our client reference.
 */
export async function sendPayout(ctx: JobContext, payoutId: string): Promise<void> {
  const payout = await payoutsRepository.claimForSending(ctx.db, payoutId, ctx.clock.now())
  if (!payout) return
  let answer: PayoutAnswer | null = null
  try {
    answer = await ctx.adapters.payouts.disburse({
      clientReference: payout.clientReference,
      amount: payout.amount,
      msisdn: payout.msisdn,
      issuer: payout.issuer as PayoutIssuer,
      fullName: payout.fullName,
      email: payout.email,
    })
  } catch (error) {
    ctx.log.warn({ err: error, payoutId }, 'payouts: outcome unknown, the poll will ask')
  }
  if (answer) await applyAnswer(ctx, payoutId, answer)
  if (!answer || answer.status === 'pending') await schedulePoll(ctx, ctx.db)
}

/**
 * The `payouts.poll` job (every 15 s while any payout is pending, and each minute by the clock as a safety net): one
 * inquiry about up to 50 pending payouts, when the provider's rate limit allows (else it waits for the next slot).
 * A payout the provider does not know half an hour after it was sent never reached it, and fails (its money back).
 */
export async function pollPayouts(ctx: JobContext): Promise<void> {
  const batch = await payoutsRepository.pendingBatch(ctx.db, inquiryBatch)
  if (batch.length === 0) return
  const now = ctx.clock.now()
  if (!(await payoutsRepository.takeInquiryTurn(ctx.db, now, inquiryGapMs))) {
    await schedulePoll(ctx, ctx.db)
    return
  }
  await payoutsRepository.markPolled(
    ctx.db,
    batch.map((payout) => payout.id),
    now,
  )
  try {
    const answers = await ctx.adapters.payouts.inquire(
      batch.map((payout) => ({
        clientReference: payout.clientReference,
        transactionId: payout.providerTransactionId,
        msisdn: payout.msisdn,
      })),
    )
    for (const payout of batch) {
      const answer = answers.get(payout.clientReference)
      if (answer) await applyAnswer(ctx, payout.id, answer)
      else if (now.getTime() - payout.updatedAt.getTime() > unknownAfterMs)
        await applyAnswer(ctx, payout.id, {
          status: 'failed',
          transactionId: null,
          message: 'The payout network has no record of this payout',
        })
    }
  } catch (error) {
    ctx.log.warn({ err: error }, 'payouts: inquiry failed, asking again in the next slot')
  }
  if (await payoutsRepository.anyPending(ctx.db)) await schedulePoll(ctx, ctx.db)
}
