import type { CallRole } from '@app/domain/consults'
import type { ClientMessage } from '@app/domain/realtime'
import type { Database } from '#api/db/database'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { Clock } from '#api/plugins/context'
import * as consultsRepository from './consults.repository'
import { hashToken } from './consults.service'

/**
 * Issue 11 §1: signalling between the two sides of a call, over the realtime socket. A tab sends its offers,
 * answers and candidates with the token `getVideoToken` gave it; the server checks the token once per socket
 * (it names the booking, the sender and its side), then relays each message to the other side's sockets through
 * PostgreSQL NOTIFY, so the two sides may be connected to different API instances. Nothing here is state another
 * instance needs: a socket's checked tokens live and die with the socket.
 */

interface CheckedToken {
  bookingId: string
  role: CallRole
  /** The other side's accounts: the doctor, or the patient side (the file's account and the payer). */
  peers: string[]
  expiresAt: Date
}

/** The part of a realtime connection the relay needs. */
export interface SignallingConnection {
  id: string
  userId: string
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void }
}

/** A flood of signals would fill the NOTIFY queue every instance reads: a socket may send this many per second. */
export const maxSignalsPerSecond = 50

export function createSignalRelay(db: Database, clock: Clock) {
  const checked = new WeakMap<SignallingConnection, Map<string, CheckedToken>>()
  const budget = new WeakMap<SignallingConnection, { second: number; used: number }>()

  async function check(connection: SignallingConnection, token: string): Promise<CheckedToken | null> {
    const now = clock.now()
    const known = checked.get(connection) ?? new Map<string, CheckedToken>()
    checked.set(connection, known)
    const cached = known.get(token)
    if (cached) return cached.expiresAt > now ? cached : null
    const row = await consultsRepository.findToken(db, hashToken(token), now)
    // A token is this account's only: another user's (copied or guessed) is refused.
    if (!row || row.userId !== connection.userId) return null
    const role = row.role as CallRole
    const result: CheckedToken = {
      bookingId: row.bookingId,
      role,
      peers: role === 'doctor' ? [...new Set([row.patientId, row.payerId])] : [row.doctorId],
      expiresAt: row.expiresAt,
    }
    if (known.size > 20) known.clear()
    known.set(token, result)
    return result
  }

  function withinBudget(connection: SignallingConnection): boolean {
    const second = Math.floor(clock.now().getTime() / 1000)
    const spent = budget.get(connection)
    if (!spent || spent.second !== second) {
      budget.set(connection, { second, used: 1 })
      return true
    }
    spent.used += 1
    return spent.used <= maxSignalsPerSecond
  }

  /** Relays one client message; false when it was refused (a bad or expired token, or over the budget). */
  return async function relay(connection: SignallingConnection, message: ClientMessage): Promise<boolean> {
    if (!withinBudget(connection)) {
      connection.log.warn({}, 'call signal dropped: over budget')
      return false
    }
    const token = await check(connection, message.token)
    if (!token) {
      connection.log.warn({}, 'call signal refused: token')
      return false
    }
    await realtimeService.publishAll(
      db,
      token.peers.map((userId) => ({
        userId,
        message: {
          type: 'call.signal' as const,
          bookingId: token.bookingId,
          from: connection.id,
          fromRole: token.role,
          ...(message.to ? { to: message.to } : {}),
          signal: message.signal,
        },
      })),
    )
    return true
  }
}

export type SignalRelay = ReturnType<typeof createSignalRelay>
