import { DomainError } from '@app/domain/shared'
import { sql } from 'kysely'
import { isUniqueViolation, type Database } from '#api/db/database'

export interface UserRecord {
  id: string
  phone: string
  email: string | null
  emailVerified: boolean
  passwordHash: string
  primaryRole: string
  isAdmin: boolean
  testing: boolean
  deactivated: boolean
  language: string
}

const userColumns = [
  'id',
  'phone',
  'email',
  'emailVerified',
  'passwordHash',
  'primaryRole',
  'isAdmin',
  'testing',
  'deactivated',
  'language',
] as const

export function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst()
}

export function findUserByPhone(db: Database, phone: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(userColumns).where('phone', '=', phone).executeTakeFirst()
}

export function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst()
}

export async function insertUser(
  db: Database,
  values: { phone: string; passwordHash: string; primaryRole: string; language: string },
): Promise<string> {
  try {
    const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) throw new DomainError('PHONE_ALREADY_REGISTERED')
    throw error
  }
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Pick<UserRecord, 'passwordHash' | 'email' | 'emailVerified' | 'phone' | 'language'>>,
): Promise<void> {
  try {
    await db
      .updateTable('users')
      .set({ ...values, updatedAt: new Date() })
      .where('id', '=', id)
      .execute()
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new DomainError('EMAIL_ALREADY_USED')
    if (isUniqueViolation(error, 'users_phone_key')) throw new DomainError('PHONE_ALREADY_REGISTERED')
    throw error
  }
}

// Sessions

export interface SessionRecord {
  id: string
  userId: string
  contextRole: string
  language: string
  /** The account's admin flag (users.is_admin); admin rights need an admin session too (sessions.service). */
  isAdmin: boolean
  /** When the admin's second factor opened the session; null for every other session. */
  secondFactorAt: Date | null
  deactivated: boolean
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
}

export async function insertSession(
  db: Database,
  values: {
    tokenHash: string
    userId: string
    contextRole: string
    language: string
    createdAt: Date
    lastSeenAt: Date
    expiresAt: Date
    userAgent: string | null
    ip: string | null
    secondFactorAt: Date | null
  },
): Promise<string> {
  const row = await db.insertInto('sessions').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * The sessions these tokens open, live or not, by token hash: the caller judges idle and absolute expiry (domain
 * sessionEndsAt). Requests that arrive together look theirs up in one query (sessions.service).
 */
export async function findSessionsByTokenHashes(
  db: Database,
  tokenHashes: readonly string[],
): Promise<Map<string, SessionRecord>> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.tokenHash',
      'sessions.id',
      'sessions.userId',
      'sessions.contextRole',
      'sessions.language',
      'users.isAdmin',
      'users.deactivated',
      'sessions.createdAt',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'sessions.secondFactorAt',
    ])
    .where('sessions.tokenHash', '=', sql<string>`any(${sql.val(tokenHashes)}::text[])`)
    .execute()
  return new Map(rows.map(({ tokenHash, ...record }) => [tokenHash, record]))
}

/** Sessions by id, with what judges whether each is live (the realtime heartbeat's check); missing ids are gone. */
export function findSessionsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Pick<SessionRecord, 'id' | 'contextRole' | 'deactivated' | 'lastSeenAt' | 'expiresAt'>[]> {
  if (!ids.length) return Promise.resolve([])
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.contextRole',
      'users.deactivated',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
    ])
    .where('sessions.id', 'in', ids)
    .execute()
}

/**
 * Records a use of the session unless one was recorded after `unlessSeenAfter`, so a busy client costs one write a
 * minute; two instances racing both write the same thing. True when this call wrote.
 */
export async function touchSession(
  db: Database,
  id: string,
  values: { lastSeenAt: Date; userAgent: string | null; ip: string | null },
  unlessSeenAfter: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set(values)
    .where('id', '=', id)
    .where('lastSeenAt', '<=', unlessSeenAfter)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export interface DeviceSessionRecord {
  id: string
  contextRole: string
  userAgent: string | null
  ip: string | null
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
}

export function findSessionsByUserId(db: Database, userId: string): Promise<DeviceSessionRecord[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'contextRole', 'userAgent', 'ip', 'createdAt', 'lastSeenAt', 'expiresAt'])
    .where('userId', '=', userId)
    .orderBy('lastSeenAt', 'desc')
    .execute()
}

export async function updateSessionLanguage(db: Database, id: string, language: string): Promise<void> {
  await db.updateTable('sessions').set({ language, updatedAt: new Date() }).where('id', '=', id).execute()
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute()
}

/** Deletes one session only if it is the user's: another user's id deletes nothing. True when one was deleted. */
export async function deleteSessionOfUser(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Ends every session of a user except `keepId` (after a password change or reset); how many it ended. */
export async function deleteSessionsOfUser(db: Database, userId: string, keepId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId)
  if (keepId) query = query.where('id', '<>', keepId)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function setDeactivated(db: Database, userId: string, deactivated: boolean): Promise<void> {
  await db.updateTable('users').set({ deactivated, updatedAt: new Date() }).where('id', '=', userId).execute()
}

// One-time codes

export interface OtpRecord {
  id: string
  phone: string
  purpose: string
  userId: string | null
  codeHash: string
  attempts: number
  expiresAt: Date
  verifiedAt: Date | null
  createdAt: Date
}

export async function insertOtp(
  db: Database,
  values: {
    id: string
    phone: string
    purpose: string
    userId: string | null
    codeHash: string
    expiresAt: Date
    createdAt: Date
  },
): Promise<void> {
  await db.insertInto('otpCodes').values(values).execute()
}

export function findLatestOtp(db: Database, phone: string, purpose: string): Promise<OtpRecord | undefined> {
  return db
    .selectFrom('otpCodes')
    .select([
      'id',
      'phone',
      'purpose',
      'userId',
      'codeHash',
      'attempts',
      'expiresAt',
      'verifiedAt',
      'createdAt',
    ])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function countOtpSince(db: Database, phone: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('otpCodes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('phone', '=', phone)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function incrementOtpAttempts(db: Database, id: string): Promise<number> {
  const row = await db
    .updateTable('otpCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow()
  return row.attempts
}

export async function markOtpVerified(
  db: Database,
  id: string,
  ticketHash: string,
  now: Date,
): Promise<void> {
  await db.updateTable('otpCodes').set({ verifiedAt: now, ticketHash }).where('id', '=', id).execute()
}

/** Spends a ticket once: the update's `ticket_used_at is null` makes a second, concurrent use find nothing. */
export async function spendTicket(
  db: Database,
  ticketHash: string,
  purpose: string,
  verifiedAfter: Date,
  now: Date,
): Promise<{ phone: string; userId: string | null } | undefined> {
  return db
    .updateTable('otpCodes')
    .set({ ticketUsedAt: now })
    .where('ticketHash', '=', ticketHash)
    .where('purpose', '=', purpose)
    .where('ticketUsedAt', 'is', null)
    .where('verifiedAt', '>', verifiedAfter)
    .returning(['phone', 'userId'])
    .executeTakeFirst()
}

// Failed sign-in attempts (ASVS 2.2.1), per account (`subject`) and source address

export async function insertAuthFailure(
  db: Database,
  values: { subject: string; source: string; createdAt: Date },
): Promise<void> {
  await db.insertInto('authFailures').values(values).execute()
}

/** The newest failures of one account from one source since `since`, newest first, at most `limit`. */
export async function findAuthFailureTimes(
  db: Database,
  subject: string,
  source: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('authFailures')
    .select('createdAt')
    .where('subject', '=', subject)
    .where('source', '=', source)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => new Date(r.createdAt))
}

/** Failures of one account from every source since `since`, counted up to `cap` (enough to compare with a limit). */
export async function countAuthFailuresSince(
  db: Database,
  subject: string,
  since: Date,
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('authFailures')
        .select('id')
        .where('subject', '=', subject)
        .where('createdAt', '>', since)
        .limit(cap)
        .as('recent'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Forgets failures of an account: from one source (a right password there), or all (a completed reset). */
export async function clearAuthFailures(db: Database, subject: string, source?: string): Promise<void> {
  let query = db.deleteFrom('authFailures').where('subject', '=', subject)
  if (source !== undefined) query = query.where('source', '=', source)
  await query.execute()
}

// Email verification links

export async function insertEmailVerification(
  db: Database,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insertInto('emailVerifications').values(values).execute()
}

export function spendEmailVerification(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  return db
    .updateTable('emailVerifications')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'email'])
    .executeTakeFirst()
}

export async function findActiveAdminIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('isAdmin', '=', true)
    .where('deactivated', '=', false)
    .execute()
  return rows.map((row) => row.id)
}

// Admins' second factor (second-factor.ts)

export async function findSecondFactor(
  db: Database,
  userId: string,
): Promise<
  | {
      totpSecret: string | null
      totpPendingSecret: string | null
      totpPendingExpiresAt: Date | null
      totpLastStep: string | null
    }
  | undefined
> {
  return db
    .selectFrom('admins')
    .select(['totpSecret', 'totpPendingSecret', 'totpPendingExpiresAt', 'totpLastStep'])
    .where('userId', '=', userId)
    .executeTakeFirst()
}

/** A new pending authenticator secret for an admin without one, replacing any before it, until `expiresAt`. */
export async function setPendingSecondFactor(
  db: Database,
  userId: string,
  secret: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totpPendingSecret: secret, totpPendingExpiresAt: expiresAt })
    .where('userId', '=', userId)
    .where('totpSecret', 'is', null)
    .execute()
}

/**
 * Spends a step of the admin's codes: true when `secret` is theirs (or pending, which it then becomes) and no code of
 * this or a later step was taken before.
 */
export async function spendSecondFactorStep(
  db: Database,
  userId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpPendingExpiresAt: null,
      totpLastStep: step,
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('totpSecret', '=', secret),
        eb.and([
          eb('totpSecret', 'is', null),
          eb('totpPendingSecret', '=', secret),
          eb('totpPendingExpiresAt', '>', now),
        ]),
      ]),
    )
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', String(step))]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
