import type { ReviewSort, ReviewStatus } from '@app/domain/doctor-reviews'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export interface ReviewRow {
  userId: string
  nameAr: string
  nameEn: string | null
  /** Texts about the doctor agree with it (issue 41 §4). */
  gender: string
  phoneNumber: string
  specialtyId: number
  verified: boolean
  submittedAt: Date | null
  reviewNote: string | null
  reviewedAt: Date | null
  createdAt: Date
}

const columns = [
  'd.userId',
  'd.nameAr',
  'd.nameEn',
  'd.gender',
  'd.phoneNumber',
  'd.specialtyId',
  'd.verified',
  'd.submittedAt',
  'd.reviewNote',
  'd.reviewedAt',
  'd.createdAt',
] as const

/**
 * Doctors for the admins' list, paged in the database: a status, a name (normalised as search normalises it, in
 * either language: normalize_name is normalizeName's SQL twin) or a mobile number; waiting ones first (oldest
 * submission first), then the newest accounts, or another order. The name is matched on the stored normalised names
 * through their trigram index (2026_11_25_2010; the search's word index covers verified doctors only), the list's
 * default order through its own index (2026_11_25_2000): figures in docs/decisions/0017.
 */
export async function list(
  db: Database,
  filters: {
    status?: ReviewStatus
    name?: string
    phone?: string
    governorateId?: number
    createdFrom?: Date
    createdBefore?: Date
    sort: ReviewSort
    limit: number
    offset: number
  },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let query = db.selectFrom('doctors as d')
  if (filters.status === 'verified') query = query.where('d.verified', '=', true)
  if (filters.status === 'waiting')
    query = query.where('d.verified', '=', false).where('d.submittedAt', 'is not', null)
  if (filters.status === 'returned')
    query = query
      .where('d.verified', '=', false)
      .where('d.submittedAt', 'is', null)
      .where('d.reviewNote', 'is not', null)
  if (filters.status === 'draft')
    query = query
      .where('d.verified', '=', false)
      .where('d.submittedAt', 'is', null)
      .where('d.reviewNote', 'is', null)
  if (filters.name !== undefined || filters.phone !== undefined)
    query = query.where((eb) =>
      eb.or([
        ...(filters.name ? [eb('d.adminSearch', 'like', `%${escapeLike(filters.name)}%`)] : []),
        ...(filters.phone ? [eb('d.phoneNumber', 'like', `${escapeLike(filters.phone)}%`)] : []),
      ]),
    )
  // Where the doctor lives or has their clinic.
  const governorateId = filters.governorateId
  if (governorateId !== undefined)
    query = query.where((eb) =>
      eb.or([eb('d.governorateId', '=', governorateId), eb('d.clinicGovernorateId', '=', governorateId)]),
    )
  if (filters.createdFrom) query = query.where('d.createdAt', '>=', filters.createdFrom)
  if (filters.createdBefore) query = query.where('d.createdAt', '<', filters.createdBefore)
  let ordered = query.select([...columns])
  if (filters.sort === 'waiting')
    ordered = ordered
      .orderBy(sql`(d.submitted_at is not null and not d.verified)`, 'desc')
      .orderBy('d.submittedAt', 'asc')
      .orderBy('d.createdAt', 'desc')
  else if (filters.sort === 'name') ordered = ordered.orderBy('d.nameAr')
  else ordered = ordered.orderBy('d.createdAt', filters.sort === 'oldest' ? 'asc' : 'desc')
  const [rows, count] = await Promise.all([
    ordered.orderBy('d.userId').limit(filters.limit).offset(filters.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** One doctor's review state, locked for the decision. */
export async function lock(db: Database, doctorId: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('doctors as d')
    .select([...columns])
    .where('d.userId', '=', doctorId)
    .forUpdate()
    .executeTakeFirst()
}

export async function decide(
  db: Database,
  doctorId: string,
  decision: {
    verified: boolean
    submittedAt: Date | null
    reviewNote: string | null
    reviewedAt: Date
    reviewedBy: string
  },
): Promise<void> {
  await db
    .updateTable('doctors')
    .set({ ...decision, updatedAt: decision.reviewedAt })
    .where('userId', '=', doctorId)
    .execute()
}

/**
 * A verified doctor changed a reviewed field (docs/decisions/0016, re-review): unlisted and waiting again, as if
 * submitted now. The last decision (reviewed_at, reviewed_by) stays as history.
 */
export async function reopen(db: Database, doctorId: string, now: Date): Promise<void> {
  await db
    .updateTable('doctors')
    .set({ verified: false, submittedAt: now, reviewNote: null, updatedAt: now })
    .where('userId', '=', doctorId)
    .execute()
}
