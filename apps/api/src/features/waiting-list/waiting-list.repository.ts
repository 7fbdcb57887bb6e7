import { sql, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { WaitingListEntriesTable, WaitingListOffersTable } from '#api/db/schema'

/** The waiting list's entries and offers (issue 45 §3, docs/decisions/0047). */

export type EntryRecord = Selectable<WaitingListEntriesTable>
export type OfferRecord = Selectable<WaitingListOffersTable>

/**
 * An account's entries take turns (as a payer's holds do, ADR 0032): a transaction-scoped advisory lock on the
 * account, so two joins on two API instances cannot each count the other's entry as not there yet.
 */
export async function lockUserEntries(db: Database, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`waiting-list:${userId}`}, 0))`.execute(db)
}

/** An account's entries still waiting on `today` (a Cairo date): their range has not ended. */
export async function findActiveEntries(db: Database, userId: string, today: string): Promise<EntryRecord[]> {
  return db
    .selectFrom('waitingListEntries')
    .selectAll()
    .where('userId', '=', userId)
    .where('state', '=', 'waiting')
    .where('toDate', '>=', today)
    .execute()
}

export async function insertEntry(
  db: Database,
  entry: Pick<EntryRecord, 'userId' | 'medicalFileId' | 'doctorId' | 'practice' | 'fromDate' | 'toDate'> & {
    createdAt: Date
  },
): Promise<string> {
  const row = await db
    .insertInto('waitingListEntries')
    .values({ ...entry, updatedAt: entry.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Entries past their range end stop waiting (issue 45 §3), kept as `expired`. */
export async function expireEntries(db: Database, userId: string, today: string, now: Date): Promise<void> {
  await db
    .updateTable('waitingListEntries')
    .set({ state: 'expired', updatedAt: now })
    .where('userId', '=', userId)
    .where('state', '=', 'waiting')
    .where('toDate', '<', today)
    .execute()
}

export interface EntryRow extends EntryRecord {
  doctorNameAr: string
  doctorNameEn: string | null
}

/** An account's entries, newest first, with their doctors' names. */
export async function listForUser(db: Database, userId: string, limit: number): Promise<EntryRow[]> {
  return db
    .selectFrom('waitingListEntries as e')
    .innerJoin('doctors as d', 'd.userId', 'e.doctorId')
    .selectAll('e')
    .select(['d.nameAr as doctorNameAr', 'd.nameEn as doctorNameEn'])
    .where('e.userId', '=', userId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute()
}

/** The offers still marked `offered` of some entries (their deadline may have passed). */
export async function findOpenOffers(db: Database, entryIds: readonly string[]): Promise<OfferRecord[]> {
  if (entryIds.length === 0) return []
  return db
    .selectFrom('waitingListOffers')
    .selectAll()
    .where('entryId', '=', sql<string>`any(${sql.val(entryIds)}::uuid[])`)
    .where('state', '=', 'offered')
    .execute()
}

/** An entry of this account, locked; undefined for anyone else's. */
export async function lockEntryOf(
  db: Database,
  entryId: string,
  userId: string,
): Promise<EntryRecord | undefined> {
  return db
    .selectFrom('waitingListEntries')
    .selectAll()
    .where('id', '=', entryId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst()
}

export async function setEntryState(
  db: Database,
  entryIds: readonly string[],
  state: 'left' | 'booked',
  now: Date,
): Promise<void> {
  if (entryIds.length === 0) return
  await db
    .updateTable('waitingListEntries')
    .set({ state, updatedAt: now })
    .where('id', '=', sql<string>`any(${sql.val(entryIds)}::uuid[])`)
    .where('state', '=', 'waiting')
    .execute()
}

/** An offer of this account with its doctor's names; undefined for anyone else's. */
export async function findOfferOf(
  db: Database,
  offerId: string,
  userId: string,
): Promise<
  | (OfferRecord & { doctorNameAr: string; doctorNameEn: string | null; medicalFileId: string | null })
  | undefined
> {
  return db
    .selectFrom('waitingListOffers as o')
    .innerJoin('doctors as d', 'd.userId', 'o.doctorId')
    .innerJoin('waitingListEntries as e', 'e.id', 'o.entryId')
    .selectAll('o')
    .select(['d.nameAr as doctorNameAr', 'd.nameEn as doctorNameEn', 'e.medicalFileId'])
    .where('o.id', '=', offerId)
    .where('o.userId', '=', userId)
    .executeTakeFirst()
}

export async function setOfferState(
  db: Database,
  offerIds: readonly string[],
  state: 'taken' | 'withdrawn',
  now: Date,
): Promise<void> {
  if (offerIds.length === 0) return
  await db
    .updateTable('waitingListOffers')
    .set({ state, updatedAt: now })
    .where('id', '=', sql<string>`any(${sql.val(offerIds)}::uuid[])`)
    .where('state', '=', 'offered')
    .execute()
}

/**
 * A doctor's times take turns between the waiting list and bookings: the doctor's doctor_next_slots row, which every
 * insert or update of the doctor's bookings locks (its statement trigger, ADR 0025), is locked here too. An offer is
 * made under it; a booking inserted meanwhile waits for the offer's commit and then sees it, and an offer waits for a
 * booking in flight and then sees the booking. The kept next slot is left as it is (`bumpDoctorTimes` when offers
 * change the free times).
 */
export async function lockDoctorTimes(db: Database, doctorId: string): Promise<void> {
  await sql`
    insert into doctor_next_slots (doctor_id, version) values (${doctorId}, 1) on conflict (doctor_id) do nothing
  `.execute(db)
  await sql`select 1 from doctor_next_slots where doctor_id = ${doctorId} for update`.execute(db)
}

/** The doctor's free times changed (an offer made or lapsed): a kept next slot computed before is dropped. */
export async function bumpDoctorTimes(db: Database, doctorId: string): Promise<void> {
  await sql`
    update doctor_next_slots set version = version + 1, computed_at = null where doctor_id = ${doctorId}
  `.execute(db)
}

/** Whether any entry waits for a doctor on `today` (a Cairo date): without one, there is nothing to offer. */
export async function anyoneWaiting(db: Database, doctorId: string, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('waitingListEntries')
    .select('id')
    .where('doctorId', '=', doctorId)
    .where('state', '=', 'waiting')
    .where('toDate', '>=', today)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** A doctor's offers past their deadline, marked `lapsed` (the time goes to the next person waiting). */
export async function lapseOffers(db: Database, doctorId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('waitingListOffers')
    .set({ state: 'lapsed', updatedAt: now })
    .where('doctorId', '=', doctorId)
    .where('state', '=', 'offered')
    .where('expiresAt', '<=', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** First come, first served: a doctor's entries waiting on `today` without a live offer, oldest first. */
export async function findWaitingEntries(
  db: Database,
  doctorId: string,
  today: string,
  limit: number,
): Promise<EntryRecord[]> {
  return db
    .selectFrom('waitingListEntries as e')
    .selectAll('e')
    .where('e.doctorId', '=', doctorId)
    .where('e.state', '=', 'waiting')
    .where('e.toDate', '>=', today)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('waitingListOffers as o')
            .select('o.id')
            .whereRef('o.entryId', '=', 'e.id')
            .where('o.state', '=', 'offered'),
        ),
      ),
    )
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .limit(limit)
    .execute()
}

/** The times already offered to these entries (each time is offered to an entry once). */
export async function findOfferedTimes(
  db: Database,
  entryIds: readonly string[],
): Promise<{ entryId: string; startsAt: Date }[]> {
  if (entryIds.length === 0) return []
  return db
    .selectFrom('waitingListOffers')
    .select(['entryId', 'startsAt'])
    .where('entryId', '=', sql<string>`any(${sql.val(entryIds)}::uuid[])`)
    .execute()
}

export async function insertOffer(
  db: Database,
  offer: Pick<
    OfferRecord,
    'entryId' | 'userId' | 'doctorId' | 'practice' | 'startsAt' | 'endsAt' | 'expiresAt'
  > & {
    createdAt: Date
  },
): Promise<string> {
  const row = await db
    .insertInto('waitingListOffers')
    .values({ ...offer, updatedAt: offer.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The live offers (offered, before their deadline) overlapping any of these times of their doctors. */
export async function findLiveOffersOverlapping(
  db: Database,
  times: readonly { doctorId: string; startsAt: Date; endsAt: Date }[],
  now: Date,
): Promise<
  { id: string; userId: string; entryId: string; doctorId: string; startsAt: Date; endsAt: Date }[]
> {
  if (times.length === 0) return []
  const rows = await sql<{
    id: string
    userId: string
    entryId: string
    doctorId: string
    startsAt: Date
    endsAt: Date
  }>`
    select distinct o.id, o.user_id as "userId", o.entry_id as "entryId", o.doctor_id as "doctorId",
      o.starts_at as "startsAt", o.ends_at as "endsAt"
    from waiting_list_offers o
    join unnest(${sql.val(times.map((s) => s.doctorId))}::uuid[],
                ${sql.val(times.map((s) => s.startsAt.toISOString()))}::timestamptz[],
                ${sql.val(times.map((s) => s.endsAt.toISOString()))}::timestamptz[]) as w(doctor_id, starts_at, ends_at)
      on w.doctor_id = o.doctor_id and tstzrange(w.starts_at, w.ends_at) && tstzrange(o.starts_at, o.ends_at)
    where o.state = 'offered' and o.expires_at > ${now}
  `.execute(db)
  return rows.rows
}

/** The doctor of an offer (a lapse job names its doctor; a left entry's offer hands its time on). */
export async function findDoctorNames(
  db: Database,
  doctorId: string,
): Promise<{ nameAr: string; nameEn: string | null; verified: boolean } | undefined> {
  return db
    .selectFrom('doctors')
    .select(['nameAr', 'nameEn', 'verified'])
    .where('userId', '=', doctorId)
    .executeTakeFirst()
}
