import { z } from 'zod'
import { phoneNumberSchema } from '../accounts/accounts.fields'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'

/**
 * The audit log for admins (issue 10 §4; docs/decisions/0018): who read or changed what — admins' decisions, reads of
 * identity documents and health records, exports, job retries — filtered by user, subject and dates, paged in the
 * database; and the background jobs that failed, with their error and a retry.
 */

const calendarDate = z.iso.date({ message: vkey('audit.badDate') })

/** A user as an admin knows them: the account id, or the mobile (typed with or without the leading 0). */
const userRef = z
  .string()
  .trim()
  .transform(toWesternDigits)
  .transform((value) => (/^1\d{9}$/.test(value) ? `0${value}` : value))
  .pipe(z.union([z.uuid(), phoneNumberSchema], { message: vkey('audit.badUser') }))

export const auditPageSize = 50

export const auditQuerySchema = z
  .object({
    /** Who acted. */
    actor: userRef.optional(),
    /** Whose data or account it was about. */
    subject: userRef.optional(),
    /** An action's prefix: `file`, `doctor.verify`, `lead`… */
    action: z
      .string()
      .trim()
      .regex(/^[a-zA-Z.]{2,40}$/, vkey('audit.badAction'))
      .optional(),
    /** Calendar days in Egypt, both included. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: vkey('audit.dateOrder') })
export type AuditQuery = z.infer<typeof auditQuerySchema>

const auditUserSchema = z.object({ id: z.uuid(), phone: z.string().nullable(), role: z.string().nullable() })

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  action: z.string(),
  resource: z.string(),
  actor: auditUserSchema.nullable(),
  subject: auditUserSchema.nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditList = z.infer<typeof auditListSchema>

export const failedJobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** What the job was given; shown to admins, who may see every record anyway. */
  data: z.unknown(),
  /** The last attempt's error as pg-boss kept it (a message, maybe a stack). */
  error: z.string(),
  retryCount: z.number().int(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
})
export type FailedJob = z.infer<typeof failedJobSchema>

export const failedJobListSchema = z.object({ items: z.array(failedJobSchema) })
export type FailedJobList = z.infer<typeof failedJobListSchema>
