import type { CallRole } from '@app/domain/consults'
import type { ClientMessage } from '@app/domain/realtime'
import type { Database } from '#api/db/database'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { Clock } from '#api/plugins/context'
import * as consultsRepository from './consults.repository'
import { hashToken } from './consults.service'

/**
 * Issue 11 §1: signalling between the two sides of a call, over the realtime socket. A tab sends its offers,
 * answers and candidates with the token `getVideoToken` gave it; the server looks the token up once per socket
 * (it names the booking, the sender and its side), then relays each message to the other side's sockets through
 * PostgreSQL NOTIFY, so the two sides may be connected to different API instances.
 *
 * Issue 41: what a socket has looked up is kept per socket (the realtime routes hand over one object for the
 * socket's life), tokens it does not know included, so a flood of made-up tokens costs no database read per frame;
 * how many frames a socket may send is counted as they arrive (realtime.routes.ts). Whether the token is still live
 * (the consult not ended, on whichever instance) is judged by the statement that relays, so nothing kept here can
 * outlive the consult: nothing here is state another instance needs.
 */

interface CheckedToken {
  tokenHash: Buffer
  bookingId: string
  role: CallRole
  /** The other side's accounts: the doctor, or the patient side (the file's account and the payer). */
  peers: string[]
  expiresAt: Date
}

/** The part of a realtime connection the relay needs: the same object for every frame of one socket. */
export interface SignallingConnection {
  readonly id: string
  readonly userId: string
  readonly log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void }
}

/** What one socket keeps: its tokens' answers (null: refused), and how many unknown tokens it looked up. */
interface SocketTokens {
  known: Map<string, CheckedToken | null>
  lookups: number
}

/** A tab holds a token or two per entry into the room: a socket keeps this many answers, the oldest dropped first. */
const keptPerSocket = 16
/**
 * A socket may look up this many tokens in the database; a browser needs one per entry into the room, so a socket
 * past this is guessing, and the tokens it has not looked up yet are refused unread.
 */
export const maxTokenLookupsPerSocket = 8

export function createSignalRelay(db: Database, clock: Clock) {
  const sockets = new WeakMap<SignallingConnection, SocketTokens>()

  function tokensOf(connection: SignallingConnection): SocketTokens {
    let tokens = sockets.get(connection)
    if (!tokens) {
      tokens = { known: new Map(), lookups: 0 }
      sockets.set(connection, tokens)
    }
    return tokens
  }

  function remember(tokens: SocketTokens, token: string, answer: CheckedToken | null) {
    tokens.known.delete(token)
    if (tokens.known.size >= keptPerSocket) {
      const oldest = tokens.known.keys().next().value
      if (oldest !== undefined) tokens.known.delete(oldest)
    }
    tokens.known.set(token, answer)
  }

  async function check(connection: SignallingConnection, token: string): Promise<CheckedToken | null> {
    const now = clock.now()
    const tokens = tokensOf(connection)
    const kept = tokens.known.get(token)
    if (kept !== undefined) return kept && kept.expiresAt > now ? kept : null
    if (tokens.lookups >= maxTokenLookupsPerSocket) return null
    tokens.lookups += 1
    const tokenHash = hashToken(token)
    const row = await consultsRepository.findToken(db, tokenHash, now)
    // A token is this account's only: another user's (copied or guessed) is refused.
    if (!row || row.userId !== connection.userId) {
      remember(tokens, token, null)
      return null
    }
    const role = row.role as CallRole
    const result: CheckedToken = {
      tokenHash,
      bookingId: row.bookingId,
      role,
      peers: role === 'doctor' ? [...new Set([row.patientId, row.payerId])] : [row.doctorId],
      expiresAt: row.expiresAt,
    }
    remember(tokens, token, result)
    return result
  }

  /** Relays one client message; false when it was refused (a bad, expired or ended token). */
  return async function relay(connection: SignallingConnection, message: ClientMessage): Promise<boolean> {
    const token = await check(connection, message.token)
    if (!token) {
      connection.log.warn({}, 'call signal refused: token')
      return false
    }
    const sent = await realtimeService.publishAllIf(
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
      consultsRepository.tokenIsLive(token.tokenHash, clock.now()),
    )
    if (!sent) {
      // The consult ended (or the token was swept): refused from now on, without asking again.
      remember(tokensOf(connection), message.token, null)
      connection.log.warn({}, 'call signal refused: the call ended')
    }
    return sent
  }
}

export type SignalRelay = ReturnType<typeof createSignalRelay>
