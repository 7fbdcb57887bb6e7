import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export interface AuditRow {
  id: string
  createdAt: Date
  action: string
  resource: string
  detail: Record<string, unknown> | null
  actorUserId: string | null
  actorPhone: string | null
  actorRole: string | null
  subjectUserId: string | null
  subjectPhone: string | null
  subjectRole: string | null
}

export interface AuditFilters {
  actorId?: string
  actorPhone?: string
  subjectId?: string
  subjectPhone?: string
  action?: string
  /** Calendar days in Africa/Cairo, both included. */
  from?: string
  to?: string
  limit: number
  offset: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The audit log, newest first, paged in the database (audit_log_created_idx; by actor audit_log_actor_idx, by
 * subject audit_log_subject_idx, by action prefix audit_log_action_idx). A user is named by id or by mobile; days
 * are Egypt's, turned into instants by PostgreSQL's time-zone rules (daylight saving included).
 */
export async function list(
  db: Database,
  filters: AuditFilters,
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db
    .selectFrom('auditLog as a')
    .leftJoin('users as actor', 'actor.id', 'a.actorUserId')
    .leftJoin('users as subject', 'subject.id', 'a.subjectUserId')
  if (filters.actorId) query = query.where('a.actorUserId', '=', filters.actorId)
  if (filters.actorPhone) query = query.where('actor.phone', '=', filters.actorPhone)
  if (filters.subjectId) query = query.where('a.subjectUserId', '=', filters.subjectId)
  if (filters.subjectPhone) query = query.where('subject.phone', '=', filters.subjectPhone)
  if (filters.action) query = query.where('a.action', 'like', `${escapeLike(filters.action)}%`)
  if (filters.from)
    query = query.where(
      'a.createdAt',
      '>=',
      sql<Date>`(${filters.from}::date)::timestamp at time zone 'Africa/Cairo'`,
    )
  if (filters.to)
    query = query.where(
      'a.createdAt',
      '<',
      sql<Date>`(${filters.to}::date + 1)::timestamp at time zone 'Africa/Cairo'`,
    )
  const [rows, count] = await Promise.all([
    query
      .select([
        'a.id',
        'a.createdAt',
        'a.action',
        'a.resource',
        'a.detail',
        'a.actorUserId',
        'actor.phone as actorPhone',
        'actor.primaryRole as actorRole',
        'a.subjectUserId',
        'subject.phone as subjectPhone',
        'subject.primaryRole as subjectRole',
      ])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

/** What a feature writes to the audit log: who did what to which record (and whose), with what changed. */
export interface NewAuditEntry {
  actorUserId: string | null
  action: string
  subjectUserId?: string | null
  resource: string
  detail?: Record<string, unknown>
}

export async function insertAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      subjectUserId: entry.subjectUserId ?? null,
      resource: entry.resource,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
    })
    .execute()
}

export interface RecordReadRow {
  id: string
  createdAt: Date
  action: string
  resource: string
  actorUserId: string | null
  /** The role the writer said the reader acted in (detail.readerRole), if it did. */
  detailRole: string | null
  actorPrimaryRole: string | null
  actorIsAdmin: boolean | null
  doctorNameAr: string | null
  doctorNameEn: string | null
  patientName: string | null
  centreName: string | null
}

/**
 * Reads of one person's health data by anyone else (issue 11 §3), newest first, paged in the database: the subject's
 * entries of the given actions (audit_log_subject_idx), never their own, with the reader's names from each profile
 * they may hold (the service picks which one shows).
 */
export async function listRecordReads(
  db: Database,
  filters: { subjectId: string; actions: readonly string[]; limit: number; offset: number },
): Promise<{ rows: RecordReadRow[]; total: number }> {
  const query = db
    .selectFrom('auditLog as a')
    .where('a.subjectUserId', '=', filters.subjectId)
    .where('a.actorUserId', 'is distinct from', filters.subjectId)
    .where('a.action', 'in', [...filters.actions])
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as u', 'u.id', 'a.actorUserId')
      .leftJoin('doctors as d', 'd.userId', 'a.actorUserId')
      .leftJoin('patients as p', 'p.userId', 'a.actorUserId')
      .leftJoin('centres as c', 'c.userId', 'a.actorUserId')
      .select([
        'a.id',
        'a.createdAt',
        'a.action',
        'a.resource',
        'a.actorUserId',
        sql<string | null>`a.detail ->> 'readerRole'`.as('detailRole'),
        'u.primaryRole as actorPrimaryRole',
        'u.isAdmin as actorIsAdmin',
        'd.nameAr as doctorNameAr',
        'd.nameEn as doctorNameEn',
        'p.name as patientName',
        'c.businessName as centreName',
      ])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}
