import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { BookingStatus } from '@app/domain/bookings'
import { assertTransition } from '@app/domain/bookings'
import {
  callRefusal,
  callVideoConstraints,
  callWindow,
  canRate,
  closeOutcome,
  egyptWeekStart,
  noShowWarningDue,
  consultMinutes,
  missingNoteFields,
  startsConsult,
  callOverrunMinutes,
  type CallMessage,
  type CallRole,
  type CallSummary,
  type ConsultNote,
  type ConsultView,
  type HealthRecord,
  type IceServer,
  type PrescriptionItem,
  type RateConsult,
  type ReferralView,
  type SaveSessionSummary,
  type SessionSummary,
  type VideoToken,
  rateConsultSchema,
  saveSessionSummarySchema,
} from '@app/domain/consults'
import { ageOn, cairoDate, DomainError, egyptTimeZone, type ErrorIssue } from '@app/domain/shared'
import { translate } from '@app/i18n'
import { diagnoses } from '@app/domain/catalog'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import * as contactService from '#api/features/accounts/contact.service'
import * as bookingChangesService from '#api/features/bookings/booking-changes.service'
import * as auditService from '#api/features/audit/audit.service'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as filesService from '#api/features/files/files.service'
import * as measurementsService from '#api/features/measurements/measurements.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as consultsRepository from './consults.repository'
import { renderPrescriptionPdf } from './prescription-pdf'
import type { ConsultBooking, ConsultRow, ItemRow, NoteRow, ReferralRow } from './consults.repository'

/**
 * Video consults and their record (issue 11; SPEC 2.8, 3.7, 4, 6, 9; docs/decisions/0022). Only the booking's two
 * sides see a consult: its doctor, and on the patient side the account whose file it is and the account that
 * booked it. Anyone else is told the booking does not exist. Admins read summaries and records, audited.
 */

type JobsAndClock = Pick<RequestContext, 'jobs' | 'clock'>

/** Which side of the booking the caller is on, or null when they are not a party. */
function sideOf(
  ctx: SignedInContext,
  booking: Pick<ConsultBooking, 'doctorId' | 'patientId' | 'payerId'>,
): CallRole | null {
  const { userId, contextRole } = ctx.session
  if (contextRole === 'doctor' && booking.doctorId === userId) return 'doctor'
  if (contextRole === 'patient' && (booking.patientId === userId || booking.payerId === userId))
    return 'patient'
  return null
}

const isAdmin = (ctx: SignedInContext) => ctx.session.contextRole === 'admin' && ctx.session.isAdmin

/** The accounts told of a consult's changes: the doctor and the patient side. */
const partiesOf = (booking: Pick<ConsultBooking, 'doctorId' | 'patientId' | 'payerId'>) => [
  ...new Set([booking.doctorId, booking.patientId, booking.payerId]),
]

async function publishUpdated(db: Database, booking: ConsultBooking): Promise<void> {
  await realtimeService.publishAll(
    db,
    partiesOf(booking).map((userId) => ({
      userId,
      message: { type: 'consult.updated' as const, bookingId: booking.id },
    })),
  )
}

async function consultOf(
  ctx: SignedInContext,
  bookingId: string,
): Promise<{ row: ConsultRow; side: CallRole }> {
  const row = await consultsRepository.findConsult(ctx.db, bookingId)
  const side = row && sideOf(ctx, row)
  if (!row || !side) throw new DomainError('BOOKING_NOT_FOUND')
  return { row, side }
}

const fileIdOf = (booking: Pick<ConsultBooking, 'patientId' | 'dependentId'>) =>
  booking.dependentId ?? booking.patientId

function doctorOf(row: ConsultRow): ConsultView['doctor'] {
  return {
    id: row.doctorId,
    nameAr: row.doctorNameAr,
    nameEn: row.doctorNameEn,
    medTitle: row.doctorMedTitle as ConsultView['doctor']['medTitle'],
    specialtyId: row.doctorSpecialtyId,
    licenceNumber: row.doctorLicenceNumber,
    photoUrl: filesService.optionalFileUrl(row.doctorPhotoFileId),
  }
}

function patientOf(row: ConsultRow, now: Date): ConsultView['patient'] {
  return {
    name: row.fileName ?? '',
    gender: (row.fileGender as ConsultView['patient']['gender']) ?? null,
    ageYears: row.fileBirthday ? ageOn(row.fileBirthday, cairoDate(now)) : null,
    fileId: fileIdOf(row),
  }
}

function toView(row: ConsultRow, side: CallRole, now: Date): ConsultView {
  const window = callWindow(row.startsAt, row.endsAt)
  return {
    bookingId: row.id,
    status: row.status as BookingStatus,
    practice: row.practice as ConsultView['practice'],
    type: row.type as ConsultView['type'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    opensAt: window.opensAt.toISOString(),
    closesAt: (row.status === 'going' ? window.overrunUntil : window.closesAt).toISOString(),
    role: side,
    complaint: row.complaint,
    doctor: doctorOf(row),
    patient: patientOf(row, now),
    joined: { doctor: row.doctorJoinedAt !== null, patient: row.patientJoinedAt !== null },
    noShow: { doctor: row.doctorNoShow, patient: row.patientNoShow },
    documented: row.documentedAt !== null,
    rated: row.rated,
  }
}

/** `GET /api/v1/consults/{bookingId}`: the waiting room's and the call page's view. */
export async function getConsult(ctx: SignedInContext, bookingId: string): Promise<ConsultView> {
  const { row, side } = await consultOf(ctx, bookingId)
  return toView(row, side, ctx.clock.now())
}

// ---- The call room ----

const cairoClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: egyptTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export const hashToken = (token: string) => createHash('sha256').update(token).digest()

/**
 * The ICE servers a client gets with its token: STUN from configuration, and TURN with credentials that expire
 * (the TURN REST scheme coturn's `use-auth-secret` implements: the user name is `expiry:userId`, the password the
 * base64 HMAC-SHA1 of it under the shared secret).
 */
export function iceServersFor(config: Config['call'], userId: string, now: Date): IceServer[] {
  const servers: IceServer[] = []
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls })
  if (config.turn) {
    const expiry = Math.floor(now.getTime() / 1000) + config.turn.ttlSeconds
    const username = `${expiry}:${userId}`
    const credential = createHmac('sha1', config.turn.secret).update(username).digest('base64')
    servers.push({ urls: config.turn.urls, username, credential })
  }
  return servers
}

/**
 * SPEC 7.2 `getVideoToken`: enters the caller's side into the room, from 300 s before the start (SPEC 4, 9). The
 * first entry of each side is recorded; when both are in, the booking becomes `going`. The token authorises this
 * tab's signalling for the booking until the room closes.
 */
export async function getVideoToken(ctx: SignedInContext, bookingId: string): Promise<VideoToken> {
  const now = ctx.clock.now()
  const token = randomBytes(24).toString('base64url')
  const { side, expiresAt } = await ctx.db.transaction().execute(async (trx) => {
    const booking = await consultsRepository.lockBooking(trx, bookingId)
    const side = booking && sideOf(ctx, booking)
    if (!booking || !side) throw new DomainError('BOOKING_NOT_FOUND')
    const status = booking.status as BookingStatus
    const refusal = callRefusal({ ...booking, status }, now)
    if (refusal === 'CALL_NOT_OPEN_YET')
      throw new DomainError(refusal, {
        opensAt: cairoClock.format(callWindow(booking.startsAt, booking.endsAt).opensAt),
      })
    if (refusal) throw new DomainError(refusal)
    const firstEntry = side === 'doctor' ? booking.doctorJoinedAt === null : booking.patientJoinedAt === null
    if (firstEntry) await consultsRepository.markJoined(trx, booking.id, side, now)
    const presence = {
      doctorJoined: booking.doctorJoinedAt !== null || side === 'doctor',
      patientJoined: booking.patientJoinedAt !== null || side === 'patient',
    }
    if (startsConsult(status, presence)) {
      assertTransition(status, 'going')
      await consultsRepository.setCallStatus(trx, booking.id, { status: 'going', startedAt: now }, now)
    }
    const expiresAt = callWindow(booking.startsAt, booking.endsAt).overrunUntil
    await consultsRepository.insertToken(trx, {
      tokenHash: hashToken(token),
      bookingId: booking.id,
      userId: ctx.session.userId,
      role: side,
      expiresAt,
    })
    if (firstEntry) await publishUpdated(trx, booking)
    return { side, expiresAt }
  })
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    role: side,
    iceServers: iceServersFor(ctx.config.call, ctx.session.userId, now),
    video: { ...callVideoConstraints },
  }
}

/** SPEC 4: the doctor ends the consult (`going → finished`); both sides then leave for their summary pages. */
export async function endConsult(ctx: SignedInContext, bookingId: string): Promise<ConsultView> {
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const booking = await consultsRepository.lockBooking(trx, bookingId)
    const side = booking && sideOf(ctx, booking)
    if (!booking || !side) throw new DomainError('BOOKING_NOT_FOUND')
    if (side !== 'doctor') throw new DomainError('FORBIDDEN')
    if (booking.status === 'finished') return
    assertTransition(booking.status as BookingStatus, 'finished')
    await consultsRepository.setCallStatus(trx, booking.id, { status: 'finished', finishedAt: now }, now)
    await publishUpdated(trx, booking)
  })
  return getConsult(ctx, bookingId)
}

/**
 * The closing job (every minute; issue 11 §1): a video booking still `opened` at its end becomes `failed`, with who
 * was absent recorded (SPEC 4 no-shows; issue 12 turns them into refunds and warnings), and both sides are told; one
 * still `going` an hour after its end is finished. Each booking in its own transaction, locked, so two workers never
 * close one twice. Expired call tokens are swept too.
 */
export async function closeDue(ctx: JobsAndClock & Pick<RequestContext, 'db'>): Promise<number> {
  const now = ctx.clock.now()
  const due = await consultsRepository.findDue(ctx.db, now, callOverrunMinutes * 60_000, 200)
  let closed = 0
  for (const bookingId of due) {
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const booking = await consultsRepository.lockBooking(trx, bookingId)
      if (!booking) return false
      const presence = {
        doctorJoined: booking.doctorJoinedAt !== null,
        patientJoined: booking.patientJoinedAt !== null,
      }
      const outcome = closeOutcome({ ...booking, status: booking.status as BookingStatus }, presence, now)
      if (!outcome) return false
      assertTransition(booking.status as BookingStatus, outcome.status)
      if (outcome.status === 'finished') {
        await consultsRepository.setCallStatus(trx, bookingId, { status: 'finished', finishedAt: now }, now)
      } else {
        await consultsRepository.setCallStatus(trx, bookingId, outcome, now)
        await settleNoShow(trx, booking, outcome)
        await tellNoShow(ctx, trx, booking, outcome)
        if (outcome.doctorNoShow) await warnIfOverShare(ctx, trx, booking)
      }
      await publishUpdated(trx, booking)
      return true
    })
    if (changed) closed += 1
  }
  await consultsRepository.deleteExpiredTokens(ctx.db, now)
  return closed
}

/**
 * The money of a consult that did not happen (SPEC 4; issue 12 §3): when the doctor was absent (alone or with the
 * patient), the patient's payment returns to their wallet in full; when only the patient was, nothing is refunded
 * and the doctor's held share becomes theirs (the same posting as a documented consult, so never twice).
 */
async function settleNoShow(
  trx: Database,
  booking: ConsultBooking,
  outcome: { doctorNoShow: boolean; patientNoShow: boolean },
): Promise<void> {
  if (booking.total === 0) return
  if (outcome.doctorNoShow)
    await ledgerService.postCancellationRefund(trx, {
      bookingId: booking.id,
      payerId: booking.payerId,
      doctorId: booking.doctorId,
      price: {
        doctor: booking.doctorPrice,
        serviceFee: booking.serviceFee,
        vat: booking.vat,
        surcharge: booking.surcharge,
        discount: booking.discount,
        total: booking.total,
      },
      to: 'wallet',
    })
  else
    await ledgerService.postConsultDocumented(trx, {
      bookingId: booking.id,
      doctorId: booking.doctorId,
      amount: booking.doctorPrice,
      paid: true,
    })
}

/**
 * SPEC 4, 9: a doctor who missed more than 15% of a week's video bookings (the Egyptian week, Saturday to Friday,
 * in Cairo) gets a first warning, recorded once per week for the admins, and is told.
 */
async function warnIfOverShare(ctx: JobsAndClock, trx: Database, booking: ConsultBooking): Promise<void> {
  const weekStart = egyptWeekStart(cairoDate(booking.startsAt))
  const from = cairoMidnight(weekStart)
  const to = cairoMidnight(addDays(weekStart, 7))
  const { total, missed } = await consultsRepository.videoWeek(trx, booking.doctorId, from, to)
  if (!noShowWarningDue(missed, total)) return
  const kept = await consultsRepository.insertWarning(trx, {
    doctorId: booking.doctorId,
    weekStart,
    missed,
    total,
  })
  if (!kept) return
  const doctorName = await consultsRepository.findDoctorName(trx, booking.doctorId)
  await notificationsService.notifyAll(ctx, trx, [
    {
      recipientId: booking.doctorId,
      type: 'consults.noShowWarning' as const,
      params: { missed, total },
      link: '/bookings',
    },
    ...(await contactService.adminIds(trx)).map((adminId) => ({
      recipientId: adminId,
      type: 'consults.doctorWarned' as const,
      params: { doctorName, missed, total },
      link: `/manage-doctors/${booking.doctorId}`,
    })),
  ])
}

const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The instant a Cairo calendar day begins, found through the IANA rules (never a fixed offset). */
function cairoMidnight(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`)
  // Cairo is UTC+2 or UTC+3: midnight there is 21:00 or 22:00 UTC the day before; take the later that is that day.
  for (const hours of [3, 2]) {
    const candidate = new Date(guess.getTime() - hours * 3_600_000)
    if (cairoDate(candidate) === day) return candidate
  }
  return guess
}

async function tellNoShow(
  ctx: JobsAndClock,
  trx: Database,
  booking: ConsultBooking,
  outcome: { doctorNoShow: boolean; patientNoShow: boolean },
): Promise<void> {
  const startsAt = booking.startsAt.toISOString()
  const patientSide = [...new Set([booking.patientId, booking.payerId])]
  const link = `/call-summary/${booking.id}`
  await notificationsService.notifyAll(ctx, trx, [
    ...patientSide.map((recipientId) => ({
      recipientId,
      type: outcome.doctorNoShow ? ('consults.doctorAbsent' as const) : ('consults.youMissed' as const),
      params: { startsAt },
      link,
    })),
    {
      recipientId: booking.doctorId,
      type: outcome.doctorNoShow ? ('consults.youMissed' as const) : ('consults.patientAbsent' as const),
      params: { startsAt },
      link: '/bookings',
    },
  ])
}

// ---- The doctor's session summary ----

function noteOf(row: NoteRow | undefined): ConsultNote {
  return {
    history: row?.history ?? '',
    examination: row?.examination ?? '',
    diagnosisCode: row?.diagnosisCode ?? null,
    diagnosisText: row?.diagnosisText ?? '',
    note: row?.note ?? '',
    interviewResult: row?.interviewResult ?? '',
  }
}

const itemOf = (row: ItemRow): PrescriptionItem => ({
  medicineCode: row.medicineCode,
  drugName: row.drugName,
  form: row.form,
  dose: row.dose,
  frequency: row.frequency,
  duration: row.duration,
  instructions: row.instructions,
})

function referralOf(row: ReferralRow): ReferralView {
  if (row.kind === 'specialty')
    return {
      kind: 'specialty',
      specialtyId: row.specialtyId ?? 0,
      specialtyAr: row.specialtyAr ?? '',
      specialtyEn: row.specialtyEn ?? '',
      doctorId: row.doctorId,
      doctorNameAr: row.doctorNameAr,
      doctorNameEn: row.doctorNameEn,
      note: row.note,
    }
  return { kind: row.kind as 'lab' | 'radio', code: row.code, name: row.name, note: row.note }
}

async function summaryOf(
  db: Database,
  booking: Pick<ConsultBooking, 'id' | 'documentedAt'>,
): Promise<SessionSummary> {
  const [note, items, referrals] = await Promise.all([
    consultsRepository.findNote(db, booking.id),
    consultsRepository.itemsOf(db, [booking.id]),
    consultsRepository.referralsOf(db, [booking.id]),
  ])
  const view = noteOf(note)
  return {
    bookingId: booking.id,
    note: view,
    prescription: items.map(itemOf),
    referrals: referrals.map(referralOf),
    missing: missingNoteFields(view),
    documentedAt: booking.documentedAt?.toISOString() ?? null,
    verificationCode: note?.verificationCode ?? null,
    updatedAt: note?.updatedAt.toISOString() ?? null,
  }
}

async function doctorsBooking(ctx: SignedInContext, bookingId: string): Promise<ConsultRow> {
  const { row, side } = await consultOf(ctx, bookingId)
  // The patient side has the consultation summary (getCallSummary), not the doctor's working copy.
  if (side !== 'doctor') throw new DomainError('BOOKING_NOT_FOUND')
  return row
}

/** `GET /api/v1/consults/{bookingId}/summary`: the booking's doctor's session summary (empty until written). */
export async function getSessionSummary(ctx: SignedInContext, bookingId: string): Promise<SessionSummary> {
  return summaryOf(ctx.db, await doctorsBooking(ctx, bookingId))
}

/** Letters a pharmacist reads without confusion (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export function verificationCode(): string {
  const bytes = randomBytes(8)
  const chars = [...bytes].map((b) => codeAlphabet[b % codeAlphabet.length])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

async function referenceIssues(
  ctx: SignedInContext,
  input: ReturnType<typeof saveSessionSummarySchema.parse>,
) {
  const issues: ErrorIssue[] = []
  const specialtyIds = input.referrals.flatMap((r) => (r.kind === 'specialty' ? [r.specialtyId] : []))
  const doctorIds = input.referrals.flatMap((r) => (r.kind === 'specialty' && r.doctorId ? [r.doctorId] : []))
  const [specialties, doctors] = await Promise.all([
    consultsRepository.existingSpecialties(ctx.db, specialtyIds),
    consultsRepository.existingDoctors(ctx.db, doctorIds),
  ])
  input.referrals.forEach((referral, index) => {
    if (referral.kind !== 'specialty') return
    if (!specialties.has(referral.specialtyId))
      issues.push(catalogService.unknownReference(`referrals.${index}.specialtyId`))
    if (referral.doctorId && !doctors.has(referral.doctorId))
      issues.push(catalogService.unknownReference(`referrals.${index}.doctorId`))
  })
  return issues
}

/**
 * `PUT /api/v1/consults/{bookingId}/summary`: the doctor writes the visit, the prescription and the referrals, all
 * at once in one transaction, once the consult is under way or over. The first save that completes the ADD section
 * (SPEC 2.8, 9) documents the consult: the doctor's held share moves to their earnings (SPEC 3.5 'visit receive')
 * and the patient is told. Later edits keep it documented; emptying a required field is refused then.
 */
export async function saveSessionSummary(
  ctx: SignedInContext,
  bookingId: string,
  body: SaveSessionSummary,
): Promise<SessionSummary> {
  const input = saveSessionSummarySchema.parse(body)
  await doctorsBooking(ctx, bookingId)
  const issues = await referenceIssues(ctx, input)
  if (issues.length) throw new DomainError('VALIDATION_FAILED', {}, issues)
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const booking = await consultsRepository.lockBooking(trx, bookingId)
    if (!booking) throw new DomainError('BOOKING_NOT_FOUND')
    if (booking.status !== 'going' && booking.status !== 'finished')
      throw new DomainError('CONSULT_NOT_FINISHED')
    const missing = missingNoteFields(input.note)
    if (booking.documentedAt && missing.length)
      throw new DomainError(
        'VALIDATION_FAILED',
        {},
        missing.map((field) => ({
          path: `note.${field === 'diagnosis' ? 'diagnosisText' : field}`,
          code: 'validation:required',
        })),
      )
    await consultsRepository.upsertNote(
      trx,
      { bookingId, ...input.note, verificationCode: verificationCode() },
      now,
    )
    await consultsRepository.replaceItems(trx, bookingId, input.prescription)
    await consultsRepository.replaceReferrals(
      trx,
      bookingId,
      input.referrals.map((referral) =>
        referral.kind === 'specialty'
          ? {
              kind: 'specialty',
              specialtyId: referral.specialtyId,
              doctorId: referral.doctorId,
              code: null,
              name: '',
              note: referral.note,
            }
          : {
              kind: referral.kind,
              specialtyId: null,
              doctorId: null,
              code: referral.code,
              name: referral.name,
              note: referral.note,
            },
      ),
    )
    let documentedAt = booking.documentedAt
    if (!documentedAt && missing.length === 0) {
      documentedAt = now
      await consultsRepository.setDocumented(trx, bookingId, now)
      await ledgerService.postConsultDocumented(trx, {
        bookingId,
        doctorId: booking.doctorId,
        amount: booking.doctorPrice,
        paid: booking.total > 0,
      })
      const doctorName = (await consultsRepository.findConsult(trx, bookingId))?.doctorNameAr ?? ''
      await notificationsService.notifyAll(
        ctx,
        trx,
        [...new Set([booking.patientId, booking.payerId])].map((recipientId) => ({
          recipientId,
          type: 'consults.summaryReady' as const,
          params: { doctorName },
          link: `/call-summary/${bookingId}`,
        })),
      )
      await publishUpdated(trx, booking)
    }
    return summaryOf(trx, { id: bookingId, documentedAt })
  })
}

// ---- The patient's side ----

/** Who may read a consult's summary and record views: its two sides, and admins (audited). */
async function readableConsult(
  ctx: SignedInContext,
  bookingId: string,
  what: string,
): Promise<{ row: ConsultRow; side: CallRole | 'admin' }> {
  const row = await consultsRepository.findConsult(ctx.db, bookingId)
  if (!row) throw new DomainError('BOOKING_NOT_FOUND')
  const side = sideOf(ctx, row)
  if (side) return { row, side }
  if (!isAdmin(ctx)) throw new DomainError('BOOKING_NOT_FOUND')
  await auditService.record(ctx.db, {
    actorUserId: ctx.session.userId,
    action: 'healthRecord.read',
    subjectUserId: row.patientId,
    resource: `consults/${bookingId}/${what}`,
    detail: { readerRole: ctx.session.contextRole },
  })
  return { row, side: 'admin' }
}

/**
 * `GET /api/v1/consults/{bookingId}/summary-view`: the consultation summary (SPEC 2.8) — for the patient side, and,
 * as the record's visit and prescription views, for the booking's doctor and admins.
 */
export async function getCallSummary(ctx: SignedInContext, bookingId: string): Promise<CallSummary> {
  const { row, side } = await readableConsult(ctx, bookingId, 'summary')
  return callSummaryOf(ctx, row, side)
}

async function callSummaryOf(
  ctx: SignedInContext,
  row: ConsultRow,
  side: CallRole | 'admin',
): Promise<CallSummary> {
  const now = ctx.clock.now()
  const [summary, rating] = await Promise.all([
    summaryOf(ctx.db, row),
    consultsRepository.findRating(ctx.db, row.id),
  ])
  const status = row.status as BookingStatus
  const paid = status === 'opened' || status === 'going' || status === 'finished'
  const followUpUntil = await bookingChangesService.followUpUntil(ctx.db, row, now)
  return {
    bookingId: row.id,
    status,
    practice: row.practice as CallSummary['practice'],
    type: row.type as CallSummary['type'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: consultMinutes(row.startedAt, row.finishedAt),
    complaint: row.complaint,
    doctor: doctorOf(row),
    patient: patientOf(row, now),
    note: summary.updatedAt ? summary.note : null,
    prescription: summary.prescription,
    referrals: summary.referrals,
    documented: row.documentedAt !== null,
    verificationCode: summary.verificationCode,
    noShow: { doctor: row.doctorNoShow, patient: row.patientNoShow },
    receipt: {
      method: row.method as CallSummary['receipt']['method'],
      price: {
        doctor: row.doctorPrice,
        serviceFee: row.serviceFee,
        vat: row.vat,
        surcharge: row.surcharge,
        discount: row.discount,
        total: row.total,
      },
      paid: paid ? row.total : 0,
      freeFollowUp: row.type === 'followUp',
    },
    rating: rating ? { ...rating, createdAt: rating.createdAt.toISOString() } : null,
    canRate: side === 'patient' && canRate(status, rating !== undefined),
    followUpUntil: followUpUntil?.toISOString() ?? null,
  }
}

/**
 * `POST /api/v1/consults/{bookingId}/rating` (SPEC 4: once): the patient side rates a finished consult; the doctor's
 * mean and count change in the same transaction. A second rating answers "You've already rated this Consultation".
 */
export async function rateConsult(
  ctx: SignedInContext,
  bookingId: string,
  body: RateConsult,
): Promise<CallSummary> {
  const input = rateConsultSchema.parse(body)
  const { row, side } = await consultOf(ctx, bookingId)
  if (side !== 'patient') throw new DomainError('FORBIDDEN')
  if (row.rated) throw new DomainError('CONSULT_ALREADY_RATED')
  if (row.status !== 'finished') throw new DomainError('CONSULT_NOT_FINISHED')
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const kept = await consultsRepository.insertRating(
      trx,
      {
        bookingId,
        doctorId: row.doctorId,
        raterId: ctx.session.userId,
        stars: input.stars,
        comment: input.comment,
      },
      now,
    )
    if (!kept) throw new DomainError('CONSULT_ALREADY_RATED')
    await consultsRepository.addToDoctorRating(trx, row.doctorId, input.stars)
    await publishUpdated(trx, row)
  })
  return callSummaryOf(ctx, { ...row, rated: true }, side)
}

// ---- The call's chat ----

function messageOf(row: consultsRepository.MessageRow, userId: string): CallMessage {
  return {
    id: row.id,
    senderRole: row.senderRole as CallRole,
    mine: row.senderId === userId,
    text: row.body,
    file:
      row.fileId && row.contentType
        ? {
            id: row.fileId,
            name: `${row.contentType === 'application/pdf' ? 'document' : 'image'}-${row.fileId.slice(0, 8)}.${
              row.contentType.split('/')[1] === 'jpeg' ? 'jpg' : row.contentType.split('/')[1]
            }`,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes ?? 0,
            url: filesService.fileUrl(row.fileId),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A call's chat is for its two sides while the room can be used, and readable after (no admin reads it here). */
async function chatOf(ctx: SignedInContext, bookingId: string): Promise<{ row: ConsultRow; side: CallRole }> {
  const consult = await consultOf(ctx, bookingId)
  if (consult.row.practice !== 'video') throw new DomainError('CALL_NOT_VIDEO')
  return consult
}

export async function listMessages(
  ctx: SignedInContext,
  bookingId: string,
): Promise<{ items: CallMessage[] }> {
  await chatOf(ctx, bookingId)
  const rows = await consultsRepository.listMessages(ctx.db, bookingId)
  return { items: rows.map((row) => messageOf(row, ctx.session.userId)) }
}

/** A chat holds at most this many messages: a consult is a conversation, not a file store. */
export const maxCallMessages = 200

async function assertCanPost(ctx: SignedInContext, row: ConsultRow): Promise<void> {
  const refusal = callRefusal({ ...row, status: row.status as BookingStatus }, ctx.clock.now())
  if (refusal === 'CALL_NOT_OPEN_YET')
    throw new DomainError(refusal, {
      opensAt: cairoClock.format(callWindow(row.startsAt, row.endsAt).opensAt),
    })
  if (refusal) throw new DomainError(refusal)
  if ((await consultsRepository.countMessages(ctx.db, row.id)) >= maxCallMessages)
    throw new DomainError('RATE_LIMITED', { seconds: 60 })
}

async function tellPosted(db: Database, row: ConsultRow, messageId: string): Promise<void> {
  await realtimeService.publishAll(
    db,
    partiesOf(row).map((userId) => ({
      userId,
      message: { type: 'call.message' as const, bookingId: row.id, messageId },
    })),
  )
}

export async function postMessage(
  ctx: SignedInContext,
  bookingId: string,
  text: string,
): Promise<CallMessage> {
  const { row, side } = await chatOf(ctx, bookingId)
  await assertCanPost(ctx, row)
  const now = ctx.clock.now()
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await consultsRepository.insertMessage(
      trx,
      { bookingId, senderId: ctx.session.userId, senderRole: side, body: text, fileId: null },
      now,
    )
    await tellPosted(trx, row, id)
    return id
  })
  return {
    id,
    senderRole: side,
    mine: true,
    text,
    file: null,
    createdAt: now.toISOString(),
  }
}

/** An image or a PDF shown during the call (a rash, a previous report): a file of the booking's two sides. */
export async function postFile(
  ctx: SignedInContext,
  bookingId: string,
  upload: { body: Buffer; filename?: string; mimetype?: string },
): Promise<CallMessage> {
  const { row, side } = await chatOf(ctx, bookingId)
  await assertCanPost(ctx, row)
  const now = ctx.clock.now()
  let messageId = ''
  await filesService.storeUpload(
    ctx,
    {
      purpose: 'consultAttachment',
      body: upload.body,
      allowed: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      declared: { filename: upload.filename, mimetype: upload.mimetype },
    },
    async (trx, file) => {
      messageId = await consultsRepository.insertMessage(
        trx,
        { bookingId, senderId: ctx.session.userId, senderRole: side, body: null, fileId: file.id },
        now,
      )
      await tellPosted(trx, row, messageId)
      return { replaced: null }
    },
  )
  const rows = await consultsRepository.listMessages(ctx.db, bookingId)
  const posted = rows.find((r) => r.id === messageId)
  if (!posted) throw new DomainError('NOT_FOUND')
  return messageOf(posted, ctx.session.userId)
}

// ---- The health record ----

type RecordFile = { patientId: string; dependentId: string | null; fileId: string }

async function recordOf(
  ctx: SignedInContext,
  file: RecordFile,
  person: { name: string; gender: string | null; birthday: string | null },
): Promise<HealthRecord> {
  const consults = await consultsRepository.consultsOfFile(ctx.db, file)
  const ids = consults.map((c) => c.bookingId)
  const [items, referrals, measurements] = await Promise.all([
    consultsRepository.itemsOf(ctx.db, ids),
    consultsRepository.referralsOf(ctx.db, ids),
    measurementsOf(ctx.db, file),
  ])
  const byBooking = new Map(consults.map((c) => [c.bookingId, c]))
  const doctorRef = (bookingId: string) => {
    const c = byBooking.get(bookingId)
    return { id: c?.doctorId ?? '', nameAr: c?.doctorNameAr ?? '', nameEn: c?.doctorNameEn ?? null }
  }
  const startsAt = (bookingId: string) => byBooking.get(bookingId)?.startsAt.toISOString() ?? ''
  const prescriptions = ids
    .map((bookingId) => ({
      bookingId,
      startsAt: startsAt(bookingId),
      doctor: doctorRef(bookingId),
      items: items.filter((item) => item.bookingId === bookingId).map(itemOf),
    }))
    .filter((p) => p.items.length > 0)
  const referralViews = referrals.map((r) => ({
    bookingId: r.bookingId,
    startsAt: startsAt(r.bookingId),
    doctor: doctorRef(r.bookingId),
    referral: referralOf(r),
  }))
  return {
    file: {
      id: file.fileId,
      name: person.name,
      gender: (person.gender as HealthRecord['file']['gender']) ?? null,
      ageYears: person.birthday ? ageOn(person.birthday, cairoDate(ctx.clock.now())) : null,
    },
    consults: consults.map((c) => ({
      bookingId: c.bookingId,
      startsAt: c.startsAt.toISOString(),
      status: c.status as BookingStatus,
      practice: c.practice as HealthRecord['consults'][number]['practice'],
      doctor: { id: c.doctorId, nameAr: c.doctorNameAr, nameEn: c.doctorNameEn, specialtyId: c.specialtyId },
      complaint: c.complaint,
      diagnosisCode: c.diagnosisCode,
      diagnosisText: c.diagnosisText ?? '',
      documented: c.documentedAt !== null,
      prescriptionItems: items.filter((item) => item.bookingId === c.bookingId).length,
    })),
    prescriptions,
    referrals: referralViews.filter((r) => r.referral.kind === 'specialty'),
    labTests: referralViews.filter((r) => r.referral.kind === 'lab'),
    radiology: referralViews.filter((r) => r.referral.kind === 'radio'),
    measurements,
  }
}

/** The file's height and weight entries (SPEC 2.8), as the measurements feature keeps them. */
async function measurementsOf(db: Database, file: RecordFile): Promise<HealthRecord['measurements']> {
  const items = await measurementsService.listForFile(db, {
    patientId: file.patientId,
    dependentId: file.dependentId,
  })
  return items.map(({ id, kind, value, measuredOn }) => ({ id, kind, value, measuredOn }))
}

/** `GET /api/v1/health-records?fileId=`: the patient's record of one of their own files (theirs, a family member's). */
export async function getMyRecord(ctx: SignedInContext, fileId: string | undefined): Promise<HealthRecord> {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const holderId = ctx.session.userId
  const id = fileId ?? holderId
  const person = await consultsRepository.findFilePerson(ctx.db, holderId, id)
  if (!person) throw new DomainError(id === holderId ? 'PROFILE_NOT_FOUND' : 'MEDICAL_FILE_NOT_FOUND')
  return recordOf(ctx, { patientId: holderId, dependentId: id === holderId ? null : id, fileId: id }, person)
}

/**
 * `GET /api/v1/consults/{bookingId}/record`: the record of the booking's patient, for the booking's doctor during and
 * after the consult (SPEC 6: that patient only) and for admins; every read is audited for the patient to see.
 */
export async function getRecordForConsult(ctx: SignedInContext, bookingId: string): Promise<HealthRecord> {
  const row = await consultsRepository.findConsult(ctx.db, bookingId)
  if (!row) throw new DomainError('BOOKING_NOT_FOUND')
  const side = sideOf(ctx, row)
  const doctor = side === 'doctor' && ['opened', 'going', 'finished'].includes(row.status)
  if (!doctor && !isAdmin(ctx)) throw new DomainError('BOOKING_NOT_FOUND')
  const fileId = fileIdOf(row)
  await auditService.record(ctx.db, {
    actorUserId: ctx.session.userId,
    action: 'healthRecord.read',
    subjectUserId: row.patientId,
    resource: `health-records/${fileId}`,
    detail: { bookingId, readerRole: ctx.session.contextRole },
  })
  return recordOf(
    ctx,
    { patientId: row.patientId, dependentId: row.dependentId, fileId },
    { name: row.fileName ?? '', gender: row.fileGender, birthday: row.fileBirthday },
  )
}

// ---- The prescription PDF (issue 11 §3) ----

/**
 * `GET /api/v1/consults/{bookingId}/prescription.pdf`: the prescription as a bilingual PDF (docs/decisions/0021), for
 * the patient side, the booking's doctor and admins (audited); none until the doctor has written one.
 */
export async function prescriptionPdf(
  ctx: SignedInContext,
  bookingId: string,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { row } = await readableConsult(ctx, bookingId, 'prescription')
  const [note, items, specialty] = await Promise.all([
    consultsRepository.findNote(ctx.db, bookingId),
    consultsRepository.itemsOf(ctx.db, [bookingId]),
    catalogService.findSpecialty(ctx, row.doctorSpecialtyId),
  ])
  if (!note || items.length === 0) throw new DomainError('NOT_FOUND')
  const catalogued = note.diagnosisCode ? diagnoses.find((d) => d.code === note.diagnosisCode) : undefined
  const diagnosis =
    [
      catalogued ? `${catalogued.ar} — ${catalogued.en} (${catalogued.code})` : note.diagnosisCode,
      note.diagnosisText,
    ]
      .filter((part) => part && part.trim())
      .join('، ') || null
  const patient = patientOf(row, ctx.clock.now())
  const pdf = await renderPrescriptionPdf({
    verificationCode: note.verificationCode,
    issuedAt: note.updatedAt,
    doctor: {
      nameAr: row.doctorNameAr,
      nameEn: row.doctorNameEn,
      titleAr: translate('ar', `profiles:medTitles.${row.doctorMedTitle}`),
      titleEn: translate('en', `profiles:medTitles.${row.doctorMedTitle}`),
      specialtyAr: specialty?.nameAr ?? '',
      specialtyEn: specialty?.nameEn ?? '',
      licenceNumber: row.doctorLicenceNumber ?? '',
    },
    patient: { name: patient.name, ageYears: patient.ageYears, gender: patient.gender },
    diagnosis,
    items: items.map(({ drugName, form, dose, frequency, duration, instructions }) => ({
      drugName,
      form,
      dose,
      frequency,
      duration,
      instructions,
    })),
    notes: note.note || null,
  })
  return { pdf, filename: `prescription-${note.verificationCode}.pdf` }
}
