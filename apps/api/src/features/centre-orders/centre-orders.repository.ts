import type { CentreOrderTab } from '@app/domain/centre-orders'
import { sql, type Insertable, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { CentreOrderResultRow, CentreOrdersTable } from '#api/db/schema'

/** Issue 43 §2–§5: centre orders and their report versions (migration 2026_12_05_0100). */

export type CentreOrderRecord = Selectable<CentreOrdersTable>

/** The offer a patient books, from a centre they may see (verified, active; testing only for a testing viewer). */
export async function findBookableOffer(
  db: Database,
  input: { centreId: string; serviceId: string; viewerTesting: boolean },
) {
  const row = await db
    .selectFrom('centreOffers as o')
    .innerJoin('centres as c', (join) =>
      join.onRef('c.userId', '=', 'o.centreUserId').onRef('c.kind', '=', 'o.kind'),
    )
    .innerJoin('users as u', 'u.id', 'c.userId')
    .innerJoin('centreServices as s', 's.id', 'o.serviceId')
    .select([
      'c.userId as centreId',
      'c.kind',
      'c.businessName',
      'c.phoneNumber as centrePhone',
      'c.testing',
      'o.price',
      'o.insurancePrice',
      'o.homeCollection',
      'o.homeCollectionPrice',
      's.id as serviceId',
      's.kind as serviceKind',
      's.code',
      's.categoryId',
      's.commercialCategoryId',
      's.nameEn',
      's.nameAr',
      's.fastingHours',
      's.preparationEn',
      's.preparationAr',
    ])
    .where('o.centreUserId', '=', input.centreId)
    .where('o.serviceId', '=', input.serviceId)
    .where('c.verified', '=', true)
    .where('u.deactivated', '=', false)
    .$if(!input.viewerTesting, (q) => q.where('c.testing', '=', false))
    .executeTakeFirst()
  if (!row) return undefined
  const { serviceId, serviceKind, code, categoryId, commercialCategoryId, nameEn, nameAr, ...rest } = row
  const { fastingHours, preparationEn, preparationAr, ...offer } = rest
  return {
    ...offer,
    service: {
      id: serviceId,
      kind: serviceKind,
      code,
      categoryId,
      commercialCategoryId,
      nameEn,
      nameAr,
      fastingHours,
      preparationEn,
      preparationAr,
    },
  }
}

export async function phoneOf(db: Database, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst()
  return row?.phone ?? ''
}

/**
 * The visit times of a centre from `now` up to `days` ahead: every 30 minutes within its opening hours, read in
 * Cairo's wall-clock time (PostgreSQL's zone rules place each one, daylight saving included), from `earliest` on.
 */
export async function visitTimes(
  db: Database,
  input: { centreId: string; now: Date; earliest: Date; days: number; stepMinutes: number },
): Promise<Date[]> {
  const rows = await sql<{ at: Date }>`
    with days as (
      select (${input.now}::timestamptz at time zone 'Africa/Cairo')::date + n as day
      from generate_series(0, ${input.days}::int) n
    ), periods as (
      select days.day,
             (extract(epoch from h.opens) / 60)::int as opens,
             (extract(epoch from h.closes) / 60)::int as closes
      from days
      join centre_hours h on h.centre_user_id = ${input.centreId}::uuid and h.weekday = extract(dow from days.day)
    )
    select (p.day + make_interval(mins => m)) at time zone 'Africa/Cairo' as at
    from periods p, generate_series(p.opens, p.closes - ${input.stepMinutes}::int, ${input.stepMinutes}::int) m
    where (p.day + make_interval(mins => m)) at time zone 'Africa/Cairo' >= ${input.earliest}::timestamptz
      and (p.day + make_interval(mins => m)) at time zone 'Africa/Cairo' < ${input.now}::timestamptz
        + make_interval(days => ${input.days}::int)
    order by 1
  `.execute(db)
  return rows.rows.map((row) => new Date(row.at))
}

export async function insertOrder(
  db: Database,
  order: Omit<Insertable<CentreOrdersTable>, 'results' | 'searchText'> & { searchParts: string },
): Promise<string> {
  const { searchParts, ...values } = order
  const row = await db
    .insertInto('centreOrders')
    .values({ ...values, searchText: sql<string>`normalize_name(${searchParts})` })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function lock(db: Database, orderId: string): Promise<CentreOrderRecord | undefined> {
  return db.selectFrom('centreOrders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()
}

export async function find(db: Database, orderId: string): Promise<CentreOrderRecord | undefined> {
  return db.selectFrom('centreOrders').selectAll().where('id', '=', orderId).executeTakeFirst()
}

export async function update(
  db: Database,
  orderId: string,
  values: Partial<
    Pick<
      Insertable<CentreOrdersTable>,
      | 'status'
      | 'acknowledgedAt'
      | 'canceledBy'
      | 'cancelReason'
      | 'refund'
      | 'refundTo'
      | 'deliveredAt'
      | 'results'
      | 'holdExpiresAt'
    >
  > & { updatedAt: Date },
): Promise<void> {
  await db.updateTable('centreOrders').set(values).where('id', '=', orderId).execute()
}

/** The method a pending order is being paid with now, after a refused payment (its refund goes back the same way). */
export async function setMethod(db: Database, orderId: string, method: string, now: Date): Promise<void> {
  await db.updateTable('centreOrders').set({ method, updatedAt: now }).where('id', '=', orderId).execute()
}

/** Unpaid orders (pending, hold not ended) of a payer: they are limited as unpaid bookings are. */
export async function countUnpaid(db: Database, payerId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('centreOrders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('payerId', '=', payerId)
    .where('status', '=', 'pending')
    .where('holdExpiresAt', '>', now)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Who may read an order beside its centre: the payer, the file's account, and the doctor of its referral. */
export async function referralDoctorOf(db: Database, bookingId: string | null): Promise<string | null> {
  if (!bookingId) return null
  const row = await db
    .selectFrom('bookings')
    .select('doctorId')
    .where('id', '=', bookingId)
    .executeTakeFirst()
  return row?.doctorId ?? null
}

/** A session summary's lab or radio referral of a booking of this medical file. */
export async function findReferral(
  db: Database,
  input: { bookingId: string; position: number; patientId: string; dependentId: string | null },
) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('bookings as b', 'b.id', 'r.bookingId')
    .select(['r.kind', 'r.code', 'r.name', 'b.doctorId'])
    .where('r.bookingId', '=', input.bookingId)
    .where('r.position', '=', input.position)
    .where('b.patientId', '=', input.patientId)
    .where((eb) =>
      input.dependentId === null
        ? eb('b.dependentId', 'is', null)
        : eb('b.dependentId', '=', input.dependentId),
    )
    .executeTakeFirst()
}

/**
 * What every view of an order shows beside its own row: the test, the centre, the person, the payer's phone, the
 * reports (newest version first). One query for a page of orders (issue 43 §6: an order list's round trips), from the
 * orders' own keys as the caller holds them (they never change once the order is made): reading the orders again by
 * id made PostgreSQL plan their table and its nine indexes, a third of this query's time on the bench database.
 */
export async function findDetails(db: Database, orders: readonly CentreOrderRecord[]) {
  if (orders.length === 0) return { services: [], centres: [], people: [], reports: [], payers: [] }
  const keys = sql<
    Pick<
      CentreOrderRecord,
      'id' | 'serviceId' | 'centreUserId' | 'kind' | 'patientId' | 'dependentId' | 'payerId'
    >
  >`(
    select unnest(${orders.map((o) => o.id)}::uuid[]) as id,
      unnest(${orders.map((o) => o.serviceId)}::text[]) as service_id,
      unnest(${orders.map((o) => o.centreUserId)}::uuid[]) as centre_user_id,
      unnest(${orders.map((o) => o.kind)}::text[]) as kind,
      unnest(${orders.map((o) => o.patientId)}::uuid[]) as patient_id,
      unnest(${orders.map((o) => o.dependentId)}::uuid[]) as dependent_id,
      unnest(${orders.map((o) => o.payerId)}::uuid[]) as payer_id)`
  const rows = await db
    .selectFrom(keys.as('o'))
    .innerJoin('centreServices as s', 's.id', 'o.serviceId')
    .leftJoin('centres as c', (join) =>
      join.onRef('c.userId', '=', 'o.centreUserId').onRef('c.kind', '=', 'o.kind'),
    )
    .leftJoin('patients as p', 'p.userId', 'o.patientId')
    .leftJoin('dependents as d', 'd.id', 'o.dependentId')
    .leftJoin('users as payer', 'payer.id', 'o.payerId')
    .select([
      'o.id',
      'o.centreUserId',
      'o.payerId',
      's.id as serviceId',
      's.kind',
      's.code',
      's.categoryId',
      's.commercialCategoryId',
      's.nameEn',
      's.nameAr',
      's.fastingHours',
      's.preparationEn',
      's.preparationAr',
      'c.businessName',
      'c.receptionPhone',
      sql<string>`coalesce(d.name, p.name, '')`.as('name'),
      sql<string | null>`coalesce(d.gender, p.gender)`.as('gender'),
      sql<string | null>`coalesce(d.birthday, p.birthday)::text`.as('birthday'),
      'payer.phone as payerPhone',
      sql<{ id: string; version: number; fileId: string; createdAt: string; submittedAt: string | null }[]>`(
        select coalesce(json_agg(json_build_object('id', r.id, 'version', r.version, 'fileId', r.file_id,
            'createdAt', r.created_at, 'submittedAt', r.submitted_at) order by r.version desc), '[]')
        from centre_order_reports r where r.order_id = o.id)`.as('reports'),
    ])
    .execute()
  const byKey = <T>(items: T[], key: (item: T) => string) => [
    ...new Map(items.map((item) => [key(item), item])).values(),
  ]
  return {
    services: byKey(
      rows.map((row) => ({
        id: row.serviceId,
        kind: row.kind,
        code: row.code,
        categoryId: row.categoryId,
        commercialCategoryId: row.commercialCategoryId,
        nameEn: row.nameEn,
        nameAr: row.nameAr,
        fastingHours: row.fastingHours,
        preparationEn: row.preparationEn,
        preparationAr: row.preparationAr,
      })),
      (service) => service.id,
    ),
    centres: byKey(
      rows.flatMap((row) =>
        row.businessName === null
          ? []
          : [
              {
                userId: row.centreUserId,
                businessName: row.businessName,
                receptionPhone: row.receptionPhone ?? '',
              },
            ],
      ),
      (centre) => centre.userId,
    ),
    people: rows.map((row) => ({ id: row.id, name: row.name, gender: row.gender, birthday: row.birthday })),
    reports: rows.flatMap((row) =>
      row.reports.map((report) => ({
        id: report.id,
        orderId: row.id,
        version: report.version,
        fileId: report.fileId,
        createdAt: new Date(report.createdAt),
        submittedAt: report.submittedAt === null ? null : new Date(report.submittedAt),
      })),
    ),
    payers: byKey(
      rows.flatMap((row) => (row.payerPhone === null ? [] : [{ id: row.payerId, phone: row.payerPhone }])),
      (payer) => payer.id,
    ),
  }
}

const tabWhere = (tab: CentreOrderTab, now: Date) => {
  switch (tab) {
    case 'new':
      return sql<boolean>`status = 'booked' and acknowledged_at is null`
    case 'upcoming':
      return sql<boolean>`status = 'booked' and acknowledged_at is not null and starts_at > ${now}`
    case 'toReport':
      return sql<boolean>`status = 'booked' and acknowledged_at is not null and starts_at <= ${now}`
    default:
      return sql<boolean>`status = ${tab}`
  }
}

export interface ListFilter {
  tab: CentreOrderTab
  normalized: string
  serviceId: string | undefined
  from: Date | undefined
  to: Date | undefined
  cursor: { startsAt: Date; id: string } | undefined
  limit: number
}

/** A mobile number as typed from its start: '01', the operator's digit, and at least three more. */
const mobileNumber = /^01\d{4,}$/

/**
 * Orders whose search text contains what was typed (normalized), through its trigram index (centre_orders_search_idx).
 * The index reads the list of orders of every trigram of the pattern; those of a mobile number's first three digits
 * ('010', '011', '012', '015', and the two after them) list nearly every order, and made a search by mobile several
 * times the work of a search by name at 100,000 orders (issue 43 §6; EXPLAIN ANALYZE on the bench database). So a
 * mobile number is looked up in the index without those three digits, and the whole of it is matched (strpos: a plain
 * substring, as the LIKE with its characters escaped) on the orders found: the same orders, as the whole contains the
 * rest.
 */
function searchTextHas(normalized: string) {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`
  if (!mobileNumber.test(normalized)) return sql<boolean>`search_text like ${like(normalized)}`
  return sql<boolean>`search_text like ${like(normalized.slice(3))} and strpos(search_text, ${normalized}) > 0`
}

/**
 * How many of a tab's newest orders a search reads in order before it turns to the trigram index (listForCentre).
 */
const searchWindow = 2_000

/**
 * A centre's orders in one tab, newest visit first, by keyset (issue 43 §6: 100,000 orders p95 < 20 ms): the
 * (centre, status, starts_at, id) index serves every tab and the cursor; the new and the opened booked orders (new;
 * upcoming and to report) have partial indexes of their own.
 *
 * A search goes one of two ways, by how often what was typed occurs, which PostgreSQL cannot tell from its statistics
 * (a number's digits, a common name). It first reads the tab's newest `searchWindow` orders in order: when a page's
 * worth of them match, those are the page (a common name, a short number: the newest matches are near the top). When
 * fewer do, the matches are rare, and it reads all of them through the trigram index (a materialized CTE, so the
 * planner does not walk the whole tab in order for them) and sorts them. Left to the planner, a full mobile number
 * walked 23,000 orders in order to find its 20 (60 ms at 100,000 orders; EXPLAIN ANALYZE on the bench database), and
 * the trigram index for a short one read every order.
 */
export async function listForCentre(
  db: Database,
  centreId: string,
  filter: ListFilter,
  now: Date,
): Promise<CentreOrderRecord[]> {
  const inTab = db
    .selectFrom('centreOrders')
    .selectAll()
    .where('centreUserId', '=', centreId)
    .where(tabWhere(filter.tab, now))
    .$if(filter.serviceId !== undefined, (q) => q.where('serviceId', '=', filter.serviceId as string))
    .$if(filter.from !== undefined, (q) => q.where('startsAt', '>=', filter.from as Date))
    .$if(filter.to !== undefined, (q) => q.where('startsAt', '<', filter.to as Date))
    .$if(filter.cursor !== undefined, (q) =>
      q.where(sql<boolean>`(starts_at, id) < (${filter.cursor?.startsAt}, ${filter.cursor?.id}::uuid)`),
    )
  if (filter.normalized === '')
    return inTab.orderBy('startsAt', 'desc').orderBy('id', 'desc').limit(filter.limit).execute()
  const matches = searchTextHas(filter.normalized)
  const newest = await db
    .selectFrom(inTab.orderBy('startsAt', 'desc').orderBy('id', 'desc').limit(searchWindow).as('o'))
    .selectAll()
    .where(matches)
    .orderBy('startsAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute()
  if (newest.length === filter.limit) return newest
  return db
    .with(
      (cte) => cte('matched').materialized(),
      () => inTab.where(matches),
    )
    .selectFrom('matched')
    .selectAll()
    .orderBy('startsAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute()
}

/**
 * How many orders a centre has in each tab (the tabs' badges; a tab with none is left out). Read from the counts kept
 * per centre and state (centre_order_counts, migration 2026_12_05_0200: issue 43 §6, a centre with 100,000 orders);
 * the acknowledged orders split into upcoming and to report by the visit time, and only the past ones, which wait for
 * their reports, are counted here.
 */
export async function countTabs(db: Database, centreId: string, now: Date): Promise<Record<string, number>> {
  const rows = await sql<{ state: string; orders: number; due: number }>`
    select k.state, k.orders,
      (select count(*)::int from centre_orders
       where centre_user_id = ${centreId}::uuid and status = 'booked' and acknowledged_at is not null
         and starts_at <= ${now}) as due
    from centre_order_counts k
    where k.centre_user_id = ${centreId}::uuid and k.orders > 0
      and k.state in ('new', 'acknowledged', 'delivered', 'undelivered', 'canceled')
  `.execute(db)
  const counts: Record<string, number> = {}
  for (const row of rows.rows) {
    if (row.state !== 'acknowledged') counts[row.state] = row.orders
    else {
      if (row.orders > row.due) counts.upcoming = row.orders - row.due
      if (row.due > 0) counts.toReport = row.due
    }
  }
  return counts
}

/** A patient's orders: those they paid for or that are in their files, newest first. */
export async function listForPatient(
  db: Database,
  input: {
    userId: string
    file: { patientId: string; dependentId: string | null } | undefined
    status: string | undefined
    cursor: { createdAt: Date; id: string } | undefined
    limit: number
  },
): Promise<CentreOrderRecord[]> {
  const { file } = input
  return db
    .selectFrom('centreOrders')
    .selectAll()
    .$if(file === undefined, (q) =>
      q.where((eb) => eb.or([eb('payerId', '=', input.userId), eb('patientId', '=', input.userId)])),
    )
    .$if(file !== undefined, (q) =>
      q
        .where('patientId', '=', file?.patientId as string)
        .where((eb) =>
          file?.dependentId ? eb('dependentId', '=', file.dependentId) : eb('dependentId', 'is', null),
        ),
    )
    .$if(input.status !== undefined, (q) => q.where('status', '=', input.status as string))
    .$if(input.cursor !== undefined, (q) =>
      q.where(sql<boolean>`(created_at, id) < (${input.cursor?.createdAt}, ${input.cursor?.id}::uuid)`),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit)
    .execute()
}

/**
 * The orders answering the referrals of one consult (its booking), as its doctor may follow them: booked, delivered
 * or undelivered ones (not an unpaid, failed or cancelled attempt), by visit time.
 */
export async function listForReferral(
  db: Database,
  bookingId: string,
  limit: number,
): Promise<CentreOrderRecord[]> {
  return db
    .selectFrom('centreOrders')
    .selectAll()
    .where('referralBookingId', '=', bookingId)
    .where('status', 'in', ['booked', 'delivered', 'undelivered'])
    .orderBy('startsAt', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
}

/** The delivered values of one medical file, oldest first (the record's chart). */
export async function resultsOf(
  db: Database,
  file: { patientId: string; dependentId: string | null },
): Promise<{ id: string; serviceId: string; deliveredAt: Date; results: CentreOrderResultRow[] }[]> {
  return db
    .selectFrom('centreOrders')
    .select(['id', 'serviceId', 'deliveredAt', 'results'])
    .where('patientId', '=', file.patientId)
    .where((eb) =>
      file.dependentId ? eb('dependentId', '=', file.dependentId) : eb('dependentId', 'is', null),
    )
    .where('status', '=', 'delivered')
    .where(sql<boolean>`jsonb_array_length(results) > 0`)
    .orderBy('deliveredAt', 'asc')
    .limit(500)
    .execute() as Promise<
    { id: string; serviceId: string; deliveredAt: Date; results: CentreOrderResultRow[] }[]
  >
}

export async function latestPaymentOrder(db: Database, centreOrderId: string) {
  return db
    .selectFrom('paymentOrders')
    .select(['id', 'status', 'method'])
    .where('centreOrderId', '=', centreOrderId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function insertReport(
  db: Database,
  input: { orderId: string; fileId: string; now: Date },
): Promise<{ replacedFileId: string | null }> {
  // Before delivery the unsubmitted version is replaced; after, a correction is a new version beside the others.
  const unsubmitted = await db
    .deleteFrom('centreOrderReports')
    .where('orderId', '=', input.orderId)
    .where('submittedAt', 'is', null)
    .returning('fileId')
    .executeTakeFirst()
  await db
    .insertInto('centreOrderReports')
    .values({
      orderId: input.orderId,
      fileId: input.fileId,
      createdAt: input.now,
      version: sql<number>`coalesce((select max(version) from centre_order_reports where order_id = ${input.orderId}::uuid), 0) + 1`,
    })
    .execute()
  return { replacedFileId: unsubmitted?.fileId ?? null }
}

/** Marks the versions not yet submitted as submitted (delivery, or a correction after it); answers how many. */
export async function submitReports(db: Database, orderId: string, now: Date): Promise<number> {
  const rows = await db
    .updateTable('centreOrderReports')
    .set({ submittedAt: now })
    .where('orderId', '=', orderId)
    .where('submittedAt', 'is', null)
    .returning('id')
    .execute()
  return rows.length
}

export async function hasReport(db: Database, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('centreOrderReports')
    .select('id')
    .where('orderId', '=', orderId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** A report file's order, for the files feature's read grant. */
export async function orderOfReportFile(db: Database, fileId: string) {
  return db
    .selectFrom('centreOrderReports as r')
    .innerJoin('centreOrders as o', 'o.id', 'r.orderId')
    .select(['o.centreUserId', 'o.payerId', 'o.patientId', 'o.referralBookingId'])
    .where('r.fileId', '=', fileId)
    .executeTakeFirst()
}

/** Booked orders whose visit is tomorrow (Cairo) and whose reminder was not sent: the day-before job's batch. */
export async function bookedBetween(db: Database, from: Date, to: Date) {
  return db
    .selectFrom('centreOrders')
    .selectAll()
    .where('status', '=', 'booked')
    .where('startsAt', '>=', from)
    .where('startsAt', '<', to)
    .execute()
}
