import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export interface NotificationRecord {
  id: string
  recipientId: string
  type: string
  params: Record<string, string | number>
  link: string | null
  createdAt: Date
  readAt: Date | null
}

/** Keeps a notification and logs its in-app delivery (it is in the list once kept), in one statement. */
/** Keeps notifications, each already shown in the app's list (its inApp delivery), in one statement. */
export async function insertAll(
  db: Database,
  rows: readonly Pick<NotificationRecord, 'id' | 'recipientId' | 'type' | 'params' | 'link' | 'createdAt'>[],
): Promise<void> {
  await db
    .with('kept', (q) =>
      q
        .insertInto('notifications')
        .values(rows.map((row) => ({ ...row, params: JSON.stringify(row.params) })))
        .returning('id'),
    )
    .insertInto('notificationDeliveries')
    .columns(['notificationId', 'channel', 'status'])
    .expression((eb) =>
      eb.selectFrom('kept').select(['kept.id', sql.lit('inApp').as('channel'), sql.lit('sent').as('status')]),
    )
    .execute()
}

export async function findById(db: Database, id: string): Promise<NotificationRecord | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A recipient's notifications, newest first, after (older than) `before` when given; one more than `limit`. */
export async function listOfRecipient(
  db: Database,
  recipientId: string,
  limit: number,
  before?: string,
): Promise<NotificationRecord[]> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('recipientId', '=', recipientId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (before)
    query = query.where(
      sql<boolean>`(created_at, id) < (select created_at, id from notifications where id = ${before} and recipient_id = ${recipientId})`,
    )
  return query.execute()
}

export async function countUnread(db: Database, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('recipientId', '=', recipientId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.unread)
}

/** Marks one of the recipient's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Database, recipientId: string, id: string, at: Date): Promise<boolean> {
  const found = await db
    .updateTable('notifications')
    .set({ readAt: sql<Date>`coalesce(read_at, ${at})` })
    .where('id', '=', id)
    .where('recipientId', '=', recipientId)
    .returning('id')
    .executeTakeFirst()
  return found !== undefined
}

export async function markAllRead(db: Database, recipientId: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('recipientId', '=', recipientId)
    .where('readAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

// Channel choices (issue 8 §3)

export interface ChoiceRecord {
  category: string
  channel: string
  enabled: boolean
}

export async function findChoices(db: Database, userId: string): Promise<ChoiceRecord[]> {
  return db
    .selectFrom('notificationChoices')
    .select(['category', 'channel', 'enabled'])
    .where('userId', '=', userId)
    .execute()
}

export async function saveChoices(
  db: Database,
  userId: string,
  choices: readonly ChoiceRecord[],
): Promise<void> {
  if (choices.length === 0) return
  await db
    .insertInto('notificationChoices')
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflict((oc) =>
      oc
        .columns(['userId', 'category', 'channel'])
        .doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
    )
    .execute()
}

// Web Push subscriptions

export interface PushSubscriptionRecord {
  id: string
  endpoint: string
  p256dh: string
  auth: string
}

/** One browser, one subscription: a browser that signs in as someone else now receives their notifications. */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insertInto('pushSubscriptions')
    .values({ userId, ...subscription })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ userId, p256dh: subscription.p256dh, auth: subscription.auth }),
    )
    .execute()
}

export async function deletePushSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function deletePushSubscriptionById(db: Database, id: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute()
}

export async function findPushSubscriptions(db: Database, userId: string): Promise<PushSubscriptionRecord[]> {
  return db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('userId', '=', userId)
    .execute()
}

// The delivery log

export async function logDelivery(
  db: Database,
  entry: {
    notificationId: string
    channel: string
    status: 'sent' | 'failed' | 'skipped'
    detail?: string | null
  },
): Promise<void> {
  await db
    .insertInto('notificationDeliveries')
    .values({ ...entry, detail: entry.detail?.slice(0, 500) ?? null })
    .execute()
}

export async function findDeliveries(db: Database, notificationId: string) {
  return db
    .selectFrom('notificationDeliveries')
    .select(['channel', 'status', 'detail', 'at'])
    .where('notificationId', '=', notificationId)
    .orderBy('id')
    .execute()
}

// Notifications to topics (issue 10 §3)

/**
 * Keeps one notification of `type` per recipient of a batch, each with the params of its language, with their
 * in-app deliveries, in one statement (INSERT … SELECT over the batch's arrays); returns each kept id, its recipient
 * and whether the recipient has a push subscription (only those get a push job).
 */
export async function insertForRecipients(
  db: Database,
  batch: {
    type: string
    recipientIds: readonly string[]
    languages: readonly string[]
    params: { ar: Record<string, string | number>; en: Record<string, string | number> }
    link: string | null
    createdAt: Date
    broadcastId: string
  },
): Promise<{ id: string; recipientId: string; hasPush: boolean }[]> {
  const { rows } = await sql<{ id: string; recipientId: string; hasPush: boolean }>`
    with kept as (
      insert into notifications (recipient_id, type, params, link, created_at, broadcast_id)
      select r.id, ${batch.type},
             case when r.language = 'en' then ${JSON.stringify(batch.params.en)}::jsonb
                  else ${JSON.stringify(batch.params.ar)}::jsonb end,
             ${batch.link}, ${batch.createdAt}, ${batch.broadcastId}
        from unnest(${batch.recipientIds}::uuid[], ${batch.languages}::text[]) as r(id, language)
      returning id, recipient_id
    ), in_app as (
      insert into notification_deliveries (notification_id, channel, status)
      select id, 'inApp', 'sent' from kept
    )
    select kept.id, kept.recipient_id,
           exists (select 1 from push_subscriptions p where p.user_id = kept.recipient_id) as has_push
      from kept
  `.execute(db)
  return rows
}

/** Per send: its notifications' deliveries through `channel`, sent and failed (the delivery log). */
export async function countDeliveriesOfBroadcasts(
  db: Database,
  broadcastIds: readonly string[],
  channel: string,
): Promise<{ broadcastId: string; sent: number; failed: number }[]> {
  if (broadcastIds.length === 0) return []
  const { rows } = await sql<{ broadcastId: string; sent: string; failed: string }>`
    -- A notification counts once: sent if any attempt went, failed if attempts failed and none went (yet).
    select broadcast_id, count(*) filter (where went) as sent, count(*) filter (where not went and failed) as failed
      from (
        select n.broadcast_id, n.id, bool_or(d.status = 'sent') as went, bool_or(d.status = 'failed') as failed
          from notifications n
          join notification_deliveries d on d.notification_id = n.id and d.channel = ${channel}
         where n.broadcast_id = any(${broadcastIds}::uuid[])
         group by n.broadcast_id, n.id
      ) as per_notification
     group by broadcast_id
  `.execute(db)
  return rows.map((r) => ({ broadcastId: r.broadcastId, sent: Number(r.sent), failed: Number(r.failed) }))
}
