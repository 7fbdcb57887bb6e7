import { sql, type RawBuilder } from 'kysely'
import pg from 'pg'
import type { Database } from '#api/db/database'

/**
 * The one PostgreSQL channel every API instance listens on (issue 8 §2). Each notification names its user; an
 * instance hands it to that user's sockets if it holds any. The session-ended trigger (migration
 * 2026_11_24_0200_realtime_session_ended) notifies on the same channel.
 */
export const realtimeChannel = 'sehha_realtime'

/**
 * NOTIFY through `db`: inside a transaction PostgreSQL delivers it only when that transaction commits, and never if
 * it rolls back.
 */
export async function notify(db: Database, payloads: readonly string[]): Promise<void> {
  await sql`select pg_notify(${realtimeChannel}, p) from unnest(${payloads}::text[]) with ordinality as t(p, n) order by n`.execute(
    db,
  )
}

/** A boolean SQL expression, written by another feature's repository (services speak no SQL). */
export type SqlCondition = RawBuilder<boolean>

/**
 * `notify`, only when `condition` (a boolean SQL expression) holds, judged by the same statement: nothing can change
 * between the check and the sending. True when sent.
 */
export async function notifyIf(
  db: Database,
  payloads: readonly string[],
  condition: SqlCondition,
): Promise<boolean> {
  const { rows } = await sql`
    select pg_notify(${realtimeChannel}, p) from unnest(${payloads}::text[]) with ordinality as t(p, n)
    where ${condition} order by n`.execute(db)
  return rows.length > 0
}

export interface Listener {
  close(): Promise<void>
}

export interface ListenerEvents {
  onPayload(payload: string): void
  /** Listening (again): after the first connect and after every reconnect. */
  onListening(): void
  /** The connection was lost; notifications sent until `onListening` are missed. */
  onLost(error: Error | null): void
}

/**
 * One dedicated connection that LISTENs (a pooled one would be handed to other queries and stop listening). When it
 * drops, it reconnects with a growing delay (0.5 s doubling to 10 s) and LISTENs again.
 */
export function openListener(
  connectionString: string,
  events: ListenerEvents,
  /** Another channel than the realtime one (the dialogs' cache invalidation, issue 10 §2). */
  channel: string = realtimeChannel,
): Listener {
  let client: pg.Client | null = null
  let closed = false
  let attempt = 0
  let timer: NodeJS.Timeout | null = null

  const connect = async () => {
    timer = null
    if (closed) return
    const next = new pg.Client({ connectionString, keepAlive: true })
    let lost = false
    const onLost = (error: Error | null) => {
      if (lost) return
      lost = true
      next.removeAllListeners('notification')
      // A later error from a dead client must not end the process.
      next.on('error', () => {})
      void next.end().catch(() => {})
      if (client === next) client = null
      if (closed) return
      events.onLost(error)
      const delay = Math.min(10_000, 500 * 2 ** attempt)
      attempt += 1
      timer = setTimeout(() => void connect(), delay)
    }
    next.on('error', (error) => onLost(error))
    next.on('end', () => onLost(null))
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) events.onPayload(message.payload)
    })
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      onLost(error as Error)
      return
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    attempt = 0
    events.onListening()
  }

  void connect()
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const current = client
      client = null
      if (current) {
        current.removeAllListeners()
        current.on('error', () => {})
        await current.end().catch(() => {})
      }
    },
  }
}
