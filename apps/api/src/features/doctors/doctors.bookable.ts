import type { PracticeKind } from '@app/domain/doctors'
import type { Database } from '#api/db/database'
import { groupedReads } from '#api/shared/group-commit'
import * as doctorsRepository from './doctors.repository'

export type { BookableDoctor } from './doctors.repository'

const bookableDoctor = groupedReads(doctorsRepository.findBookableDoctors)

/**
 * What booking a doctor's practice needs to know (bookings feature, issue 9 §2). Bookings asked for at once read
 * their doctors in one query (ADR 0025).
 */
export async function findBookableDoctor(
  db: Database,
  doctorId: string,
  practice: PracticeKind,
): Promise<doctorsRepository.BookableDoctor | undefined> {
  const found = await bookableDoctor(db, doctorId)
  if (!found) return undefined
  const { video: _video, clinic: _clinic, home: _home, ...doctor } = found
  return { ...doctor, ...found[practice] }
}
