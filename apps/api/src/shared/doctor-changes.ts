import type { Database } from '#api/db/database'

/**
 * Issue 7 §2 "derived values": a doctor's registration completeness is derived from the profile, the practices,
 * the documents, the photo and the schedule, which three features write. Each write that can move it announces
 * `doctorChanged(trx, doctorId)` in its own transaction; the doctors feature listens (doctors.derived.ts) and
 * recomputes there, so the stored value is never stale and no writer knows how it is computed. (The specialties'
 * active-doctor counts are kept by statement triggers on doctors, migration 2026_11_21_0700.)
 *
 * A seam, not a bus: it exists so that schedules and profiles need not import the doctors feature (which imports
 * them), and it runs in the caller's transaction — a refused recomputation rolls the change back.
 */
export type DoctorChangeListener = (db: Database, doctorId: string) => Promise<void>

let listener: DoctorChangeListener | null = null

/** Set by the doctors feature when it loads; one listener. */
export function onDoctorChange(next: DoctorChangeListener): void {
  listener = next
}

/** Call in the transaction of any write that can move a doctor's derived values. */
export async function doctorChanged(db: Database, doctorId: string): Promise<void> {
  if (!listener) throw new Error('doctorChanged before the doctors feature registered its listener')
  await listener(db, doctorId)
}
