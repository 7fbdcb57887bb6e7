import type { AccountSort, AccountState, ManagedKind } from '@app/domain/admin-accounts'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export interface AccountRow {
  userId: string
  name: string
  phone: string
  governorateId: number | null
  verified: boolean
  deactivated: boolean
  testing: boolean
  isAdmin: boolean
  createdAt: Date
}

export interface AccountFilters {
  name?: string
  phone?: string
  state?: AccountState
  governorateId?: number
  /** Created at or after, and before (instants: the service turns Cairo days into them). */
  createdFrom?: Date
  createdBefore?: Date
  sort: AccountSort
  limit: number
  offset: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One kind's accounts with their user: patients, or labs or radios (centres). The name is the profile's (a patient's
 * name, a centre's business name), normalised as search normalises it; the governorate is the first address's.
 */
function accounts(db: Database, kind: ManagedKind) {
  if (kind === 'patient')
    return db
      .selectFrom('patients as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .where('u.deletedAt', 'is', null)
      .select([
        'p.userId',
        'p.name',
        'u.phone',
        sql<number | null>`(p.addresses -> 0 ->> 'governorateId')::int`.as('governorateId'),
        'p.verified',
        'u.deactivated',
        'u.testing',
        'u.isAdmin',
        'p.createdAt',
        sql<string>`normalize_name(p.name)`.as('searchName'),
      ])
  return db
    .selectFrom('centres as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('c.kind', '=', kind)
    .where('u.deletedAt', 'is', null)
    .select([
      'c.userId',
      sql<string>`c.business_name`.as('name'),
      'u.phone',
      sql<number | null>`(c.addresses -> 0 ->> 'governorateId')::int`.as('governorateId'),
      'c.verified',
      'u.deactivated',
      'u.testing',
      'u.isAdmin',
      'c.createdAt',
      sql<string>`normalize_name(c.business_name)`.as('searchName'),
    ])
}

/**
 * A kind's accounts for the admins' list, filtered and paged in the database. The name is matched through the
 * trigram index on normalize_name (2026_11_25_1700_admin_accounts), the mobile by its prefix.
 */
export async function list(
  db: Database,
  kind: ManagedKind,
  filters: AccountFilters,
): Promise<{ rows: AccountRow[]; total: number }> {
  const base = db.selectFrom(accounts(db, kind).as('a'))
  let query = base
  if (filters.name !== undefined || filters.phone !== undefined)
    query = query.where((eb) =>
      eb.or([
        ...(filters.name ? [eb('a.searchName', 'like', `%${escapeLike(filters.name)}%`)] : []),
        ...(filters.phone ? [eb('a.phone', 'like', `${escapeLike(filters.phone)}%`)] : []),
      ]),
    )
  if (filters.state === 'active') query = query.where('a.deactivated', '=', false)
  if (filters.state === 'deactivated') query = query.where('a.deactivated', '=', true)
  if (filters.state === 'testing') query = query.where('a.testing', '=', true)
  if (filters.governorateId !== undefined) query = query.where('a.governorateId', '=', filters.governorateId)
  if (filters.createdFrom) query = query.where('a.createdAt', '>=', filters.createdFrom)
  if (filters.createdBefore) query = query.where('a.createdAt', '<', filters.createdBefore)
  let ordered = query.select(columns)
  if (filters.sort === 'name') ordered = ordered.orderBy('a.name').orderBy('a.userId')
  else
    ordered = ordered.orderBy('a.createdAt', filters.sort === 'oldest' ? 'asc' : 'desc').orderBy('a.userId')
  const [rows, count] = await Promise.all([
    ordered.limit(filters.limit).offset(filters.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

const columns = [
  'a.userId',
  'a.name',
  'a.phone',
  'a.governorateId',
  'a.verified',
  'a.deactivated',
  'a.testing',
  'a.isAdmin',
  'a.createdAt',
] as const

export async function findAccount(
  db: Database,
  kind: ManagedKind,
  userId: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom(accounts(db, kind).as('a'))
    .select(columns)
    .where('a.userId', '=', userId)
    .executeTakeFirst()
}

export interface UserStatusRow {
  id: string
  phone: string
  email: string | null
  language: string
  primaryRole: string
  isAdmin: boolean
  deactivated: boolean
  testing: boolean
  createdAt: Date
}

const userColumns = [
  'id',
  'phone',
  'email',
  'language',
  'primaryRole',
  'isAdmin',
  'deactivated',
  'testing',
  'createdAt',
] as const

/** A user not deleted (a deleted account is anonymised: nothing is left for the admins to change, ADR 0020). */
export async function findUser(db: Database, userId: string): Promise<UserStatusRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst()
}

/** The user, locked for an admin's change. */
export async function lockUser(db: Database, userId: string): Promise<UserStatusRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst()
}

export async function countSessions(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Testing is the user's and each of their profiles' (search and booking read the profile's, SPEC 6). */
export async function setTesting(db: Database, userId: string, testing: boolean, now: Date): Promise<void> {
  await db.updateTable('users').set({ testing, updatedAt: now }).where('id', '=', userId).execute()
  await db.updateTable('patients').set({ testing, updatedAt: now }).where('userId', '=', userId).execute()
  await db.updateTable('doctors').set({ testing, updatedAt: now }).where('userId', '=', userId).execute()
  await db.updateTable('centres').set({ testing, updatedAt: now }).where('userId', '=', userId).execute()
}

// Admins

export interface AdminRow {
  userId: string
  name: string
  phone: string
  email: string | null
  secondFactor: boolean
  deactivated: boolean
}

export async function listAdmins(db: Database): Promise<AdminRow[]> {
  return db
    .selectFrom('admins as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .where('u.isAdmin', '=', true)
    .select([
      'a.userId',
      'a.name',
      'u.phone',
      'u.email',
      sql<boolean>`a.totp_secret is not null`.as('secondFactor'),
      'u.deactivated',
    ])
    .orderBy('a.name')
    .execute()
}

/** Locks every admin's user row (so two removals at once cannot leave none) and answers the active ones. */
export async function lockActiveAdminIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'deactivated'])
    .where('isAdmin', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute()
  return rows.filter((row) => !row.deactivated).map((row) => row.id)
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserStatusRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('phone', '=', phone).forUpdate().executeTakeFirst()
}

/** The admin claim and its profile (named as the user's first profile is; the second factor set up at sign-in). */
export async function grantAdmin(db: Database, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ isAdmin: true, updatedAt: now }).where('id', '=', userId).execute()
  await sql`
    insert into admins (user_id, name, email, phone_number)
    select u.id,
      coalesce(
        (select p.name from patients p where p.user_id = u.id),
        (select d.name_ar from doctors d where d.user_id = u.id),
        (select c.business_name from centres c where c.user_id = u.id order by c.kind limit 1),
        u.phone
      ),
      u.email, u.phone
    from users u where u.id = ${userId}
    on conflict (user_id) do update set totp_secret = null, totp_pending_secret = null, totp_last_step = null,
      updated_at = ${now}
  `.execute(db)
}

/** Takes the claim away and ends the admin sessions; the admin profile stays (who did what keeps a name). */
export async function revokeAdmin(db: Database, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ isAdmin: false, updatedAt: now }).where('id', '=', userId).execute()
  await db
    .updateTable('admins')
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: now })
    .where('userId', '=', userId)
    .execute()
  await db.deleteFrom('sessions').where('userId', '=', userId).where('contextRole', '=', 'admin').execute()
}
