import {
  entryStateOn,
  rangeCovers,
  waitingListMaxEntries,
  waitingOfferHoldMs,
  waitingRangeRefusal,
  type JoinWaitingListRequest,
  type WaitingEntryState,
  type WaitingEntryView,
  type WaitingList,
  type WaitingOfferState,
  type WaitingOfferView,
} from '@app/domain/waiting-list'
import type { PracticeKind } from '@app/domain/doctors'
import { addCalendarDays, cairoDayStart } from '@app/domain/schedules'
import { cairoDate, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as doctorsService from '#api/features/doctors/doctors.service'
import * as medicalFilesService from '#api/features/medical-files/medical-files.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as schedulesService from '#api/features/schedules/schedules.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as repository from './waiting-list.repository'
import type { OfferRecord } from './waiting-list.repository'

/**
 * The waiting list (issue 45 §3, docs/decisions/0047). A patient waits for an earlier time of a doctor and practice
 * within Cairo dates; a time that frees up (a cancellation, a move, more scheduled time) is offered to the people
 * waiting in the order they came, each offer held for one person for 10 minutes; let pass, the time goes to the next.
 * A live offer is busy to everyone else (availability, bookings); a time nobody was offered is never held.
 */

type JobsAndClock = Pick<RequestContext, 'jobs' | 'clock'>

/** How many entries one offering run looks at, oldest first. */
const entriesPerRun = 200

function patientOnly(ctx: SignedInContext): string {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  return ctx.session.userId
}

const invalid = (path: string, code: string) => new DomainError('VALIDATION_FAILED', {}, [{ path, code }])

/** `joinWaitingList`: wait for an earlier time of this doctor and practice between two Cairo dates. */
export async function joinWaitingList(
  ctx: SignedInContext,
  input: JoinWaitingListRequest,
): Promise<WaitingEntryView> {
  const userId = patientOnly(ctx)
  const now = ctx.clock.now()
  const today = cairoDate(now)
  const refusal = waitingRangeRefusal(input, today)
  if (refusal) throw invalid(refusal.path, refusal.code)
  const doctor = await doctorsService.findBookableDoctor(ctx.db, input.doctorId, input.practice)
  if (!doctor || doctor.deactivated || !doctor.verified || !doctor.active || doctor.price === null)
    throw new DomainError('DOCTOR_NOT_BOOKABLE')
  if (doctor.userId === userId) throw new DomainError('CANNOT_BOOK_YOURSELF')
  if (input.medicalFileId !== undefined && input.medicalFileId !== userId)
    await medicalFilesService.bookableFile(ctx.db, userId, input.medicalFileId, now)
  const medicalFileId = input.medicalFileId === userId ? null : (input.medicalFileId ?? null)
  const id = await ctx.db.transaction().execute(async (trx) => {
    await repository.lockUserEntries(trx, userId)
    await repository.expireEntries(trx, userId, today, now)
    const active = await repository.findActiveEntries(trx, userId, today)
    if (
      active.some(
        (e) =>
          e.doctorId === input.doctorId && e.practice === input.practice && e.medicalFileId === medicalFileId,
      )
    )
      throw new DomainError('ALREADY_WAITING')
    if (active.length >= waitingListMaxEntries)
      throw new DomainError('WAITING_LIST_LIMIT', { max: waitingListMaxEntries })
    return repository.insertEntry(trx, {
      userId,
      medicalFileId,
      doctorId: input.doctorId,
      practice: input.practice,
      fromDate: input.fromDate,
      toDate: input.toDate,
      createdAt: now,
    })
  })
  const entry = (await listFor(ctx.db, userId, now)).find((e) => e.id === id)
  if (!entry) throw new DomainError('NOT_FOUND')
  return entry
}

/** The caller's entries, newest first (for /bookings), each with the time offered to it now. */
export async function listWaitingList(ctx: SignedInContext): Promise<WaitingList> {
  return { data: await listFor(ctx.db, patientOnly(ctx), ctx.clock.now()) }
}

async function listFor(db: Database, userId: string, now: Date): Promise<WaitingEntryView[]> {
  const entries = await repository.listForUser(db, userId, 50)
  const offers = await repository.findOpenOffers(
    db,
    entries.map((e) => e.id),
  )
  const today = cairoDate(now)
  return entries.map((entry) => {
    const offer = offers.find((o) => o.entryId === entry.id && o.expiresAt > now)
    const doctor = { id: entry.doctorId, nameAr: entry.doctorNameAr, nameEn: entry.doctorNameEn }
    return {
      id: entry.id,
      doctor,
      practice: entry.practice as PracticeKind,
      medicalFileId: entry.medicalFileId,
      fromDate: entry.fromDate,
      toDate: entry.toDate,
      state: entryStateOn({ state: entry.state as WaitingEntryState, toDate: entry.toDate }, today),
      createdAt: entry.createdAt.toISOString(),
      offer: offer ? offerView(offer, doctor, entry.medicalFileId, now) : null,
    }
  })
}

function offerView(
  offer: OfferRecord,
  doctor: WaitingOfferView['doctor'],
  medicalFileId: string | null,
  now: Date,
): WaitingOfferView {
  const state = offer.state as WaitingOfferState
  return {
    id: offer.id,
    entryId: offer.entryId,
    doctor,
    practice: offer.practice as PracticeKind,
    medicalFileId,
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    state: state === 'offered' && offer.expiresAt <= now ? 'lapsed' : state,
  }
}

/**
 * `leaveWaitingList`: the caller stops waiting. A time offered to them now is handed on to the next person, once
 * this commits.
 */
export async function leaveWaitingList(ctx: SignedInContext, entryId: string): Promise<WaitingList> {
  const userId = patientOnly(ctx)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const entry = await repository.lockEntryOf(trx, entryId, userId)
    if (!entry) throw new DomainError('NOT_FOUND')
    if (entry.state !== 'waiting') return
    await repository.setEntryState(trx, [entry.id], 'left', now)
    const offers = await repository.findOpenOffers(trx, [entry.id])
    if (offers.length === 0) return
    await repository.setOfferState(
      trx,
      offers.map((o) => o.id),
      'withdrawn',
      now,
    )
    await enqueueOffering(ctx, trx, entry.doctorId, `left:${entry.id}`)
  })
  return listWaitingList(ctx)
}

/** `getWaitingOffer`: a time offered to the caller, for the page its notification links to. */
export async function getWaitingOffer(ctx: SignedInContext, offerId: string): Promise<WaitingOfferView> {
  const userId = patientOnly(ctx)
  const offer = await repository.findOfferOf(ctx.db, offerId, userId)
  if (!offer) throw new DomainError('NOT_FOUND')
  return offerView(
    offer,
    { id: offer.doctorId, nameAr: offer.doctorNameAr, nameEn: offer.doctorNameEn },
    offer.medicalFileId,
    ctx.clock.now(),
  )
}

/**
 * Has the doctor's free times offered to the people waiting, once `trx` commits (a cancellation, a move, an entry
 * left): a job, keyed by the event, so a retried request or a repeated event offers once.
 */
export async function enqueueOffering(
  ctx: JobsAndClock,
  trx: Database,
  doctorId: string,
  event: string,
  startAfter?: Date,
): Promise<void> {
  await ctx.jobs.enqueue(
    trx,
    'waitingList.offer',
    { doctorId },
    { key: `waiting-list:${event}`, ...(startAfter ? { startAfter } : {}) },
  )
}

/**
 * The `waitingList.offer` job: under the doctor's times lock (ADR 0047), offers past their deadline lapse; then each
 * free time of the doctor within the waiting ranges, soonest first, is offered to the oldest entry waiting on its day
 * that has no live offer and was not offered that time before. Each offer is held 10 minutes; a job at its deadline
 * runs this again, which hands the time to the next person if it was let pass.
 */
export async function offerFreeTimes(
  ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>,
  doctorId: string,
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now()
    const today = cairoDate(now)
    const doctor = await repository.findDoctorNames(trx, doctorId)
    // Nobody waiting for the doctor (most cancellations): nothing to lock, nothing to offer.
    if (!doctor || !(await repository.anyoneWaiting(trx, doctorId, today))) {
      await repository.lapseOffers(trx, doctorId, now)
      return 0
    }
    await repository.lockDoctorTimes(trx, doctorId)
    const lapsed = await repository.lapseOffers(trx, doctorId, now)
    if (lapsed > 0) await repository.bumpDoctorTimes(trx, doctorId)
    const entries = await repository.findWaitingEntries(trx, doctorId, today, entriesPerRun)
    if (entries.length === 0) return 0
    // A time starting before its hold would end is no use to the person it would be offered to.
    const from = new Date(
      Math.max(
        now.getTime() + waitingOfferHoldMs,
        ...entries.map((e) => cairoDayStart(e.fromDate).getTime()),
      ),
    )
    const lastDay = entries.reduce((last, e) => (e.toDate > last ? e.toDate : last), today)
    const to = cairoDayStart(addCalendarDays(lastDay, 1))
    if (to <= from) return 0
    const [free, offeredBefore] = await Promise.all([
      schedulesService.freeSlots(trx, doctorId, from, to, now),
      repository.findOfferedTimes(
        trx,
        entries.map((e) => e.id),
      ),
    ])
    const seen = new Set(offeredBefore.map((o) => `${o.entryId}|${o.startsAt.getTime()}`))
    const waiting = [...entries]
    const expiresAt = new Date(now.getTime() + waitingOfferHoldMs)
    let made = 0
    for (const slot of free) {
      if (waiting.length === 0) break
      const day = cairoDate(slot.start)
      const index = waiting.findIndex(
        (e) => rangeCovers(e, day) && !seen.has(`${e.id}|${slot.start.getTime()}`),
      )
      const entry = waiting[index]
      if (!entry) continue
      waiting.splice(index, 1)
      const offerId = await repository.insertOffer(trx, {
        entryId: entry.id,
        userId: entry.userId,
        doctorId,
        practice: entry.practice,
        startsAt: slot.start,
        endsAt: slot.end,
        expiresAt,
        createdAt: now,
      })
      await notificationsService.notify(ctx, trx, {
        recipientId: entry.userId,
        type: 'bookings.earlierTimeOffered',
        params: {
          ...notificationsService.doctorNames(doctor),
          startsAt: slot.start.toISOString(),
          until: expiresAt.toISOString(),
        },
        link: `/waiting-list/offers/${offerId}`,
      })
      // At its deadline, the time goes to the next person unless this one booked it.
      await enqueueOffering(ctx, trx, doctorId, `lapse:${offerId}`, expiresAt)
      made += 1
    }
    if (made > 0) await repository.bumpDoctorTimes(trx, doctorId)
    return made
  })
}

/**
 * Called in a booking's transaction after its row went in (createBooking, the groups of ADR 0025, moves and
 * follow-ups): a time under a live offer to someone else is refused as taken; the payer's own offer of the time is
 * taken, and its entry is done.
 */
export async function claimOfferedTimes(
  trx: Database,
  bookings: readonly { doctorId: string; startsAt: Date; endsAt: Date; payerId: string }[],
  now: Date,
): Promise<void> {
  const offers = await repository.findLiveOffersOverlapping(trx, bookings, now)
  if (offers.length === 0) return
  const own: typeof offers = []
  for (const offer of offers) {
    const booking = bookings.find(
      (b) => b.doctorId === offer.doctorId && b.startsAt < offer.endsAt && offer.startsAt < b.endsAt,
    )
    if (booking && booking.payerId !== offer.userId) throw new DomainError('SLOT_TAKEN')
    own.push(offer)
  }
  await repository.setOfferState(
    trx,
    own.map((o) => o.id),
    'taken',
    now,
  )
  await repository.setEntryState(
    trx,
    own.map((o) => o.entryId),
    'booked',
    now,
  )
}
