import { holdDeadline, isElectronicMethod, methodFitsSlot, type PaymentMethod } from '@app/domain/bookings'
import {
  maxUnpaidHoldsPerPayer,
  refundOnCancel,
  refundTargetsOf,
  type RefundTarget,
  type RetryPaymentRequest,
} from '@app/domain/bookings'
import {
  canMoveOrder,
  centreOrderPrice,
  centreVisitMaxDaysAhead,
  centreVisitMinLeadMinutes,
  centreVisitStepMinutes,
  type CentreOrderList,
  type CentreOrderPayment,
  type CentreOrderResults,
  type CentreOrderStatus,
  type CentreOrderTab,
  type CentreOrderView,
  type CentreOrderQuote,
  type CreateCentreOrderInput,
  type CreateCentreOrderResponse,
} from '@app/domain/centre-orders'
import type { CentreKind } from '@app/domain/centres'
import { normalizeName } from '@app/domain/doctors'
import { ageOn, cairoDate, cairoDayStart, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { CentreOrderResultRow } from '#api/db/schema'
import { viewerOf } from '#api/features/doctors/doctors.service'
import * as centresService from '#api/features/centres/centres.service'
import * as filesService from '#api/features/files/files.service'
import * as medicalFilesService from '#api/features/medical-files/medical-files.service'
import * as paymentSettingsService from '#api/features/payment-settings/payment-settings.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { AnyNewNotification } from '#api/features/notifications/notifications.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as ordersService from '#api/features/payments/orders.service'
import * as paymentRetryService from '#api/features/payments/payment-retry.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { onOrderSettled, type OrderOutcome } from '#api/shared/order-settlements'
import { decodeCursor, encodeCursor } from '#api/shared/keyset-cursor'
import type { ReceivedUpload } from '#api/shared/read-upload'
import * as repository from './centre-orders.repository'
import type { CentreOrderRecord } from './centre-orders.repository'

/**
 * Issue 43 §2–§5 (docs/decisions/0044): a patient books one test or scan at a centre and pays for it on the rails
 * doctor bookings use (wallet, card, mobile wallet, kiosk; free for a testing pair); the centre works the order —
 * sees it, reports it as a PDF (and a lab's values), delivers it, marks the patient absent or cancels it; the
 * delivered report reaches the patient's record. Money: the centre's share is held from payment to delivery (or
 * the patient's absence), then earned; a cancellation refunds to the wallet (in full when the centre cancels, by
 * the 24-hour rule when the patient does).
 */

type Side = 'patient' | 'centre' | 'doctor' | 'admin'

const notFound = () => new DomainError('CENTRE_ORDER_NOT_FOUND')
const minuteMs = 60_000

/** A testing centre is for testing accounts only, and a testing pair books free (SPEC 6), as doctors. */
function methodsFor(testingPair: boolean): PaymentMethod[] {
  return testingPair ? ['free'] : ['wallet', 'card', 'mobileWallet', 'kiosk']
}

async function offerFor(
  ctx: RequestContext,
  input: { centreId: string; serviceId: string; place: 'centre' | 'home'; insurance: boolean },
) {
  const viewer = await viewerOf(ctx)
  const offer = await repository.findBookableOffer(ctx.db, {
    centreId: input.centreId,
    serviceId: input.serviceId,
    viewerTesting: Boolean(viewer?.testing),
  })
  if (!offer) throw new DomainError('SERVICE_NOT_OFFERED')
  if (input.place === 'home' && !offer.homeCollection) throw new DomainError('SERVICE_NOT_OFFERED')
  if (input.insurance && offer.insurancePrice === null) throw new DomainError('SERVICE_NOT_OFFERED')
  const price = input.insurance && offer.insurancePrice !== null ? offer.insurancePrice : offer.price
  const homeCollectionPrice = input.place === 'home' ? (offer.homeCollectionPrice ?? 0) : 0
  return { offer, price, homeCollectionPrice, testingPair: offer.testing && Boolean(viewer?.testing) }
}

async function visitTimes(ctx: RequestContext, centreId: string): Promise<Date[]> {
  const now = ctx.clock.now()
  return repository.visitTimes(ctx.db, {
    centreId,
    now,
    earliest: new Date(now.getTime() + centreVisitMinLeadMinutes * minuteMs),
    days: centreVisitMaxDaysAhead,
    stepMinutes: centreVisitStepMinutes,
  })
}

const serviceOf = (row: {
  id: string
  kind: string
  code: string
  categoryId: string
  commercialCategoryId: string | null
  nameEn: string
  nameAr: string
  fastingHours: number | null
  preparationEn: string | null
  preparationAr: string | null
}) => ({ ...row, kind: row.kind as CentreKind })

/** `GET /centre-orders/quote`: the prices per method the viewer may use, and the visit times (issue 43 §2). */
export async function quote(
  ctx: RequestContext,
  query: {
    centreId: string
    serviceId: string
    place: 'centre' | 'home'
    insurance: boolean
    date?: string | undefined
  },
): Promise<CentreOrderQuote> {
  if (ctx.session && ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const { offer, price, homeCollectionPrice, testingPair } = await offerFor(ctx, query)
  const times = await visitTimes(ctx, query.centreId)
  const days = [...new Set(times.map((time) => cairoDate(time)))]
  const date = query.date && days.includes(query.date) ? query.date : (days[0] ?? null)
  const now = ctx.clock.now()
  // ADR 0049: shown with the settings in force; createOrder checks the total against the row itself.
  const config = await paymentSettingsService.current(ctx.db)
  return {
    centreId: offer.centreId,
    businessName: offer.businessName,
    kind: offer.kind as CentreKind,
    service: serviceOf(offer.service),
    insuranceAvailable: offer.insurancePrice !== null,
    homeCollectionAvailable: offer.homeCollection,
    prices: methodsFor(testingPair).map((method) => ({
      method,
      ...centreOrderPrice({ price, homeCollectionPrice, method, config }),
    })),
    days,
    date,
    times: times
      .filter((time) => date !== null && cairoDate(time) === date)
      .filter((time) => time.getTime() > now.getTime())
      .map((time) => time.toISOString()),
  }
}

/**
 * `POST /centre-orders` (SPEC 2.5 "scans and lab tests", 4, 6): one test or scan, at a time the centre is open,
 * for the payer's file or one they hold, at the price shown. Free and wallet are booked at once; a card, a mobile
 * wallet or a kiosk opens a payment order and the order waits for it (its hold ends with the order's deadline).
 */
export async function createOrder(
  ctx: SignedInContext,
  input: CreateCentreOrderInput,
): Promise<CreateCentreOrderResponse> {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const now = ctx.clock.now()
  const payerId = ctx.session.userId
  const startsAt = new Date(input.startsAt)
  const { offer, price, homeCollectionPrice, testingPair } = await offerFor(ctx, input)
  const methods = methodsFor(testingPair)
  if (!methods.includes(input.method)) throw new DomainError('PAYMENT_METHOD_NOT_ALLOWED')
  const times = await visitTimes(ctx, input.centreId)
  if (!times.some((time) => time.getTime() === startsAt.getTime()))
    throw new DomainError('OUTSIDE_OPENING_HOURS')
  if (!methodFitsSlot(input.method, startsAt, now)) throw new DomainError('PAYMENT_METHOD_NOT_ALLOWED')
  // ADR 0049: the settings' row itself; the order keeps the lines it is created with, whatever changes since.
  const config = await paymentSettingsService.inForce(ctx.db)
  const charged = centreOrderPrice({ price, homeCollectionPrice, method: input.method, config })
  if (charged.total !== input.total) throw new DomainError('PRICE_CHANGED')
  const payer = await medicalFilesService.filePerson(ctx.db, payerId, null)
  if (!payer.name) throw new DomainError('PROFILE_NOT_FOUND')
  const file =
    input.medicalFileId === undefined || input.medicalFileId === payerId
      ? { patientId: payerId, dependentId: null as string | null, name: payer.name }
      : await medicalFilesService.bookableFile(ctx.db, payerId, input.medicalFileId, now)
  const referral = input.referral
    ? await repository.findReferral(ctx.db, {
        ...input.referral,
        patientId: file.patientId,
        dependentId: file.dependentId,
      })
    : undefined
  // A referral answered is one of this file's, of this kind, naming this test when it names one.
  if (
    input.referral &&
    (!referral ||
      referral.kind !== offer.kind ||
      (referral.code !== null && referral.code !== offer.service.code))
  )
    throw new DomainError('NOT_FOUND')
  if (input.place === 'home' && !input.address)
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'address', code: 'centres:problems.address' }])

  const electronic = isElectronicMethod(input.method)
  const created = await ctx.db.transaction().execute(async (trx) => {
    if (electronic && (await repository.countUnpaid(trx, payerId, now)) >= maxUnpaidHoldsPerPayer)
      throw new DomainError('UNPAID_BOOKINGS_LIMIT', { limit: maxUnpaidHoldsPerPayer })
    const holdExpiresAt = electronic ? holdDeadline(input.method, startsAt, now) : null
    const centreOrderId = await repository.insertOrder(trx, {
      centreUserId: offer.centreId,
      kind: offer.kind,
      serviceId: offer.service.id,
      payerId,
      patientId: file.patientId,
      dependentId: file.dependentId,
      referralBookingId: referral ? input.referral?.bookingId : null,
      referralPosition: referral ? input.referral?.position : null,
      status: electronic ? 'pending' : 'booked',
      place: input.place,
      address: input.place === 'home' ? (input.address ?? null) : null,
      startsAt,
      note: input.note,
      insurance: input.insurance,
      method: input.method,
      price,
      homeCollectionPrice,
      centreShare: charged.centre,
      serviceFee: charged.serviceFee,
      vat: charged.vat,
      surcharge: charged.surcharge,
      discount: charged.discount,
      total: charged.total,
      timeZone: input.timeZone,
      holdExpiresAt,
      searchParts: [
        file.name,
        await repository.phoneOf(trx, payerId),
        offer.service.nameEn,
        offer.service.nameAr,
        offer.service.code,
      ].join(' '),
      createdAt: now,
      updatedAt: now,
    })
    if (!electronic) {
      if (input.method === 'wallet')
        await ledgerService.postCentreOrderPayment(trx, {
          centreOrderId,
          payerId,
          centreId: offer.centreId,
          price: charged,
          from: 'wallet',
        })
      await booked(ctx, trx, centreOrderId)
      return { centreOrderId, paymentOrderId: null }
    }
    const paymentOrderId = await ordersService.openOrder(ctx, trx, {
      userId: payerId,
      kind: 'centreOrderPay',
      bookingId: null,
      centreOrderId,
      method: input.method as 'card' | 'mobileWallet' | 'kiosk',
      amount: charged.total,
      billing: input.method === 'card' && input.billing ? { ...input.billing } : null,
      expiresAt: holdExpiresAt ?? now,
    })
    return { centreOrderId, paymentOrderId }
  })
  return created
}

/** An order just booked (paid, or free): the centre is told, the patient reminded the day before. */
async function booked(ctx: Pick<RequestContext, 'jobs' | 'clock'>, trx: Database, orderId: string) {
  const order = await repository.find(trx, orderId)
  if (!order) return
  const [details] = await viewDetails(trx, [order])
  await notificationsService.notify(ctx, trx, {
    recipientId: order.centreUserId,
    type: 'centreOrders.new',
    params: {
      patientName: details?.person.name ?? '',
      service: details?.service?.nameAr ?? '',
      serviceEn: details?.service?.nameEn ?? '',
      startsAt: order.startsAt.toISOString(),
    },
    link: `/orders/${order.id}`,
  })
  const remindAt = new Date(order.startsAt.getTime() - 24 * 60 * minuteMs)
  await ctx.jobs.enqueue(
    trx,
    'centreOrders.remind',
    { orderId },
    {
      key: `centreOrder:${orderId}:remind`,
      startAfter: remindAt > ctx.clock.now() ? remindAt : ctx.clock.now(),
    },
  )
}

/**
 * The payments seam (shared/order-settlements): the order's payment order settled. Paid books it and posts the
 * payment; refused keeps the hold while it lasts (issue 41 §4, as a doctor booking), else fails it, as a time-out
 * does. An order no longer pending (cancelled meanwhile) is left as it is.
 */
export async function settleCentreOrder(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  centreOrderId: string,
  outcome: OrderOutcome,
  orderId?: string,
): Promise<void> {
  const order = await repository.lock(trx, centreOrderId)
  if (!order || order.status !== 'pending') return
  const now = ctx.clock.now()
  if (outcome === 'completed') {
    await repository.update(trx, order.id, { status: 'booked', holdExpiresAt: null, updatedAt: now })
    await ledgerService.postCentreOrderPayment(trx, {
      centreOrderId,
      orderId: orderId ?? null,
      payerId: order.payerId,
      centreId: order.centreUserId,
      price: chargedOf(order),
      from: 'gateway',
    })
    await booked(ctx, trx, centreOrderId)
    return
  }
  // A refused payment (a declined card) keeps the visit time held until the hold's deadline, for the payer to try
  // another card or method (retryPayment), as a doctor booking's does (issue 41 §4); at the deadline a job ends the
  // hold if nothing pays it (endFailedHold).
  if (outcome === 'error' && order.holdExpiresAt && order.holdExpiresAt > now) {
    await ctx.jobs.enqueue(
      trx,
      'centreOrders.endFailedHold',
      { orderId: centreOrderId },
      { key: `centreOrder:${centreOrderId}:endFailedHold`, startAfter: order.holdExpiresAt },
    )
    return
  }
  await repository.update(trx, order.id, { status: 'failed', holdExpiresAt: null, updatedAt: now })
  await notificationsService.notify(ctx, trx, {
    recipientId: order.payerId,
    type: 'centreOrders.paymentFailed',
    params: { startsAt: order.startsAt.toISOString() },
    link: `/orders/${order.id}`,
  })
}
onOrderSettled('centreOrder', settleCentreOrder)

const isHeld = (order: Pick<CentreOrderRecord, 'status' | 'holdExpiresAt'>, now: Date) =>
  order.status === 'pending' && order.holdExpiresAt !== null && order.holdExpiresAt > now

/** The payer's own order; anyone else (the file's other account, its centre, a doctor, a stranger) is told no. */
async function payersOrder(ctx: SignedInContext, db: Database, orderId: string, lock: boolean) {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const order = lock ? await repository.lock(db, orderId) : await repository.find(db, orderId)
  if (!order || order.payerId !== ctx.session.userId) throw notFound()
  return order
}

/**
 * `GET /centre-orders/{id}/payment`: the latest payment order, why it failed, and what the payer may try now while
 * the visit time is held (issue 41 §4's retry, for a lab test or a scan).
 */
export async function orderPayment(ctx: SignedInContext, orderId: string): Promise<CentreOrderPayment> {
  const order = await payersOrder(ctx, ctx.db, orderId, false)
  const state = await paymentRetryService.retryState(
    ctx.db,
    { centreOrderId: order.id },
    {
      held: isHeld(order, ctx.clock.now()),
      holdExpiresAt: order.status === 'pending' ? order.holdExpiresAt : null,
    },
  )
  return { centreOrderId: order.id, status: order.status as CentreOrderStatus, ...state }
}

/**
 * `POST /centre-orders/{id}/payment`: a new payment order for an order whose time is still held — another card or a
 * mobile wallet — at the order's price, ending at the hold's deadline (payments' reopenOrder: a double tap answers
 * the same order; another method supersedes a pending one).
 */
export async function retryPayment(
  ctx: SignedInContext,
  orderId: string,
  input: RetryPaymentRequest,
): Promise<{ orderId: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    let locked: CentreOrderRecord | undefined
    return paymentRetryService.reopenOrder(
      ctx,
      trx,
      { centreOrderId: orderId },
      input.method,
      async () => {
        const order = await payersOrder(ctx, trx, orderId, true)
        locked = order
        if (!isHeld(order, ctx.clock.now()) || !order.holdExpiresAt)
          throw new DomainError('CENTRE_ORDER_TRANSITION_REFUSED', { from: order.status, to: 'pending' })
        return { payerId: order.payerId, amount: order.total, holdExpiresAt: order.holdExpiresAt }
      },
      async (method) => {
        if (locked && locked.method !== method)
          await repository.setMethod(trx, orderId, method, ctx.clock.now())
      },
    )
  })
}

/**
 * The `centreOrders.endFailedHold` job, at the deadline of a hold kept after a refused payment: an order still
 * pending with no payment order under way fails as a hold that ran out (the payer is told). One with a pending
 * payment order is left to that order's own deadline.
 */
export async function endFailedHold(
  ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>,
  orderId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await repository.lock(trx, orderId)
    if (!order || order.status !== 'pending') return
    // The job may start a moment before our clock reaches the deadline: it runs again shortly.
    if (isHeld(order, ctx.clock.now())) throw new Error(`centre order ${orderId}: its hold has not ended yet`)
    const latest = await paymentRetryService.latestOrder(trx, { centreOrderId: orderId })
    if (latest?.status === 'pending') return
    await settleCentreOrder(ctx, trx, orderId, 'timeout')
    if (latest)
      await realtimeService.publish(trx, order.payerId, { type: 'payment.updated', orderId: latest.id })
  })
}

/** What the centre has held for an order: its share when the order was paid; a free order held nothing. */
const heldShare = (order: CentreOrderRecord) => (order.total > 0 ? order.centreShare : 0)

const chargedOf = (order: CentreOrderRecord) => ({
  centre: order.centreShare,
  serviceFee: order.serviceFee,
  vat: order.vat,
  surcharge: order.surcharge,
  discount: order.discount,
  total: order.total,
})

/** Who the viewer is to an order, or null (then it does not exist for them). */
async function sideOf(ctx: SignedInContext, db: Database, order: CentreOrderRecord): Promise<Side | null> {
  const { userId, contextRole, isAdmin } = ctx.session
  if (contextRole === 'admin') return isAdmin ? 'admin' : null
  if (contextRole === 'patient')
    return order.payerId === userId || order.patientId === userId ? 'patient' : null
  if (contextRole === 'lab' || contextRole === 'radio') return order.centreUserId === userId ? 'centre' : null
  if (contextRole === 'doctor')
    return (await repository.referralDoctorOf(db, order.referralBookingId)) === userId ? 'doctor' : null
  return null
}

async function partyOrder(ctx: SignedInContext, db: Database, orderId: string, lock: boolean) {
  const order = lock ? await repository.lock(db, orderId) : await repository.find(db, orderId)
  const side = order ? await sideOf(ctx, db, order) : null
  if (!order || !side) throw notFound()
  return { order, side }
}

async function viewDetails(db: Database, orders: readonly CentreOrderRecord[]) {
  const details = await repository.findDetails(db, orders)
  const addresses = await centresService.addressLines(
    db,
    orders.map((order) => order.centreUserId),
  )
  const today = cairoDate(new Date())
  return orders.map((order) => {
    const person = details.people.find((p) => p.id === order.id)
    return {
      service: details.services.find((s) => s.id === order.serviceId),
      centre: details.centres.find((c) => c.userId === order.centreUserId),
      centreAddress: addresses.get(`${order.centreUserId}:${order.kind}`) ?? '',
      person: {
        name: person?.name ?? '',
        gender: person?.gender ?? null,
        age: person?.birthday ? ageOn(person.birthday, today) : null,
      },
      payerPhone: details.payers.find((p) => p.id === order.payerId)?.phone ?? null,
      reports: details.reports.filter((r) => r.orderId === order.id),
    }
  })
}

/** A text about an order, told to its patient side (what every such text names: the centre and the test). */
type PatientSideNotification = Omit<
  Extract<AnyNewNotification, { type: `centreOrders.${string}` }>,
  'recipientId' | 'link'
>
type OrderDetails = Awaited<ReturnType<typeof viewDetails>>[number]

/** Tells the payer and the file's account (once when they are one) about their order, in the caller's transaction. */
async function tellPatientSide(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  order: CentreOrderRecord,
  notification: (
    about: { centreName: string; service: string; serviceEn: string },
    details: OrderDetails | undefined,
  ) => PatientSideNotification,
): Promise<void> {
  const [details] = await viewDetails(trx, [order])
  const about = {
    centreName: details?.centre?.businessName ?? '',
    service: details?.service?.nameAr ?? '',
    serviceEn: details?.service?.nameEn ?? '',
  }
  const told = notification(about, details)
  await notificationsService.notifyAll(
    ctx,
    trx,
    [...new Set([order.payerId, order.patientId])].map(
      (recipientId) => ({ ...told, recipientId, link: `/orders/${order.id}` }) as AnyNewNotification,
    ),
  )
}

/**
 * Tells the doctor whose referral the order answers that its report is in (or was corrected), linking to the order
 * they may read (issue 43 §4: the referring doctor sees it). An order without a referral tells nobody more.
 */
async function tellReferringDoctor(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  order: CentreOrderRecord,
  type: 'centreOrders.referralAnswered' | 'centreOrders.referralCorrected',
): Promise<void> {
  const doctorId = await repository.referralDoctorOf(trx, order.referralBookingId)
  if (!doctorId) return
  const [details] = await viewDetails(trx, [order])
  await notificationsService.notify(ctx, trx, {
    recipientId: doctorId,
    type,
    params: {
      patientName: details?.person.name ?? '',
      centreName: details?.centre?.businessName ?? '',
      service: details?.service?.nameAr ?? '',
      serviceEn: details?.service?.nameEn ?? '',
    },
    link: `/orders/${order.id}`,
  })
}

function actionsOf(order: CentreOrderRecord, side: Side, viewerId: string, now: Date) {
  const actions: CentreOrderView['actions'] = []
  const status = order.status as CentreOrderStatus
  if (side === 'patient') {
    // The payer pays: its pending payment order, or — refused, the time still held — another try (issue 41 §4).
    if (status === 'pending' && order.payerId === viewerId) actions.push('pay')
    if ((status === 'booked' || status === 'pending') && order.startsAt > now) actions.push('cancel')
  }
  if (side === 'centre' || side === 'admin') {
    if (status === 'booked') {
      if (side === 'centre' && order.acknowledgedAt === null) actions.push('acknowledge')
      actions.push('cancel')
      actions.push('uploadReport')
      // A lab's is refused without a report (REPORT_REQUIRED): listed, the page shows it disabled and says why.
      actions.push('deliver')
      if (order.startsAt <= now) actions.push('markUndelivered')
    }
    if (status === 'delivered') actions.push('uploadReport')
  }
  return actions
}

async function toViews(
  ctx: SignedInContext,
  db: Database,
  orders: readonly CentreOrderRecord[],
  side: (order: CentreOrderRecord) => Side,
): Promise<CentreOrderView[]> {
  const details = await viewDetails(db, orders)
  const now = ctx.clock.now()
  const payments = await Promise.all(
    orders.map((order) =>
      order.status === 'pending' ? repository.latestPaymentOrder(db, order.id) : undefined,
    ),
  )
  return orders.map((order, i) => {
    const d = details[i]
    const viewer = side(order)
    if (!d?.service) throw new Error(`centre order ${order.id}: its service is missing`)
    return {
      id: order.id,
      status: order.status as CentreOrderStatus,
      centreId: order.centreUserId,
      centreName: d.centre?.businessName ?? '',
      centreAddress: d.centreAddress,
      kind: order.kind as CentreKind,
      service: serviceOf(d.service),
      place: order.place as 'centre' | 'home',
      // A home collection's address is the patient side's and the centre's business, not a referring doctor's.
      address: viewer === 'doctor' ? null : order.address,
      startsAt: order.startsAt.toISOString(),
      note: order.note,
      insurance: order.insurance,
      method: order.method as PaymentMethod,
      price: order.price,
      homeCollectionPrice: order.homeCollectionPrice,
      vat: order.vat,
      surcharge: order.surcharge,
      discount: order.discount,
      total: order.total,
      patient: d.person,
      phone:
        viewer === 'patient' ? (d.centre?.receptionPhone ?? null) : viewer === 'doctor' ? null : d.payerPhone,
      paymentOrderId: payments[i]?.status === 'pending' ? payments[i].id : null,
      acknowledged: order.acknowledgedAt !== null,
      cancelReason: order.cancelReason,
      canceledBy: order.canceledBy as CentreOrderView['canceledBy'],
      // What the patient side got back is theirs, the centre's and an admin's; a referring doctor reads the visit.
      refund: viewer === 'doctor' ? null : order.refund,
      refundTo: viewer === 'doctor' ? null : (order.refundTo as CentreOrderView['refundTo']),
      reports: d.reports
        // The patient side and a doctor see what was submitted; the centre sees its draft too.
        .filter((r) => r.submittedAt !== null || viewer === 'centre' || viewer === 'admin')
        .map((r) => ({
          id: r.id,
          version: r.version,
          createdAt: r.createdAt.toISOString(),
          submitted: r.submittedAt !== null,
          url: filesService.fileUrl(r.fileId),
        })),
      results: order.status === 'delivered' || viewer === 'centre' ? order.results : [],
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      actions: actionsOf(order, viewer, ctx.session.userId, now),
    }
  })
}

export async function getOrder(ctx: SignedInContext, orderId: string): Promise<CentreOrderView> {
  const { order, side } = await partyOrder(ctx, ctx.db, orderId, false)
  const [view] = await toViews(ctx, ctx.db, [order], () => side)
  if (!view) throw notFound()
  return view
}

const pageSize = 20

/** `GET /centre-orders`: a centre's orders by tab, or a patient's own (issue 43 §3, §4). */
export async function listOrders(
  ctx: SignedInContext,
  query: {
    tab?: CentreOrderTab | undefined
    medicalFileId?: string | undefined
    status?: CentreOrderStatus | undefined
    q?: string | undefined
    serviceId?: string | undefined
    from?: string | undefined
    to?: string | undefined
    cursor?: string | undefined
    referral?: string | undefined
  },
): Promise<CentreOrderList> {
  const { contextRole, userId } = ctx.session
  const now = ctx.clock.now()
  const cursor = decodeCursor(query.cursor)
  if (contextRole === 'lab' || contextRole === 'radio') {
    const normalized = normalizeName((query.q ?? '').replace(/\p{Cc}/gu, ' '))
    const [rows, counts] = await Promise.all([
      repository.listForCentre(
        ctx.db,
        userId,
        {
          tab: query.tab ?? 'new',
          normalized: [...normalized].length >= 2 ? normalized : '',
          serviceId: query.serviceId,
          from: query.from ? cairoDayStart(query.from) : undefined,
          to: query.to ? new Date(cairoDayStart(query.to).getTime() + 24 * 60 * minuteMs) : undefined,
          cursor: cursor ? { startsAt: cursor.at, id: cursor.id } : undefined,
          limit: pageSize + 1,
        },
        now,
      ),
      repository.countTabs(ctx.db, userId, now),
    ])
    const page = rows.slice(0, pageSize)
    const last = page.at(-1)
    return {
      items: await toViews(ctx, ctx.db, page, () => 'centre'),
      nextCursor: rows.length > pageSize && last ? encodeCursor(last.startsAt, last.id) : null,
      counts,
    }
  }
  if (contextRole === 'doctor' && query.referral !== undefined) {
    // Only the consult's own doctor; for anyone else the consult's orders do not exist.
    if ((await repository.referralDoctorOf(ctx.db, query.referral)) !== userId) throw notFound()
    const rows = await repository.listForReferral(ctx.db, query.referral, pageSize)
    return { items: await toViews(ctx, ctx.db, rows, () => 'doctor'), nextCursor: null, counts: {} }
  }
  if (contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const file =
    query.medicalFileId === undefined
      ? undefined
      : query.medicalFileId === userId
        ? { patientId: userId, dependentId: null }
        : await medicalFilesService.bookableFile(ctx.db, userId, query.medicalFileId, now)
  const rows = await repository.listForPatient(ctx.db, {
    userId,
    file,
    status: query.status,
    cursor: cursor ? { createdAt: cursor.at, id: cursor.id } : undefined,
    limit: pageSize + 1,
  })
  const page = rows.slice(0, pageSize)
  const last = page.at(-1)
  return {
    items: await toViews(ctx, ctx.db, page, () => 'patient'),
    nextCursor: rows.length > pageSize && last ? encodeCursor(last.createdAt, last.id) : null,
    counts: {},
  }
}

function assertMove(order: CentreOrderRecord, to: CentreOrderStatus) {
  if (!canMoveOrder(order.status as CentreOrderStatus, to))
    throw new DomainError('CENTRE_ORDER_TRANSITION_REFUSED', { from: order.status, to })
}

/**
 * `POST /centre-orders/{id}/cancel`: the patient side before the visit (a full refund until 24 hours before it, as
 * a doctor booking; nothing later, and the centre's held share becomes its earnings), or the centre (a reason is
 * required; always a full refund). A full refund goes to the wallet — or, when the patient side asks and the order
 * was paid by card, back to the card (issue 12 §2's choice: the `payments.refund` job sends it after the commit); a
 * centre's cancellation refunds to the wallet, as a doctor's does. A pending order's payment is cancelled with it (a
 * payment still arriving goes to the wallet, as any late payment).
 */
export async function cancelOrder(
  ctx: SignedInContext,
  orderId: string,
  input: { reason: string; refundTo?: RefundTarget | undefined },
): Promise<CentreOrderView> {
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await repository.latestPaymentOrder(trx, orderId)
    if (payment?.status === 'pending') await ordersService.lockOrder(trx, payment.id)
    const { order, side } = await partyOrder(ctx, trx, orderId, true)
    if (side === 'doctor') throw notFound()
    if (side === 'patient' && order.startsAt <= now) throw new DomainError('CANNOT_CANCEL')
    if (side !== 'patient' && !input.reason) throw new DomainError('CENTRE_CANCEL_REASON_REQUIRED')
    // The centre (or an admin) does not choose where the patient's money goes: its cancellation refunds to the wallet.
    const target: RefundTarget = side === 'patient' ? (input.refundTo ?? 'wallet') : 'wallet'
    if (!refundTargetsOf(order.method).includes(target)) throw new DomainError('REFUND_TARGET_NOT_ALLOWED')
    assertMove(order, 'canceled')
    const by = side === 'patient' ? 'patient' : side === 'centre' ? 'centre' : 'admin'
    const paid = order.status === 'booked'
    const { refund } = paid
      ? refundOnCancel(
          by === 'patient' ? 'patient' : 'doctor',
          { startsAt: order.startsAt, bookedAt: order.createdAt },
          now,
          order.total,
        )
      : { refund: 0 }
    if (payment?.status === 'pending') await ordersService.timeOutOrder(trx, payment.id, now)
    await repository.update(trx, order.id, {
      status: 'canceled',
      canceledBy: by,
      cancelReason: input.reason || null,
      refund: paid ? refund : null,
      refundTo: paid && refund > 0 ? target : null,
      holdExpiresAt: null,
      updatedAt: now,
    })
    if (paid && refund > 0) {
      await ledgerService.postCentreOrderRefund(trx, {
        centreOrderId: order.id,
        payerId: order.payerId,
        centreId: order.centreUserId,
        price: chargedOf(order),
        to: target,
      })
      if (target === 'card')
        await ctx.jobs.enqueue(
          trx,
          'payments.refund',
          { centreOrderId: order.id },
          { key: `refund:centreOrder:${order.id}` },
        )
    } else if (paid)
      await ledgerService.postCentreOrderEarned(trx, {
        centreOrderId: order.id,
        centreId: order.centreUserId,
        amount: heldShare(order),
      })
    if (!paid) return
    if (by === 'patient') {
      const [details] = await viewDetails(trx, [order])
      await notificationsService.notify(ctx, trx, {
        recipientId: order.centreUserId,
        type: 'centreOrders.canceledByPatient',
        params: {
          patientName: details?.person.name ?? '',
          service: details?.service?.nameAr ?? '',
          serviceEn: details?.service?.nameEn ?? '',
          startsAt: order.startsAt.toISOString(),
        },
        link: `/orders/${order.id}`,
      })
    } else
      await tellPatientSide(ctx, trx, order, (about) => ({
        type: 'centreOrders.canceledByCentre',
        params: { ...about, startsAt: order.startsAt.toISOString(), refund },
      }))
  })
  return getOrder(ctx, orderId)
}

async function centresOrder(ctx: SignedInContext, trx: Database, orderId: string) {
  const found = await partyOrder(ctx, trx, orderId, true)
  if (found.side !== 'centre' && found.side !== 'admin') throw notFound()
  return found.order
}

/** `POST /centre-orders/{id}/acknowledge`: the centre has seen a new order (it leaves the "new" tab); idempotent. */
export async function acknowledgeOrder(ctx: SignedInContext, orderId: string): Promise<CentreOrderView> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await centresOrder(ctx, trx, orderId)
    if (order.acknowledgedAt === null && order.status === 'booked')
      await repository.update(trx, order.id, { acknowledgedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
  })
  return getOrder(ctx, orderId)
}

/**
 * `POST /centre-orders/{id}/reports`: a PDF report (checked by its bytes). Before delivery it replaces the draft;
 * after delivery it is a corrected version, submitted at once beside the first, and the patient is told.
 */
export async function uploadReport(
  ctx: SignedInContext,
  orderId: string,
  upload: ReceivedUpload,
): Promise<CentreOrderView> {
  const existing = await partyOrder(ctx, ctx.db, orderId, false)
  if (existing.side !== 'centre' && existing.side !== 'admin') throw notFound()
  if (existing.order.status !== 'booked' && existing.order.status !== 'delivered')
    throw new DomainError('CENTRE_ORDER_TRANSITION_REFUSED', { from: existing.order.status, to: 'delivered' })
  const now = ctx.clock.now()
  await filesService.storeUpload(
    ctx,
    {
      purpose: 'centreReport',
      body: upload.body,
      allowed: ['application/pdf'],
      declared: { filename: upload.filename, mimetype: upload.mimetype },
      // The report is the patient's: theirs to read unaudited; the centre and a referring doctor read it audited.
      ownerUserId: existing.order.patientId,
    },
    async (trx, file) => {
      const order = await repository.lock(trx, orderId)
      if (!order || (order.status !== 'booked' && order.status !== 'delivered')) return false
      const { replacedFileId } = await repository.insertReport(trx, { orderId, fileId: file.id, now })
      if (order.status === 'delivered') {
        await repository.submitReports(trx, orderId, now)
        await tellPatientSide(ctx, trx, order, (about) => ({
          type: 'centreOrders.reportCorrected',
          params: about,
        }))
        await tellReferringDoctor(ctx, trx, order, 'centreOrders.referralCorrected')
      }
      return { replaced: replacedFileId }
    },
  )
  return getOrder(ctx, orderId)
}

/**
 * `POST /centre-orders/{id}/deliver` (SPEC 2.8: submitting the report marks it delivered): a lab needs an uploaded
 * report first; a scan without a written report may be marked done. The centre's held share becomes its earnings.
 */
export async function deliverOrder(
  ctx: SignedInContext,
  orderId: string,
  input: { results: CentreOrderResultRow[] },
): Promise<CentreOrderView> {
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const order = await centresOrder(ctx, trx, orderId)
    assertMove(order, 'delivered')
    const submitted = await repository.submitReports(trx, orderId, now)
    if (order.kind === 'lab' && submitted === 0 && !(await repository.hasReport(trx, orderId)))
      throw new DomainError('REPORT_REQUIRED')
    await repository.update(trx, order.id, {
      status: 'delivered',
      deliveredAt: now,
      results: JSON.stringify(input.results),
      updatedAt: now,
    })
    await ledgerService.postCentreOrderEarned(trx, {
      centreOrderId: order.id,
      centreId: order.centreUserId,
      amount: heldShare(order),
    })
    await tellPatientSide(ctx, trx, order, (about) => ({ type: 'centreOrders.delivered', params: about }))
    await tellReferringDoctor(ctx, trx, order, 'centreOrders.referralAnswered')
  })
  return getOrder(ctx, orderId)
}

/** `POST /centre-orders/{id}/undelivered`: the patient did not come; the time kept was the centre's to earn. */
export async function markUndelivered(ctx: SignedInContext, orderId: string): Promise<CentreOrderView> {
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const order = await centresOrder(ctx, trx, orderId)
    assertMove(order, 'undelivered')
    if (order.startsAt > now)
      throw new DomainError('CENTRE_ORDER_TRANSITION_REFUSED', { from: order.status, to: 'undelivered' })
    await repository.update(trx, order.id, { status: 'undelivered', updatedAt: now })
    await ledgerService.postCentreOrderEarned(trx, {
      centreOrderId: order.id,
      centreId: order.centreUserId,
      amount: heldShare(order),
    })
  })
  return getOrder(ctx, orderId)
}

/** `GET /centre-orders/results`: a medical file's delivered values, oldest first, for the record's chart. */
export async function listResults(
  ctx: SignedInContext,
  query: { medicalFileId?: string | undefined; test?: string | undefined },
): Promise<CentreOrderResults> {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const userId = ctx.session.userId
  const file =
    query.medicalFileId === undefined || query.medicalFileId === userId
      ? { patientId: userId, dependentId: null }
      : await medicalFilesService.bookableFile(ctx.db, userId, query.medicalFileId, ctx.clock.now())
  const rows = await repository.resultsOf(ctx.db, file)
  return {
    items: rows.flatMap((row) =>
      row.results
        .filter((result) => query.test === undefined || result.test === query.test)
        .map((result) => ({
          ...result,
          orderId: row.id,
          serviceId: row.serviceId,
          deliveredAt: row.deliveredAt.toISOString(),
        })),
    ),
  }
}

/** The `centreOrders.remind` job, the day before the visit: the patient side, with what to do before it. */
export async function remind(
  ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>,
  orderId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await repository.find(trx, orderId)
    if (!order || order.status !== 'booked' || order.startsAt <= ctx.clock.now()) return
    await tellPatientSide(ctx, trx, order, (about, details) => ({
      type: 'centreOrders.reminder',
      params: {
        ...about,
        startsAt: order.startsAt.toISOString(),
        preparation: details?.service?.preparationAr ?? '',
        preparationEn: details?.service?.preparationEn ?? '',
      },
    }))
  })
}
