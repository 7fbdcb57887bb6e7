import type { Database } from '#api/db/database'
import type { OutboxChannel } from './dev.schemas'

export interface OutboxMessage {
  id: string
  channel: OutboxChannel
  to: string
  subject: string | null
  body: string
  createdAt: string
}

export async function insertMessage(
  db: Database,
  message: {
    channel: OutboxChannel
    to: string
    subject?: string
    body: string
    key?: string | undefined
  },
): Promise<void> {
  // A job run again after its worker died sends with the same key: the outbox keeps the first (issue 8 §1).
  await db
    .insertInto('outboxMessages')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      idempotencyKey: message.key ?? null,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .execute()
}

export async function listMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('outboxMessages').selectAll().orderBy('id', 'desc').limit(limit).execute()
  return rows.map((r) => ({
    id: String(r.id),
    channel: r.channel as OutboxChannel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.createdAt).toISOString(),
  }))
}
