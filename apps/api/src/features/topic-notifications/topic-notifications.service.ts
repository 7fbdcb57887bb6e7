import { languageSchema, DomainError } from '@app/domain/shared'
import {
  broadcastBatchSize,
  broadcastPageSize,
  type Broadcast,
  type BroadcastAudience,
  type BroadcastCount,
  type BroadcastList,
  type BroadcastTopic,
  type SendBroadcast,
} from '@app/domain/topic-notifications'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as topicsRepository from './topic-notifications.repository'
import type { BroadcastRow } from './topic-notifications.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * Notifications to topics (SPEC 3.7, 6; issue 10 §3; docs/decisions/0019). A send is kept with the count of its
 * audience and its idempotency key in one transaction with its audit entry and its first batch job; each
 * `broadcast.batch` job keeps the notifications of the next 1,000 recipients (set-based, through the notifications
 * feature), moves the send's cursor and enqueues the next batch, so 100,000 recipients are 100 short transactions.
 */

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

const audienceOf = (
  row: Pick<BroadcastRow, 'topic' | 'language' | 'createdAt'>,
): topicsRepository.Audience => ({
  topic: row.topic as BroadcastTopic,
  language: languageSchema.nullable().parse(row.language),
  createdBefore: row.createdAt,
})

function toBroadcast(row: BroadcastRow, push: { sent: number; failed: number } | undefined): Broadcast {
  return {
    id: row.id,
    topic: row.topic as BroadcastTopic,
    language: languageSchema.nullable().parse(row.language),
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    bodyAr: row.bodyAr,
    bodyEn: row.bodyEn,
    status: row.status,
    recipients: row.recipients,
    delivered: row.delivered,
    pushSent: push?.sent ?? 0,
    pushFailed: push?.failed ?? 0,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/** How many would receive a send now (shown before sending). */
export async function countRecipients(
  ctx: SignedInContext,
  audience: BroadcastAudience,
): Promise<BroadcastCount> {
  assertAdmin(ctx)
  const recipients = await topicsRepository.countAudience(ctx.db, {
    topic: audience.topic,
    language: audience.language ?? null,
    createdBefore: ctx.clock.now(),
  })
  return { recipients }
}

const sameSend = (row: BroadcastRow, input: SendBroadcast) =>
  row.topic === input.topic &&
  row.language === (input.language ?? null) &&
  row.titleAr === input.titleAr &&
  row.titleEn === input.titleEn &&
  row.bodyAr === input.bodyAr &&
  row.bodyEn === input.bodyEn

/**
 * Sends once per idempotency key: a repeat (a double click, a retried request) answers the first send; the same key
 * with other texts or audience is refused.
 */
export async function sendBroadcast(
  ctx: SignedInContext,
  input: SendBroadcast,
): Promise<{ broadcast: Broadcast; created: boolean }> {
  assertAdmin(ctx)
  const repeat = (row: BroadcastRow) => {
    if (!sameSend(row, input)) throw new DomainError('BROADCAST_KEY_REUSED')
    return getBroadcastRow(ctx, row).then((broadcast) => ({ broadcast, created: false }))
  }
  const existing = await topicsRepository.findByKey(ctx.db, input.idempotencyKey)
  if (existing) return repeat(existing)
  const now = ctx.clock.now()
  const kept = await ctx.db.transaction().execute(async (trx) => {
    const recipients = await topicsRepository.countAudience(trx, {
      topic: input.topic,
      language: input.language ?? null,
      createdBefore: now,
    })
    const row = await topicsRepository.insertOnce(trx, {
      idempotencyKey: input.idempotencyKey,
      createdBy: ctx.session.userId,
      topic: input.topic,
      language: input.language ?? null,
      titleAr: input.titleAr,
      titleEn: input.titleEn,
      bodyAr: input.bodyAr,
      bodyEn: input.bodyEn,
      recipients,
      createdAt: now,
    })
    // Another request with this key committed first: that one is the send.
    if (!row) return undefined
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'broadcast.send',
      resource: `broadcasts/${row.id}`,
      detail: {
        before: null,
        after: {
          topic: row.topic,
          language: row.language,
          recipients,
          titleAr: row.titleAr,
          titleEn: row.titleEn,
        },
      },
    })
    await ctx.jobs.enqueue(trx, 'broadcast.batch', { broadcastId: row.id }, { key: `${row.id}:start` })
    return row
  })
  if (!kept) {
    const winner = await topicsRepository.findByKey(ctx.db, input.idempotencyKey)
    if (!winner) throw new Error('sendBroadcast: the send that took the key is gone')
    return repeat(winner)
  }
  return { broadcast: toBroadcast(kept, undefined), created: true }
}

/**
 * The `broadcast.batch` job: the next batch of the send's audience after its cursor, kept and published in one
 * transaction that also moves the cursor and enqueues the batch after it. A job run twice finds the cursor moved and
 * keeps the batch after (never one twice); a send that is done does nothing.
 */
export async function sendBatch(
  ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>,
  broadcastId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await topicsRepository.lock(trx, broadcastId)
    if (!row || row.status === 'done') return
    const recipients = await topicsRepository.nextRecipients(
      trx,
      audienceOf(row),
      row.cursor,
      broadcastBatchSize,
    )
    const { kept } = await notificationsService.notifyBroadcastBatch(ctx, trx, {
      broadcastId,
      recipients,
      texts: { ar: { title: row.titleAr, body: row.bodyAr }, en: { title: row.titleEn, body: row.bodyEn } },
    })
    const last = recipients.at(-1)?.id ?? row.cursor
    const done = recipients.length < broadcastBatchSize
    await topicsRepository.advance(trx, broadcastId, { cursor: last, kept, done, at: ctx.clock.now() })
    if (!done)
      await ctx.jobs.enqueue(trx, 'broadcast.batch', { broadcastId }, { key: `${broadcastId}:${last}` })
  })
}

async function getBroadcastRow(ctx: SignedInContext, row: BroadcastRow): Promise<Broadcast> {
  const pushes = await notificationsService.pushCountsOfBroadcasts(ctx, [row.id])
  return toBroadcast(row, pushes.get(row.id))
}

/** One send and its delivery log (progress while sending). */
export async function getBroadcast(ctx: SignedInContext, id: string): Promise<Broadcast> {
  assertAdmin(ctx)
  const row = await topicsRepository.findById(ctx.db, id)
  if (!row) throw new DomainError('NOT_FOUND')
  return getBroadcastRow(ctx, row)
}

/** Past sends, newest first, each with its delivery log. */
export async function listBroadcasts(ctx: SignedInContext, page: number): Promise<BroadcastList> {
  assertAdmin(ctx)
  const { rows, total } = await topicsRepository.list(
    ctx.db,
    broadcastPageSize,
    (page - 1) * broadcastPageSize,
  )
  const pushes = await notificationsService.pushCountsOfBroadcasts(
    ctx,
    rows.map((r) => r.id),
  )
  return {
    items: rows.map((r) => toBroadcast(r, pushes.get(r.id))),
    total,
    page,
    pageSize: broadcastPageSize,
  }
}
