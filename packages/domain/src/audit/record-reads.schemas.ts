import { z } from 'zod'

/**
 * "Who read my record" (issue 11 §3): the audit log's reads of a patient's health data by anyone else, shown to the
 * patient — who (a doctor by name, an admin only as the service's administrator), when and what.
 */

/**
 * The audit actions that are a read of someone's health record; every feature that audits such a read uses one of
 * these, and the patient's list shows exactly these. A writer may add `detail.readerRole` (the session's role), so a
 * person holding two roles is shown in the one they read with.
 */
export const recordReadActions = [
  'medicalFile.read',
  'file.read',
  'patient.profile.read',
  'healthRecord.read',
  'consultFile.read',
  // Issue 45 §4: a pharmacy checked a prescription at /verify/{code}, or marked it dispensed.
  'prescription.verify',
  'prescription.dispense',
] as const
export type RecordReadAction = (typeof recordReadActions)[number]

export const recordReadsPageSize = 10

export const recordReadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type RecordReadsQuery = z.infer<typeof recordReadsQuerySchema>

/** `pharmacy`: whoever opened /verify/{code} (issue 45 §4), signed in or not; never named. */
export const recordReaderRoles = ['doctor', 'admin', 'patient', 'lab', 'radio', 'pharmacy'] as const

export const recordReadSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  action: z.string(),
  /** What was read: `files/<id>`, `patients/<id>`, `health-records/<fileId>`, `consults/<bookingId>`… */
  resource: z.string(),
  reader: z.object({
    /** null: an account since deleted, or one without a role. */
    role: z.enum(recordReaderRoles).nullable(),
    /** A doctor's name in the reader's language, a patient's or centre's profile name; never an admin's. */
    name: z.string().nullable(),
  }),
})
export type RecordRead = z.infer<typeof recordReadSchema>

export const recordReadListSchema = z.object({
  items: z.array(recordReadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type RecordReadList = z.infer<typeof recordReadListSchema>
