import { createHash, randomBytes } from 'node:crypto'
import {
  describeDevice,
  sessionEndsAt,
  sessionPolicy,
  sessionTouchIntervalMs,
  type SignedInDeviceList,
} from '@app/domain/accounts'
import { DomainError, isEnglishOnlyRole, roleSchema, type Language, type Role } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { SignedInContext } from '#api/plugins/context'
import { groupedReads } from '#api/shared/group-commit'
import * as accountsRepository from './accounts.repository'

/** Sessions (ASVS V3): opaque tokens of which only the hash is stored, idle and absolute expiry, the device list. */

export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

/** Where a request came from, as the session row and the device list keep it. */
export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}

const clip = (value: string | null, max: number) => (value ? value.slice(0, max) : null)

export interface ResolvedSession {
  /** `isAdmin`: whether this session holds admin rights (see `resolveSession`). */
  record: accountsRepository.SessionRecord & { contextRole: Role }
  /** When it ends if not used again; the cookie's max-age follows it. */
  endsAt: Date
  /** This request wrote the last use (at most once a minute): the cookie is sent again with a new max-age. */
  renewed: boolean
}

/** Every API request reads its session: those that arrive together share one query (ADR 0025). */
const sessionByTokenHash = groupedReads(accountsRepository.findSessionsByTokenHashes)

/**
 * The live session a token opens, renewed by this use, or null: unknown token, idle or past its absolute lifetime,
 * or an account the admins deactivated. A dead session's row is deleted on the way. Its `isAdmin` is true only for
 * an admin session of an account that is still an admin, opened with the second factor (issue 41 §1): an admin
 * account signed in any other way has no admin rights, whatever its flag.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
  client: ClientInfo,
): Promise<ResolvedSession | null> {
  const found = await sessionByTokenHash(db, hashToken(token))
  if (!found) return null
  const contextRole = roleSchema.parse(found.contextRole)
  const isAdmin = found.isAdmin && contextRole === 'admin' && found.secondFactorAt !== null
  const record = { ...found, contextRole, isAdmin }
  if (record.deactivated || sessionEndsAt(record) <= now) {
    await accountsRepository.deleteSession(db, record.id)
    return null
  }
  const renewed =
    now.getTime() - record.lastSeenAt.getTime() >= sessionTouchIntervalMs &&
    (await accountsRepository.touchSession(
      db,
      record.id,
      { lastSeenAt: now, ip: clip(client.ip, 64), userAgent: clip(client.userAgent, 512) },
      new Date(now.getTime() - sessionTouchIntervalMs),
    ))
  return { record, endsAt: sessionEndsAt(record, renewed ? now : record.lastSeenAt), renewed }
}

/**
 * Which of these sessions are still live, without counting this look as a use: an open realtime socket alone must
 * not keep an idle session alive (ASVS 3.3.2). Unknown, idle, expired and deactivated ones are left out.
 */
export async function liveSessionIds(db: Database, ids: readonly string[], now: Date): Promise<Set<string>> {
  const rows = await accountsRepository.findSessionsByIds(db, ids)
  return new Set(
    rows
      .filter(
        (row) =>
          !row.deactivated && sessionEndsAt({ ...row, contextRole: roleSchema.parse(row.contextRole) }) > now,
      )
      .map((row) => row.id),
  )
}

/**
 * Who a new session is for. An admin session exists only with the second factor that opened it (issue 41 §1): the
 * type asks for it, and the database refuses an admin session without it.
 */
export type SessionFor =
  | { userId: string; contextRole: Exclude<Role, 'admin'>; language: Language }
  | { userId: string; contextRole: 'admin'; language: Language; secondFactorAt: Date }

/** A new session (ASVS 3.2.1: a fresh token at every sign-in); the raw token goes only into the cookie. */
export async function openSession(
  db: Database,
  now: Date,
  user: SessionFor,
  client: ClientInfo,
): Promise<{ token: string; id: string; endsAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + sessionPolicy(user.contextRole).absoluteMs)
  const id = await accountsRepository.insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.userId,
    contextRole: user.contextRole,
    language: isEnglishOnlyRole(user.contextRole) ? 'en' : user.language,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: clip(client.ip, 64),
    userAgent: clip(client.userAgent, 512),
    secondFactorAt: user.contextRole === 'admin' ? user.secondFactorAt : null,
  })
  return { token, id, endsAt: sessionEndsAt({ contextRole: user.contextRole, lastSeenAt: now, expiresAt }) }
}

/** The caller's live sessions, the current one flagged, most recently used first. */
export async function listDevices(ctx: SignedInContext): Promise<SignedInDeviceList> {
  const now = ctx.clock.now()
  const rows = await accountsRepository.findSessionsByUserId(ctx.db, ctx.session.userId)
  const items = rows
    .filter((row) => sessionEndsAt({ ...row, contextRole: roleSchema.parse(row.contextRole) }) > now)
    .map((row) => ({
      id: row.id,
      current: row.id === ctx.session.id,
      ...describeDevice(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }))
  return { items }
}

/** Signs out one of the caller's sessions; another user's (or an unknown) id is NOT_FOUND, as if it did not exist. */
export async function signOutDevice(ctx: SignedInContext, sessionId: string): Promise<void> {
  if (!(await accountsRepository.deleteSessionOfUser(ctx.db, ctx.session.userId, sessionId)))
    throw new DomainError('NOT_FOUND')
}

/** Signs out every session of the caller but this one; how many. */
export async function signOutOtherDevices(ctx: SignedInContext): Promise<number> {
  return accountsRepository.deleteSessionsOfUser(ctx.db, ctx.session.userId, ctx.session.id)
}

/**
 * Deactivates or reactivates an account (SPEC 4, 6; the admins' account pages, issue 10 §1). Deactivating ends every
 * session at once (each ended session closes its socket, 2026_11_24_0200); sign-in then answers ACCOUNT_DEACTIVATED.
 * Inside the caller's transaction when given one.
 */
export async function setAccountDeactivated(
  db: Database,
  userId: string,
  deactivated: boolean,
): Promise<void> {
  const apply = async (trx: Database) => {
    await accountsRepository.setDeactivated(trx, userId, deactivated)
    if (deactivated) await accountsRepository.deleteSessionsOfUser(trx, userId)
  }
  if (db.isTransaction) await apply(db)
  else await db.transaction().execute(apply)
}
