import { randomUUID } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import {
  realtimeCloseCode,
  realtimeMaxMessageBytes,
  realtimeMessageSchema,
  type RealtimeMessage,
} from '@app/domain/realtime'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { connectionStringOf, type Database } from '#api/db/database'
import { childContext, type SignedInContext } from '#api/plugins/context'
import * as realtimeRepository from './realtime.repository'

/**
 * Issue 8 §2: messages to a user's open sockets, on whichever API instance holds them. `publish` sends through
 * PostgreSQL NOTIFY; every instance LISTENs (realtime.routes.ts) and hands each message to its own sockets of that
 * user. Nothing here is state another instance needs: an instance only knows the sockets connected to it.
 */

/**
 * What travels through NOTIFY: a message id (for the logs), the user whose channel it is, the message — or, for a
 * message too large for NOTIFY as it is (a call's session description), the message deflated and in base64 (`z`).
 */
const envelopeSchema = z
  .object({ i: z.uuid(), u: z.uuid(), m: realtimeMessageSchema.optional(), z: z.string().optional() })
  .refine((envelope) => (envelope.m === undefined) !== (envelope.z === undefined))
type Envelope = z.infer<typeof envelopeSchema>
/** Built once: a zod schema built per message cost more than the message (a group of bookings sends dozens). */
const userIdSchema = z.uuid()

/** Above this, a message is deflated before it is sent (most are ids, far below it). */
const deflateAboveBytes = 2000

/**
 * Sends `message` to every open socket of `userId`. With a transaction as `db` the message leaves only when it
 * commits, and never if it rolls back (NOTIFY is transactional), so a client is never told of a change that did not
 * happen: publish inside the transaction that makes the change. The message is checked against its schema here, so
 * a wrong one fails where it is written, not in a browser.
 */
export async function publish(db: Database, userId: string, message: RealtimeMessage): Promise<void> {
  await publishAll(db, [{ userId, message }])
}

/** `publish` for several messages of one change, in one statement. */
export async function publishAll(
  db: Database,
  messages: readonly { userId: string; message: RealtimeMessage }[],
): Promise<void> {
  const payloads = payloadsOf(messages)
  if (payloads.length > 0) await realtimeRepository.notify(db, payloads)
}

/**
 * `publishAll`, only while `condition` (a boolean SQL expression over the sender's rows, such as "this call token is
 * still live") holds, checked by the statement that sends: a message is never sent on the strength of a check that
 * another instance's change has since made false (issue 41 §2). True when sent.
 */
export async function publishAllIf(
  db: Database,
  messages: readonly { userId: string; message: RealtimeMessage }[],
  condition: realtimeRepository.SqlCondition,
): Promise<boolean> {
  const payloads = payloadsOf(messages)
  if (payloads.length === 0) return false
  return realtimeRepository.notifyIf(db, payloads, condition)
}

function payloadsOf(messages: readonly { userId: string; message: RealtimeMessage }[]): string[] {
  return messages.map(({ userId, message }) => {
    const m = realtimeMessageSchema.parse(message)
    const envelope: Envelope = { i: randomUUID(), u: userIdSchema.parse(userId), m }
    let payload = JSON.stringify(envelope)
    if (Buffer.byteLength(payload) > deflateAboveBytes)
      payload = JSON.stringify({
        i: envelope.i,
        u: envelope.u,
        z: deflateRawSync(JSON.stringify(m)).toString('base64'),
      } satisfies Envelope)
    if (Buffer.byteLength(payload) > realtimeMaxMessageBytes) {
      throw new Error(`realtime message of ${Buffer.byteLength(payload)} bytes: send ids, not bodies`)
    }
    return payload
  })
}

/**
 * This instance's LISTEN on the realtime channel: one dedicated connection to `db`'s database, reconnected and
 * listening again when it drops.
 */
export function listen(db: Database, events: realtimeRepository.ListenerEvents): realtimeRepository.Listener {
  return realtimeRepository.openListener(connectionStringOf(db), events)
}

/**
 * A LISTEN on another channel of `db`'s database, with the same reconnection: for what every API instance must
 * hear besides sockets' messages, such as a cache to drop (issue 10 §2). `channel` is a fixed identifier.
 */
export function listenOn(
  db: Database,
  channel: string,
  events: realtimeRepository.ListenerEvents,
): realtimeRepository.Listener {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`listenOn: bad channel ${channel}`)
  return realtimeRepository.openListener(connectionStringOf(db), events, channel)
}

/**
 * What one socket may send (issue 41 §1), counted as each frame arrives, before it is parsed or queued: past
 * `perSecond` a frame is dropped; past `closeAbovePerSecond` the client is not a browser following the protocol and
 * the socket is closed (1008, policy violation; the client reconnects, through the upgrade's rate limit). At most
 * `maxQueued` frames wait for the one being handled; beyond that they are dropped.
 */
export const clientFrameLimits = { perSecond: 50, closeAbovePerSecond: 200, maxQueued: 64 } as const

/** One open socket, as the hub knows it. */
export interface RealtimeConnection {
  id: string
  userId: string
  sessionId: string
  /** The upgrade request's context with the connection id in its logger. */
  ctx: SignedInContext
  send(message: RealtimeMessage): void
  close(code: number, reason: string): void
  /** Asks the client for a pong (the heartbeat). */
  ping(): void
  /** Drops the socket without a closing handshake: the client stopped answering. */
  terminate(): void
}

/** This instance's open sockets by user, and the delivery of what the channel brings. */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<RealtimeConnection>>()
  /** The LISTEN connection is up: a socket opened now misses nothing published after its ready message. */
  listening = false

  constructor(private readonly log: FastifyBaseLogger) {}

  add(connection: RealtimeConnection): void {
    const set = this.byUser.get(connection.userId) ?? new Set()
    set.add(connection)
    this.byUser.set(connection.userId, set)
  }

  remove(connection: RealtimeConnection): void {
    const set = this.byUser.get(connection.userId)
    if (!set) return
    set.delete(connection)
    if (!set.size) this.byUser.delete(connection.userId)
  }

  connections(): RealtimeConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set])
  }

  /** A NOTIFY payload from the channel: to the user's sockets here, if any. A malformed one is logged and dropped. */
  deliver(payload: string): void {
    let envelope: Envelope & { m: RealtimeMessage }
    try {
      const parsed = envelopeSchema.parse(JSON.parse(payload))
      const m =
        parsed.m ??
        realtimeMessageSchema.parse(
          JSON.parse(inflateRawSync(Buffer.from(parsed.z ?? '', 'base64')).toString('utf8')),
        )
      envelope = { ...parsed, m }
    } catch (error) {
      this.log.error({ err: error, bytes: payload.length }, 'realtime: malformed message dropped')
      return
    }
    const set = this.byUser.get(envelope.u)
    if (!set) return
    for (const connection of [...set]) {
      const ctx = childContext(connection.ctx, { messageId: envelope.i })
      ctx.log.debug({ type: envelope.m.type }, 'realtime message delivered')
      connection.send(envelope.m)
      if (envelope.m.type === 'session.ended' && envelope.m.sessionId === connection.sessionId)
        this.endSession(connection)
    }
  }

  /** The socket's session ended: tell the client (so it does not reconnect) and close. */
  endSession(connection: RealtimeConnection): void {
    connection.ctx.log.info('realtime socket closed: session ended')
    connection.close(realtimeCloseCode.sessionEnded, 'session ended')
    this.remove(connection)
  }

  closeAll(code: number, reason: string): void {
    for (const connection of this.connections()) {
      connection.close(code, reason)
      this.remove(connection)
    }
  }
}

/**
 * A copy, in this API instance, of rows every instance reads often and few change (dialogs, the doctors' name
 * words): kept by key, dropped on every instance when a change NOTIFYs `channel` (sent when its transaction
 * commits). An instance that is not listening (starting, or its connection lost) keeps nothing and reads the
 * database each time, so a change is never missed, only read again.
 */
export class NotifiedCopy<V> {
  private listening = false
  /** Bumped by every drop: a read that started before a drop does not keep what it read. */
  private generation = 0
  private readonly kept = new Map<string, V>()

  constructor(
    private readonly channel: string,
    /** For the log: what is copied. */
    private readonly what: string,
  ) {}

  /** This instance's LISTEN on the channel; closed with the app. */
  listen(db: Database, log: FastifyBaseLogger) {
    return listenOn(db, this.channel, {
      onPayload: () => this.drop(),
      onListening: () => {
        this.drop()
        this.listening = true
      },
      onLost: (error) => {
        this.listening = false
        this.drop()
        log.warn({ err: error }, `${this.what}: listening connection lost; reading without a copy until back`)
      },
    })
  }

  /** Whether the copy is kept (the LISTEN is up): for tests that need it in place. */
  get isListening(): boolean {
    return this.listening
  }

  drop(): void {
    this.generation += 1
    this.kept.clear()
  }

  /** The kept value of `key`, or what `load` reads (kept unless a drop came meanwhile or nobody listens). */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.listening ? this.kept.get(key) : undefined
    if (kept !== undefined) return kept
    const generation = this.generation
    const value = await load()
    if (this.listening && this.generation === generation) this.kept.set(key, value)
    return value
  }
}

/** One copy per database (the tests run several apps in one process). */
export function copiesPerDatabase<V>(make: () => NotifiedCopy<V>): (db: Database) => NotifiedCopy<V> {
  const copies = new WeakMap<Database, NotifiedCopy<V>>()
  return (db) => {
    let copy = copies.get(db)
    if (!copy) {
      copy = make()
      copies.set(db, copy)
    }
    return copy
  }
}
