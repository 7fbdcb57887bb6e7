import { randomUUID } from 'node:crypto'
import {
  allowedMethods,
  assertTransition,
  bookingPrice,
  holdDeadline,
  isElectronicMethod,
  maxUnpaidHoldsPerPayer,
  maxUnpaidHoldsPerPayerAndDoctor,
  methodFitsSlot,
  type BookingPrice,
  type BookingQuote,
  type BookingQuoteQuery,
  type BookingView,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type PaymentMethod,
} from '@app/domain/bookings'
import type { PracticeKind, PricingConfig } from '@app/domain/doctors'
import { piastres } from '@app/domain/money'
import { asGender, type Gender } from '@app/domain/profiles'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as doctorsService from '#api/features/doctors/doctors.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as medicalFilesService from '#api/features/medical-files/medical-files.service'
import * as paymentSettingsService from '#api/features/payment-settings/payment-settings.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as ordersService from '#api/features/payments/orders.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import * as schedulesService from '#api/features/schedules/schedules.service'
import * as waitingListService from '#api/features/waiting-list/waiting-list.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { groupCommit, groupedReads, type Settled } from '#api/shared/group-commit'
import { onOrderSettled, type OrderOutcome } from '#api/shared/order-settlements'
import * as bookingsRepository from './bookings.repository'
import type { BookingRecord, NewBooking } from './bookings.repository'

/**
 * Bookings (issue 9 §2, SPEC 2.5, 3.3, 4, 6, 7.2): one request creates a booking and, for a provider's method, its
 * payment order. The server re-checks everything the wizard showed; the bookings_no_overlap constraint decides a
 * race for a slot, pending bookings included, so a slot held for a payment is nobody else's — until its hold's
 * deadline: from then the slot is free (availability leaves it out) and a booking that wants it first ends that hold
 * in its own transaction, whatever the deadline's job is doing (docs/decisions/0032).
 */

/** What changing a booking after the request that made it needs: a job or a callback has no session. */
type JobsAndClock = Pick<RequestContext, 'jobs' | 'clock'>

interface Checked {
  doctor: doctorsService.BookableDoctor & { price: number }
  /** The medical file the booking goes into (SPEC 2.8), and its person's gender; the caller pays. */
  file: { patientId: string; dependentId: string | null; name: string; gender: string | null }
  slot: { start: Date; end: Date }
  methods: PaymentMethod[]
  type: 'initial'
  testing: boolean
}

/** Bookings asked for at once read their payers in one query (ADR 0025). */
const payerById = groupedReads(bookingsRepository.findPayers)

/** What a patient may book: the doctor, the practice, the slot and the methods that apply, or why not. */
async function check(
  ctx: SignedInContext,
  doctorId: string,
  practice: PracticeKind,
  startsAt: Date,
  medicalFileId: string | undefined,
): Promise<Checked> {
  // SPEC 6: patients book; doctors, labs, radios and admins do not.
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const now = ctx.clock.now()
  const payerId = ctx.session.userId
  // All read at once; judged below in the SPEC's order (the slot is read even when the doctor turns out not bookable).
  const [doctor, payer, otherFile, slot] = await Promise.all([
    doctorsService.findBookableDoctor(ctx.db, doctorId, practice),
    payerById(ctx.db, payerId),
    medicalFileId === undefined || medicalFileId === payerId
      ? undefined
      : medicalFilesService.bookableFile(ctx.db, payerId, medicalFileId, now),
    schedulesService.scheduledSlotAt(ctx.db, doctorId, startsAt, now),
  ])
  if (!payer) throw new DomainError('UNAUTHENTICATED')
  if (payer.name === null) throw new DomainError('PROFILE_NOT_FOUND')
  // The payer's own file is their patient profile, just read.
  const file = otherFile ?? {
    patientId: payerId,
    dependentId: null,
    name: payer.name,
    gender: payer.gender,
    phone: payer.phone,
  }
  // SPEC 4: an unverified or deactivated doctor cannot be chosen; a testing doctor is for testing users only.
  if (!doctor || doctor.deactivated || !doctor.verified || (doctor.testing && !payer.testing))
    throw new DomainError('DOCTOR_NOT_BOOKABLE')
  // SPEC 8 'You cannot book yourself': neither as the payer nor into the doctor's own file through another account.
  if (
    doctor.userId === payerId ||
    doctor.phone === payer.phone ||
    doctor.userId === file.patientId ||
    doctor.phone === file.phone
  )
    throw new DomainError('CANNOT_BOOK_YOURSELF')
  if (!doctor.active || doctor.price === null) throw new DomainError('DOCTOR_NOT_BOOKABLE')
  if (!slot) throw new DomainError('SLOT_NOT_AVAILABLE')
  // Follow-ups (SPEC 4) come with the consults that make them possible (issue 11); every booking is initial now.
  const type = 'initial' as const
  const methods = allowedMethods({
    type,
    doctorTesting: doctor.testing,
    patientTesting: payer.testing,
    patientIsDoctor: false,
  }).filter((method) => methodFitsSlot(method, slot.start, now))
  return {
    doctor: { ...doctor, price: doctor.price },
    file: { patientId: file.patientId, dependentId: file.dependentId, name: file.name, gender: file.gender },
    slot,
    methods,
    type,
    testing: payer.testing,
  }
}

const priceOf = (checked: Checked, method: PaymentMethod, config: PricingConfig): BookingPrice =>
  bookingPrice({ doctorPrice: piastres(checked.doctor.price), method, type: checked.type, config })

/** Step 6 (SPEC 2.7, 6): the methods a patient may pay this booking with, each with its price lines. */
export async function quote(ctx: SignedInContext, query: BookingQuoteQuery): Promise<BookingQuote> {
  const checked = await check(
    ctx,
    query.doctorId,
    query.practice,
    new Date(query.startsAt),
    query.medicalFileId,
  )
  // ADR 0049: shown with the settings in force; createBooking checks the total against the row itself.
  const settings = await paymentSettingsService.current(ctx.db)
  return {
    startsAt: checked.slot.start.toISOString(),
    endsAt: checked.slot.end.toISOString(),
    type: checked.type,
    methods: checked.methods.map((method) => ({ method, price: priceOf(checked, method, settings) })),
    walletBalance: await ledgerService.walletBalance(ctx.db, ctx.session.userId),
  }
}

/**
 * SPEC 7.2 createBooking. Free and wallet bookings are confirmed at once ({ bookingId }); a provider's method leaves
 * the booking pending, holding its slot until the payment's callback or its deadline ({ orderId }).
 */
export async function createBooking(
  ctx: SignedInContext,
  input: CreateBookingRequest,
): Promise<CreateBookingResponse> {
  const checked = await check(
    ctx,
    input.doctorId,
    input.practice,
    new Date(input.startsAt),
    input.medicalFileId,
  )
  if (!checked.methods.includes(input.method)) throw new DomainError('PAYMENT_METHOD_NOT_ALLOWED')
  // ADR 0049: the settings' row itself, not a copy: a total shown before an admin's change is refused below, and the
  // booking keeps the lines it was created with (a hold paid later is charged what was shown, whatever changes since).
  const price = priceOf(checked, input.method, await paymentSettingsService.inForce(ctx.db))
  // The total the patient was shown must be today's (issue 9 §2: a tampered or outdated price is refused).
  if (input.total !== undefined && input.total !== price.total) throw new DomainError('PRICE_CHANGED')
  const now = ctx.clock.now()
  const { method } = input
  const electronic = isElectronicMethod(method)
  const booking: NewBooking & { id: string } = {
    id: randomUUID(),
    doctorId: checked.doctor.userId,
    patientId: checked.file.patientId,
    dependentId: checked.file.dependentId,
    payerId: ctx.session.userId,
    practice: input.practice,
    status: electronic ? 'pending' : 'opened',
    type: checked.type,
    complaint: input.complaint,
    method,
    doctorPrice: price.doctor,
    serviceFee: price.serviceFee,
    vat: price.vat,
    surcharge: price.surcharge,
    discount: price.discount,
    total: price.total,
    timeZone: input.timeZone,
    timezoneOffsetMinutes: input.timezoneOffsetMinutes,
    holdExpiresAt: electronic ? holdDeadline(method, checked.slot.start, now) : null,
    startsAt: checked.slot.start,
    endsAt: checked.slot.end,
  }
  if (!isElectronicMethod(method)) {
    const names: ConfirmedNames = {
      doctor: checked.doctor,
      patient: { name: checked.file.name, context: asGender(checked.file.gender) },
    }
    return { bookingId: await confirmerOf(ctx.db)({ ctx, booking, names }) }
  }
  return await ctx.db.transaction().execute(async (trx) => {
    // The payer's holds take turns, across instances: the count below then sees every other hold of theirs.
    await bookingsRepository.lockPayerHolds(trx, booking.payerId)
    if (!(await insertUnlessHeld(ctx, trx, booking, now))) throw new DomainError('SLOT_TAKEN')
    // A time offered to someone on the waiting list is theirs until the offer ends (issue 45 §3, ADR 0047).
    await waitingListService.claimOfferedTimes(trx, [booking], now)
    // Counted with this one, after the slot: a patient racing others for a slot is told it was taken first.
    const holds = await bookingsRepository.countLiveHolds(trx, booking.payerId, booking.doctorId, now)
    if (holds.withDoctor > maxUnpaidHoldsPerPayerAndDoctor)
      throw new DomainError('UNPAID_BOOKING_WITH_DOCTOR', { max: maxUnpaidHoldsPerPayerAndDoctor })
    if (holds.total > maxUnpaidHoldsPerPayer)
      throw new DomainError('UNPAID_BOOKINGS_LIMIT', { max: maxUnpaidHoldsPerPayer })
    const orderId = await ordersService.openOrder(ctx, trx, {
      userId: booking.payerId,
      kind: 'bookingPay',
      bookingId: booking.id,
      method,
      amount: price.total,
      billing: input.billing ?? null,
      expiresAt: holdDeadline(method, checked.slot.start, now),
    })
    return { orderId }
  })
}

type SlotOf = Pick<NewBooking, 'doctorId' | 'startsAt' | 'endsAt'>

/**
 * Ends the holds whose deadline passed by `now` on these slots (issue 41 §2), in the caller's transaction, as their
 * deadline's job would: a pending order times out under its row lock (taken before the booking's, as a callback and
 * the job take them; a callback that paid it meanwhile wins, and the slot stays taken), then the booking fails and
 * the payer is told (settleBookingOrder, which leaves a booking no longer pending as it is). A hold kept after a
 * refused payment (issue 41 §4) has no pending order: it just ends. The jobs, when they run, find nothing left to
 * do. Answers how many lapsed holds it found.
 */
export async function endLapsedHolds(
  ctx: JobsAndClock,
  trx: Database,
  slots: readonly SlotOf[],
  now: Date,
): Promise<number> {
  const lapsed = await bookingsRepository.findLapsedHolds(trx, slots, now)
  for (const hold of lapsed) {
    const order = hold.orderId ? await ordersService.timeOutOrder(trx, hold.orderId, now) : undefined
    await settleBookingOrder(ctx, trx, hold.id, 'timeout')
    if (order)
      await realtimeService.publish(trx, order.userId, { type: 'payment.updated', orderId: order.id })
  }
  return lapsed.length
}

/**
 * insertUnlessTaken, but a hold past its deadline does not take the slot: refused, the booking ends the lapsed holds
 * on its slot and tries once more. Undefined when a live booking has the time.
 */
export async function insertUnlessHeld(
  ctx: JobsAndClock,
  trx: Database,
  booking: NewBooking & { id?: string },
  now: Date,
): Promise<string | undefined> {
  const id = await bookingsRepository.insertUnlessTaken(trx, booking)
  if (id !== undefined || (await endLapsedHolds(ctx, trx, [booking], now)) === 0) return id
  return bookingsRepository.insertUnlessTaken(trx, booking)
}

/** A free or wallet booking to confirm, with what its notifications say. */
interface Confirmation {
  ctx: JobsAndClock & Pick<RequestContext, 'db'>
  booking: NewBooking & { id: string }
  names: ConfirmedNames
}

/**
 * Whom a confirmed booking's notifications name: the doctor in both languages (the patient reads theirs), the
 * medical file's person and the gender the doctor's Arabic text agrees with ("حجزت منى…"; issue 41 §4).
 */
export interface ConfirmedNames {
  doctor: { nameAr: string; nameEn: string | null } | undefined
  patient: { name: string; context: Gender }
}

/**
 * Free and wallet bookings are confirmed in groups (ADR 0025): the bookings asked for at once go into one
 * transaction — their rows in one statement, their wallet payments in one posting statement, their notifications
 * together — and each request is answered for its own booking: its id, or SLOT_TAKEN when its time was taken. One
 * process groups its own requests; the constraint and the ledger decide across processes as they do for one.
 */
const confirmers = new WeakMap<Database, (confirmation: Confirmation) => Promise<string>>()

function confirmerOf(db: Database): (confirmation: Confirmation) => Promise<string> {
  let confirm = confirmers.get(db)
  if (!confirm) {
    confirm = groupCommit(confirmGroup, { maxGroup: 64, concurrency: 2 })
    confirmers.set(db, confirm)
  }
  return confirm
}

async function confirmGroup(group: readonly Confirmation[]): Promise<Settled<string>[]> {
  const [first] = group
  if (!first) return []
  try {
    return await first.ctx.db.transaction().execute(async (trx) => {
      const inserted = await bookingsRepository.insertAllUnlessTaken(
        trx,
        group.map((c) => c.booking),
      )
      // A time refused may be held by a hold past its deadline (issue 41 §2): those end, and their times go in again.
      const refused = group.map((c) => c.booking).filter((b) => !inserted.has(b.id))
      if (refused.length > 0 && (await endLapsedHolds(first.ctx, trx, refused, first.ctx.clock.now())) > 0)
        for (const id of await bookingsRepository.insertAllUnlessTaken(trx, refused)) inserted.add(id)
      const confirmed = group.filter((c) => inserted.has(c.booking.id))
      // A time offered to someone else on the waiting list refuses its booking, and so the group (issue 45 §3).
      await waitingListService.claimOfferedTimes(
        trx,
        confirmed.map((c) => c.booking),
        first.ctx.clock.now(),
      )
      await ledgerService.postAll(
        trx,
        confirmed.flatMap(({ booking }) => {
          const posting =
            booking.method === 'wallet'
              ? ledgerService.bookingPaymentPosting({
                  bookingId: booking.id,
                  payerId: booking.payerId,
                  doctorId: booking.doctorId,
                  price: chargedPrice(booking),
                  from: 'wallet',
                })
              : null
          return posting ? [posting] : []
        }),
      )
      await notificationsService.notifyAll(
        first.ctx,
        trx,
        confirmed.flatMap((c) => confirmedNotifications(c.booking, c.names)),
      )
      return group.map((c): Settled<string> =>
        inserted.has(c.booking.id)
          ? { ok: true, value: c.booking.id }
          : { ok: false, error: new DomainError('SLOT_TAKEN') },
      )
    })
  } catch (error) {
    if (group.length === 1) return [{ ok: false, error }]
    // One booking refused (a wallet short of money) refuses its group: each goes again alone, for its own answer.
    return Promise.all(group.map(async (c) => (await confirmGroup([c]))[0] ?? { ok: false, error }))
  }
}

/**
 * A confirmed booking tells the patient and the doctor (issue 9 §4), in the transaction that confirmed it: the
 * payer, and the other account whose file it is when someone booked into it (SPEC 2.8).
 */
export async function tellConfirmed(
  ctx: JobsAndClock,
  trx: Database,
  booking: Pick<BookingRecord, 'id' | 'payerId' | 'patientId' | 'doctorId' | 'startsAt'>,
  names: ConfirmedNames,
): Promise<void> {
  await notificationsService.notifyAll(ctx, trx, confirmedNotifications(booking, names))
}

function confirmedNotifications(
  booking: Pick<BookingRecord, 'id' | 'payerId' | 'patientId' | 'doctorId' | 'startsAt'>,
  names: ConfirmedNames,
): notificationsService.AnyNewNotification[] {
  const startsAt = booking.startsAt.toISOString()
  return [
    ...[...new Set([booking.payerId, booking.patientId])].map((recipientId) => ({
      recipientId,
      type: 'bookings.confirmed' as const,
      params: { ...notificationsService.doctorNames(names.doctor), startsAt },
      link: `/booking/${booking.id}/success`,
    })),
    {
      recipientId: booking.doctorId,
      type: 'bookings.booked',
      params: { patientName: names.patient.name, startsAt, context: names.patient.context },
      link: '/bookings',
    },
  ]
}

/**
 * A booking's payment order settled (payments.service, in its transaction, through shared/order-settlements): paid
 * confirms the booking and posts the payment; failed keeps the hold while it lasts (issue 41 §4), else ends it, as a
 * time-out does. A booking no longer pending (canceled meanwhile) is left as it is.
 */
export async function settleBookingOrder(
  ctx: JobsAndClock,
  trx: Database,
  bookingId: string,
  outcome: OrderOutcome,
  orderId?: string,
): Promise<void> {
  const booking = await bookingsRepository.lock(trx, bookingId)
  if (!booking || booking.status !== 'pending') return
  const now = ctx.clock.now()
  if (outcome === 'completed') {
    assertTransition('pending', 'opened')
    await bookingsRepository.setStatus(trx, bookingId, 'opened', now)
    await ledgerService.postBookingPayment(trx, {
      bookingId,
      orderId: orderId ?? null,
      payerId: booking.payerId,
      doctorId: booking.doctorId,
      price: chargedPrice(booking),
      from: 'gateway',
    })
    await tellConfirmed(ctx, trx, booking, {
      doctor: await bookingsRepository.findDoctorNames(trx, booking.doctorId),
      patient: await medicalFilesService.filePerson(trx, booking.patientId, booking.dependentId),
    })
    return
  }
  // Issue 41 §4: a refused payment (a declined card) keeps the time held until the hold's deadline, for the payer to
  // try another card or method (booking-payment.service); at the deadline a job ends the hold if nothing pays it.
  if (outcome === 'error' && booking.holdExpiresAt && booking.holdExpiresAt > now) {
    await ctx.jobs.enqueue(
      trx,
      'bookings.endFailedHold',
      { bookingId },
      { key: `booking:${bookingId}:endFailedHold`, startAfter: booking.holdExpiresAt },
    )
    return
  }
  assertTransition('pending', 'failed')
  await bookingsRepository.setStatus(trx, bookingId, 'failed', now)
  // The time is free again: whoever waits for it is offered it (issue 45 §3) — a taken offer paid by a card that failed
  // or ran out passes on to the next in line.
  await waitingListService.enqueueOffering(ctx, trx, booking.doctorId, `failed:${bookingId}`)
  await notificationsService.notify(ctx, trx, {
    recipientId: booking.payerId,
    type: outcome === 'timeout' ? 'bookings.holdExpired' : 'bookings.paymentFailed',
    params: { startsAt: booking.startsAt.toISOString() },
    link: '/booking',
  })
}
// Payments settles an order and announces it (issue 41 §6): payments never imports bookings, which pays through it.
onOrderSettled('booking', settleBookingOrder)

const chargedPrice = (
  booking: Pick<BookingRecord, 'doctorPrice' | 'serviceFee' | 'vat' | 'surcharge' | 'discount' | 'total'>,
) => ({
  doctor: booking.doctorPrice,
  serviceFee: booking.serviceFee,
  vat: booking.vat,
  surcharge: booking.surcharge,
  discount: booking.discount,
  total: booking.total,
})

/**
 * A booking and its receipt, for its payer or its patient (SPEC 2.1 /booking/{bookingId}/success), or its doctor
 * (issue 12: the doctor's own bookings); anyone else is told it does not exist.
 */
export async function getBooking(ctx: SignedInContext, bookingId: string): Promise<BookingView> {
  const booking = await bookingsRepository.findForUser(ctx.db, bookingId, ctx.session.userId)
  if (!booking) throw new DomainError('BOOKING_NOT_FOUND')
  const [doctor, order, patientName] = await Promise.all([
    bookingsRepository.findDoctorNames(ctx.db, booking.doctorId),
    bookingsRepository.findOrderSummary(ctx.db, booking.id),
    medicalFilesService.fileName(ctx.db, booking.patientId, booking.dependentId),
  ])
  const paid = booking.status === 'opened' || booking.status === 'going' || booking.status === 'finished'
  return {
    id: booking.id,
    status: booking.status as BookingView['status'],
    type: booking.type as BookingView['type'],
    practice: booking.practice as BookingView['practice'],
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    complaint: booking.complaint,
    method: booking.method as BookingView['method'],
    price: chargedPrice(booking),
    paid: paid ? booking.total : 0,
    doctor: { id: booking.doctorId, nameAr: doctor?.nameAr ?? '', nameEn: doctor?.nameEn ?? null },
    patient: {
      name: patientName,
      forSomeoneElse: booking.patientId !== booking.payerId || booking.dependentId !== null,
    },
    order: order
      ? { id: order.id, status: order.status as NonNullable<BookingView['order']>['status'] }
      : null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    canceledBy: booking.canceledBy as BookingView['canceledBy'],
    refundTo: booking.refundTo as BookingView['refundTo'],
    rescheduleCount: booking.rescheduleCount,
    followUpOf: booking.followUpOf,
  }
}
