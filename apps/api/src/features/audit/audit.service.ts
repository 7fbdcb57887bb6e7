import type {
  AuditEntry,
  AuditList,
  AuditQuery,
  FailedJob,
  FailedJobList,
  RecordRead,
  RecordReadList,
  RecordReadsQuery,
} from '@app/domain/audit'
import { auditPageSize, recordReadActions, recordReaderRoles, recordReadsPageSize } from '@app/domain/audit'
import { DomainError, inLanguage } from '@app/domain/shared'
import type { JobName } from '#api/jobs/definitions'
import type { Database } from '#api/db/database'
import type { SignedInContext } from '#api/plugins/context'
import * as auditRepository from './audit.repository'
import type { AuditRow, NewAuditEntry, RecordReadRow } from './audit.repository'

/**
 * The admins' audit log and failed jobs (issue 10 §4; docs/decisions/0018). The log is written by the features
 * themselves (a file read by someone other than its owner, a medical file opened, a doctor reviewed, a lead toggled,
 * an export taken, a job retried); this only reads it, and reading it is not itself logged: it holds no health data.
 */

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

const isUuid = (value: string) => /^[0-9a-f]{8}-/i.test(value)

const user = (id: string | null, phone: string | null, role: string | null) =>
  id ? { id, phone, role } : null

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  action: row.action,
  resource: row.resource,
  actor: user(row.actorUserId, row.actorPhone, row.actorRole),
  subject: user(row.subjectUserId, row.subjectPhone, row.subjectRole),
  detail: row.detail,
})

/**
 * Writes one audit entry, in the caller's transaction (every feature's reads of health and identity data and every
 * admin's change to another user, with before and after): the one way into the log.
 */
export const record = (db: Database, entry: NewAuditEntry) => auditRepository.insertAudit(db, entry)

export async function listAudit(ctx: SignedInContext, query: AuditQuery): Promise<AuditList> {
  assertAdmin(ctx)
  const { rows, total } = await auditRepository.list(ctx.db, {
    ...(query.actor ? (isUuid(query.actor) ? { actorId: query.actor } : { actorPhone: query.actor }) : {}),
    ...(query.subject
      ? isUuid(query.subject)
        ? { subjectId: query.subject }
        : { subjectPhone: query.subject }
      : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    limit: auditPageSize,
    offset: (query.page - 1) * auditPageSize,
  })
  return { items: rows.map(toEntry), total, page: query.page, pageSize: auditPageSize }
}

/** pg-boss keeps a failed attempt's error as `{ message, stack }` or whatever the handler threw. */
function errorText(error: unknown): string {
  if (error === null || error === undefined) return ''
  if (typeof error === 'string') return error
  const { message, stack } = error as { message?: unknown; stack?: unknown }
  if (typeof stack === 'string') return stack.slice(0, 4000)
  if (typeof message === 'string') return message
  return JSON.stringify(error).slice(0, 4000)
}

/** Background jobs that failed every try, newest first, with their error (issue 10 §4). */
export async function listFailedJobs(ctx: SignedInContext): Promise<FailedJobList> {
  assertAdmin(ctx)
  const jobs = await ctx.jobs.listFailed({ limit: 100 })
  return {
    items: jobs.map((job): FailedJob => ({
      id: job.id,
      name: job.name,
      data: job.data,
      error: errorText(job.error),
      retryCount: job.retryCount,
      createdAt: job.createdOn.toISOString(),
      failedAt: job.failedOn?.toISOString() ?? null,
    })),
  }
}

/** A failed job put back to run, with its audit entry, in one transaction. */
export async function retryJob(ctx: SignedInContext, jobId: string): Promise<void> {
  assertAdmin(ctx)
  const job = await ctx.jobs.findJob(jobId)
  if (!job) throw new DomainError('NOT_FOUND')
  if (job.state !== 'failed') throw new DomainError('JOB_NOT_FAILED', { state: job.state })
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await ctx.jobs.retryFailed(trx, job.name as JobName, job.id)))
      throw new DomainError('JOB_NOT_FAILED', { state: job.state })
    await auditRepository.insertAudit(trx, {
      actorUserId: ctx.session.userId,
      action: 'job.retry',
      resource: `jobs/${job.id}`,
      detail: { name: job.name, before: { state: 'failed' }, after: { state: 'retry' } },
    })
  })
}

type ReaderRole = RecordRead['reader']['role']

const asReaderRole = (value: string | null): ReaderRole =>
  (recordReaderRoles as readonly (string | null)[]).includes(value) ? (value as ReaderRole) : null

/**
 * The role a reader is shown in: the one the writer recorded, else admin for anyone holding admin rights (a patient
 * never learns an admin's identity, so a person who is both is shown as the service when in doubt), else the account's
 * own role.
 */
function readerOf(row: RecordReadRow, language: 'ar' | 'en'): RecordRead['reader'] {
  // A pharmacy's check (issue 45 §4) is anyone's, signed in or not: shown as a pharmacy, never by name.
  if (row.detailRole === 'pharmacy') return { role: 'pharmacy', name: null }
  if (!row.actorUserId) return { role: null, name: null }
  const role =
    asReaderRole(row.detailRole) ?? (row.actorIsAdmin ? 'admin' : asReaderRole(row.actorPrimaryRole))
  switch (role) {
    case 'doctor':
      return {
        role,
        name: row.doctorNameAr ? inLanguage(language, row.doctorNameAr, row.doctorNameEn) : null,
      }
    case 'patient':
      return { role, name: row.patientName }
    case 'lab':
    case 'radio':
      return { role, name: row.centreName }
    case 'admin':
    case 'pharmacy':
    case null:
      return { role, name: null }
  }
}

/**
 * Who read my record (issue 11 §3): the reads of the signed-in patient's health data by anyone else — doctors by
 * name, admins as the service's administrators (their identities are not shown to patients) — newest first, paged.
 */
export async function listMyRecordReads(
  ctx: SignedInContext,
  query: RecordReadsQuery,
): Promise<RecordReadList> {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const { rows, total } = await auditRepository.listRecordReads(ctx.db, {
    subjectId: ctx.session.userId,
    actions: recordReadActions,
    limit: recordReadsPageSize,
    offset: (query.page - 1) * recordReadsPageSize,
  })
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      action: row.action,
      resource: row.resource,
      reader: readerOf(row, ctx.language),
    })),
    total,
    page: query.page,
    pageSize: recordReadsPageSize,
  }
}
