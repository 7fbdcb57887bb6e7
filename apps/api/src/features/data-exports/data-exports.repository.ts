import { sql } from 'kysely'
import { cursorBatches } from '#api/db/cursor'
import type { Database } from '#api/db/database'

/**
 * The tables of the data exports (issue 10 §4; docs/decisions/0018), each read a batch at a time from a cursor in the
 * caller's transaction. Exports are the one reader of several features' tables: a read-only copy for the operators,
 * as a database dump would be, never a way to change them. Only the columns listed leave the database: no national
 * ids, birthdays, addresses, emails, complaints, card data or files.
 */

export function doctorBatches(trx: Database) {
  return cursorBatches(
    trx,
    trx
      .selectFrom('doctors as d')
      .innerJoin('users as u', 'u.id', 'd.userId')
      .select([
        'd.userId',
        'd.createdAt',
        'd.nameAr',
        'd.nameEn',
        'd.phoneNumber',
        'd.specialtyId',
        'd.medTitle',
        'd.governorateId',
        'd.verified',
        'd.testing',
        'u.deactivated',
        'd.submittedAt',
        'd.reviewedAt',
        'd.videoActive',
        'd.videoPrice',
        'd.clinicActive',
        'd.clinicPrice',
        'd.homeActive',
        'd.homePrice',
        'd.rating',
        'd.ratingCount',
      ])
      .orderBy('d.createdAt')
      .orderBy('d.userId'),
  )
}

export function patientBatches(trx: Database) {
  return cursorBatches(
    trx,
    trx
      .selectFrom('patients as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select([
        'p.userId',
        'p.createdAt',
        'p.gender',
        sql<string | null>`p.addresses -> 0 ->> 'governorateId'`.as('governorateId'),
        'u.language',
        'p.verified',
        'p.testing',
        'u.deactivated',
      ])
      .orderBy('p.createdAt')
      .orderBy('p.userId'),
  )
}

export function bookingBatches(trx: Database) {
  return cursorBatches(
    trx,
    trx
      .selectFrom('bookings as b')
      .select([
        'b.id',
        'b.createdAt',
        'b.doctorId',
        'b.patientId',
        'b.payerId',
        sql<boolean>`b.dependent_id is not null`.as('forFamilyMember'),
        'b.practice',
        'b.type',
        'b.status',
        'b.method',
        'b.startsAt',
        'b.endsAt',
        'b.doctorPrice',
        'b.serviceFee',
        'b.vat',
        'b.surcharge',
        'b.discount',
        'b.total',
        'b.canceled',
        'b.doctorNoShow',
        'b.patientNoShow',
      ])
      .orderBy('b.createdAt')
      .orderBy('b.id'),
  )
}

export function paymentBatches(trx: Database) {
  return cursorBatches(
    trx,
    trx
      .selectFrom('paymentOrders as o')
      .select([
        'o.id',
        'o.createdAt',
        'o.userId',
        'o.kind',
        'o.bookingId',
        'o.method',
        'o.provider',
        'o.providerOrderRef',
        'o.amount',
        'o.status',
        'o.error',
        'o.completedAt',
      ])
      .orderBy('o.createdAt')
      .orderBy('o.id'),
  )
}

export function ledgerBatches(trx: Database) {
  return cursorBatches(
    trx,
    trx
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select([
        'e.id',
        'e.createdAt',
        'e.transactionId',
        't.kind as transactionKind',
        't.bookingId',
        't.orderId',
        'a.kind as accountKind',
        'a.ownerId as accountOwnerId',
        'e.amount',
      ])
      .orderBy('e.createdAt')
      .orderBy('e.id'),
  )
}
