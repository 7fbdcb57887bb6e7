import type { Database } from '#api/db/database'

export interface OutboxMessage {
  id: string
  channel: 'sms' | 'email'
  to: string
  subject: string | null
  body: string
  createdAt: string
}

export async function insertMessage(
  db: Database,
  message: { channel: 'sms' | 'email' | 'push'; to: string; subject?: string; body: string },
): Promise<void> {
  await db
    .insertInto('outboxMessages')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
    })
    .execute()
}

export async function listMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('outboxMessages').selectAll().orderBy('id', 'desc').limit(limit).execute()
  return rows.map((r) => ({
    id: String(r.id),
    channel: r.channel as 'sms' | 'email',
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.createdAt).toISOString(),
  }))
}
