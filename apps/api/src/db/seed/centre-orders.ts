import { centreOrderPrice, centreVisitStepMinutes } from '@app/domain/centre-orders'
import { centreServices } from '@app/domain/centres'
import { cairoDate, cairoDateTime } from '@app/domain/shared'
import type { Storage } from '#api/adapters/storage'
import type { Database } from '#api/db/database'
import type { CentreOrderResultRow } from '#api/db/schema'
import * as centreOrdersRepository from '#api/features/centre-orders/centre-orders.repository'
import * as filesRepository from '#api/features/files/files.repository'
import { renderCentreReportPdfs, type CentreReportPdfInput } from './centre-report-pdf'

/**
 * Demo orders at the demo lab (01000000003) and radiology centre (01000000004) for the demo patient (01000000001), so
 * a fresh `npm start` shows something in every tab of a centre's /orders, and in the patient's /orders, health
 * record (lab tests, radiology) and results chart (issue 43 §3–§4; "On a fresh machine `npm ci && npm start` runs
 * the product with demo data"). The seed has no family member, so every order is for the patient's own file.
 *
 * Free, as the demo consult (consults.ts) is: the rows a free order has when the API books one (method 'free', the
 * offer's price and home-collection extra, the lines of centreOrderPrice with the whole amount discounted, total 0),
 * and no ledger posting, so the ledger's checks and `npm run money-check` (which looks at orders with a total) hold.
 * The API lets only a testing pair book free (SPEC 6); the demo accounts are not testing ones, and no column says
 * why an order was free, so these rows are the smallest honest picture of a free order: nothing was paid, nothing is
 * held for the centre, nothing is refunded. No notification or reminder is sent for them.
 *
 * Times are relative to `now`, on Cairo's calendar, at a visit time the centre's own opening hours give (the
 * repository's visit times). Delivered orders carry a PDF report, rendered by Typst as the prescription is, stored
 * through the storage adapter as a `centreReport` file of the patient. Idempotent: an order is known by its centre,
 * test and note, and only missing ones are added (with their reports), in one transaction.
 */

interface DemoOrder {
  centre: 'lab' | 'radio'
  serviceId: string
  /** Days from today, on Cairo's calendar; the visit is the first visit time from `from` (HH:mm) that day. */
  day: number
  from: string
  /** Also how a seeded order is recognised on the next run. */
  note: string
  status: 'booked' | 'delivered' | 'undelivered' | 'canceled'
  acknowledged: boolean
  home?: string
  /** The demo consult's lab referral (a CBC). */
  referral?: true
  cancelReason?: string
  results?: CentreOrderResultRow[]
  findings?: string[]
}

const homeAddress = 'مدينة نصر، ١٢ شارع عباس العقاد، الدور الثالث، شقة ٥'

const cbc = (haemoglobin: number, wbc: number, platelets: number): CentreOrderResultRow[] => [
  { test: 'Haemoglobin', value: haemoglobin, unit: 'g/dL', low: 12, high: 16 },
  { test: 'WBC', value: wbc, unit: '×10³/µL', low: 4, high: 11 },
  { test: 'Platelets', value: platelets, unit: '×10³/µL', low: 150, high: 450 },
]

export const demoCentreOrders: readonly DemoOrder[] = [
  // The lab: one in each of its tabs, and two CBCs seven weeks apart for the chart.
  {
    centre: 'lab',
    serviceId: 'lab:fbs',
    day: 1,
    from: '09:00',
    note: 'متابعة سكر صائم، صائمة من ١٠ مساءً',
    status: 'booked',
    acknowledged: false,
  },
  {
    centre: 'lab',
    serviceId: 'lab:hba1c',
    day: 3,
    from: '10:00',
    note: 'متابعة السكر التراكمي كل ٣ شهور',
    status: 'booked',
    acknowledged: true,
    home: homeAddress,
  },
  {
    centre: 'lab',
    serviceId: 'lab:lipid-profile',
    day: -1,
    from: '09:30',
    note: 'فحص دوري للدهون',
    status: 'booked',
    acknowledged: true,
  },
  {
    centre: 'lab',
    serviceId: 'lab:cbc',
    day: -49,
    from: '10:00',
    note: 'إرهاق ودوخة مع الوقوف',
    status: 'delivered',
    acknowledged: true,
    results: cbc(11.2, 7.1, 260),
    findings: [
      'Haemoglobin below the reference range: mild anaemia. Correlate clinically; iron studies advised.',
    ],
  },
  {
    centre: 'lab',
    serviceId: 'lab:cbc',
    day: -2,
    from: '10:00',
    note: 'حرارة مستمرة بعد الاستشارة، بتحويل من د. خالد منصور',
    status: 'delivered',
    acknowledged: true,
    referral: true,
    results: cbc(12.4, 9.8, 245),
    findings: ['All values within the reference ranges.'],
  },
  {
    centre: 'lab',
    serviceId: 'lab:vitamin-d',
    day: -6,
    from: '11:00',
    note: 'إرهاق عام وآلام بالعظام',
    status: 'canceled',
    acknowledged: true,
    cancelReason:
      'The vitamin D analyser is under maintenance this week. Please book again next week — sorry.',
  },
  // The radiology centre: a delivered scan with its report, one to come, one the patient missed.
  {
    centre: 'radio',
    serviceId: 'radio:us-abdomen',
    day: -12,
    from: '11:00',
    note: 'ألم متكرر أعلى البطن',
    status: 'delivered',
    acknowledged: true,
    findings: [
      'Liver: normal size and echotexture, no focal lesion. Gallbladder: no stones, normal wall.',
      'Pancreas, spleen and both kidneys: normal. No free fluid.',
      'Impression: normal abdominal ultrasound.',
    ],
  },
  {
    centre: 'radio',
    serviceId: 'radio:xray-knee',
    day: 4,
    from: '12:00',
    note: 'ألم في الركبة اليمنى بعد المشي',
    status: 'booked',
    acknowledged: true,
  },
  {
    centre: 'radio',
    serviceId: 'radio:dental-panorama',
    day: -5,
    from: '13:00',
    note: 'طلب طبيب الأسنان',
    status: 'undelivered',
    acknowledged: true,
  },
]

const dayMs = 86_400_000
const minuteMs = 60_000

/**
 * The first visit time at `from` or later on Cairo's calendar day `day` days from `now`, as the centre's opening hours
 * give it (the API's visit times, every 30 minutes); a day it is closed moves on, away from today.
 */
async function visitTime(
  db: Database,
  centreId: string,
  now: Date,
  day: number,
  from: string,
): Promise<Date> {
  for (let shift = 0; shift < 7; shift += 1) {
    const date = cairoDate(new Date(now.getTime() + (day + (day < 0 ? -shift : shift)) * dayMs))
    // Midnight at UTC+2: 00:00 or (in summer time) 01:00 in Cairo, before any demo centre opens.
    const start = new Date(`${date}T00:00:00+02:00`)
    const times = (
      await centreOrdersRepository.visitTimes(db, {
        centreId,
        now: start,
        earliest: start,
        days: 1,
        stepMinutes: centreVisitStepMinutes,
      })
    ).filter((time) => cairoDate(time) === date)
    const time = times.find((t) => cairoDateTime(t).time >= from) ?? times.at(-1)
    if (time) return time
  }
  throw new Error(`demo centre orders: centre ${centreId} has no opening hours`)
}

export async function seedDemoCentreOrders(db: Database, storage: Storage, now = new Date()): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('phone', 'in', ['01000000001', '01000000002', '01000000003', '01000000004'])
    .execute()
  const idOf = (phone: string) => users.find((u) => u.phone === phone)?.id
  const patientId = idOf('01000000001')
  const doctorId = idOf('01000000002')
  const labId = idOf('01000000003')
  const radioId = idOf('01000000004')
  if (!patientId || !doctorId || !labId || !radioId) return
  const centreIds = { lab: labId, radio: radioId }

  const existing = await db
    .selectFrom('centreOrders')
    .select(['centreUserId', 'serviceId', 'note'])
    .where('patientId', '=', patientId)
    .where('centreUserId', 'in', [labId, radioId])
    .execute()
  const missing = demoCentreOrders.filter(
    (order) =>
      !existing.some(
        (row) =>
          row.centreUserId === centreIds[order.centre] &&
          row.serviceId === order.serviceId &&
          row.note === order.note,
      ),
  )
  if (missing.length === 0) return

  const patient = await db
    .selectFrom('patients')
    .select('name')
    .where('userId', '=', patientId)
    .executeTakeFirstOrThrow()
  const centres = await db
    .selectFrom('centres')
    .select(['userId', 'businessName', 'businessInfo', 'contactPerson'])
    .where('userId', 'in', [labId, radioId])
    .execute()
  const offers = await db
    .selectFrom('centreOffers')
    .select(['centreUserId', 'serviceId', 'price', 'homeCollectionPrice'])
    .where('centreUserId', 'in', [labId, radioId])
    .execute()
  const doctor = await db
    .selectFrom('doctors')
    .select('nameEn')
    .where('userId', '=', doctorId)
    .executeTakeFirst()
  // The demo consult's CBC referral (consults.ts), which the recent CBC answers: its doctor reads the report.
  const referral = await db
    .selectFrom('referrals as r')
    .innerJoin('bookings as b', 'b.id', 'r.bookingId')
    .select(['r.bookingId', 'r.position'])
    .where('b.patientId', '=', patientId)
    .where('b.doctorId', '=', doctorId)
    .where('b.dependentId', 'is', null)
    .where('r.kind', '=', 'lab')
    .where('r.code', '=', 'cbc')
    .orderBy('b.startsAt', 'desc')
    .executeTakeFirst()

  const planned: {
    order: DemoOrder
    centreId: string
    service: (typeof centreServices)[number]
    offer: (typeof offers)[number]
    centre: (typeof centres)[number]
    startsAt: Date
    createdAt: Date
    deliveredAt: Date | null
    answersReferral: boolean
  }[] = []
  for (const order of missing) {
    const centreId = centreIds[order.centre]
    const service = centreServices.find((s) => s.id === order.serviceId)
    const offer = offers.find((o) => o.centreUserId === centreId && o.serviceId === order.serviceId)
    const centre = centres.find((c) => c.userId === centreId)
    if (!service || !offer || !centre)
      throw new Error(`demo centre orders: ${order.serviceId} is not offered`)
    const startsAt = await visitTime(db, centreId, now, order.day, order.from)
    // Booked the evening before (after the consult whose referral it answers; the new one an hour ago), seen by the
    // centre half an hour later, reported six hours after the visit.
    const createdAt = order.day > 0 && !order.acknowledged ? new Date(now.getTime() - 60 * minuteMs) : null
    planned.push({
      order,
      centreId,
      service,
      offer,
      centre,
      startsAt,
      createdAt:
        createdAt ??
        new Date(Math.min(startsAt.getTime() - 14 * 60 * minuteMs, now.getTime() - 2 * 60 * minuteMs)),
      deliveredAt: order.status === 'delivered' ? new Date(startsAt.getTime() + 6 * 60 * minuteMs) : null,
      answersReferral: order.referral === true && referral !== undefined,
    })
  }

  // The reports' bytes first, then every row in one transaction (as the files feature stores an upload).
  const reported = planned.filter((p) => p.deliveredAt !== null)
  const pdfs = renderCentreReportPdfs(
    reported.map((p): CentreReportPdfInput => ({
      centre: p.centre.businessName,
      centreInfo: p.centre.businessInfo,
      title: p.order.centre === 'lab' ? 'Laboratory report' : 'Radiology report',
      reference: `Visit ${cairoDate(p.startsAt)}`,
      patient: patient.name,
      test: { en: p.service.en, ar: p.service.ar },
      visitAt: p.startsAt,
      reportedAt: p.deliveredAt ?? now,
      referredBy: p.answersReferral ? (doctor?.nameEn ?? '—') : 'Self-requested',
      results: p.order.results ?? [],
      findings: p.order.findings ?? [],
      signedBy: p.order.centre === 'lab' ? 'Dr. Hany Samir' : 'Dr. Mona Fathy',
      signedRole: p.order.centre === 'lab' ? 'Clinical pathologist' : 'Consultant radiologist',
    })),
  )
  const stored = new Map<(typeof planned)[number], { storageKey: string; sizeBytes: number }>()
  for (const [i, p] of reported.entries()) {
    const body = pdfs[i] as Buffer
    const storageKey = `${patientId}/centreReport/demo-${p.order.serviceId.replace(':', '-')}-${cairoDate(p.startsAt)}.pdf`
    await storage.put(storageKey, body, 'application/pdf')
    stored.set(p, { storageKey, sizeBytes: body.length })
  }

  const payerPhone = await centreOrdersRepository.phoneOf(db, patientId)
  await db.transaction().execute(async (trx) => {
    for (const p of planned) {
      const { order } = p
      const homeCollectionPrice = order.home ? (p.offer.homeCollectionPrice ?? 0) : 0
      const charged = centreOrderPrice({ price: p.offer.price, homeCollectionPrice, method: 'free' })
      const acknowledgedAt = order.acknowledged ? new Date(p.createdAt.getTime() + 30 * minuteMs) : null
      const canceledAt =
        order.status === 'canceled' ? new Date(p.createdAt.getTime() + 3 * 60 * minuteMs) : null
      const undeliveredAt =
        order.status === 'undelivered' ? new Date(p.startsAt.getTime() + 10 * 60 * minuteMs) : null
      const orderId = await centreOrdersRepository.insertOrder(trx, {
        centreUserId: p.centreId,
        kind: order.centre,
        serviceId: order.serviceId,
        payerId: patientId,
        patientId,
        dependentId: null,
        referralBookingId: p.answersReferral ? referral?.bookingId : null,
        referralPosition: p.answersReferral ? referral?.position : null,
        status: order.status,
        place: order.home ? 'home' : 'centre',
        address: order.home ?? null,
        startsAt: p.startsAt,
        note: order.note,
        insurance: false,
        method: 'free',
        price: p.offer.price,
        homeCollectionPrice,
        centreShare: charged.centre,
        serviceFee: charged.serviceFee,
        vat: charged.vat,
        surcharge: charged.surcharge,
        discount: charged.discount,
        total: charged.total,
        timeZone: 'Africa/Cairo',
        holdExpiresAt: null,
        acknowledgedAt,
        // A centre's cancellation of a free order refunds nothing (cancelOrder: the whole total, 0).
        canceledBy: order.status === 'canceled' ? 'centre' : null,
        cancelReason: order.cancelReason ?? null,
        refund: order.status === 'canceled' ? 0 : null,
        deliveredAt: p.deliveredAt,
        searchParts: [patient.name, payerPhone, p.service.en, p.service.ar, p.service.code].join(' '),
        createdAt: p.createdAt,
        updatedAt: p.deliveredAt ?? canceledAt ?? undeliveredAt ?? acknowledgedAt ?? p.createdAt,
      })
      const file = stored.get(p)
      if (!file || !p.deliveredAt) continue
      if (order.results?.length)
        await centreOrdersRepository.update(trx, orderId, {
          results: JSON.stringify(order.results),
          updatedAt: p.deliveredAt,
        })
      const fileId = await filesRepository.insertFile(trx, {
        ownerUserId: patientId,
        purpose: 'centreReport',
        contentType: 'application/pdf',
        ...file,
      })
      await centreOrdersRepository.insertReport(trx, {
        orderId,
        fileId,
        now: new Date(p.deliveredAt.getTime() - 5 * minuteMs),
      })
      await centreOrdersRepository.submitReports(trx, orderId, p.deliveredAt)
    }
  })
}
