import { randomBytes, randomInt } from 'node:crypto'
import {
  dispenseCodeLength,
  missingNoteFields,
  type ConsultNote,
  type PrescriptionItem,
  type ReferralView,
  type SaveSessionSummary,
  type SessionSummary,
  saveSessionSummarySchema,
  verificationCodeAlphabet,
  verificationCodeLength,
} from '@app/domain/consults'
import { DomainError, type ErrorIssue } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { SignedInContext } from '#api/plugins/context'
import { consultOf, publishUpdated } from './consults.access'
import * as consultsRepository from './consults.repository'
import type { ConsultBooking, ConsultRow, ItemRow, NoteRow, ReferralRow } from './consults.repository'

// The doctor's session summary: the visit, the prescription and the referrals, and documenting the consult

function noteOf(row: NoteRow | undefined): ConsultNote {
  return {
    history: row?.history ?? '',
    examination: row?.examination ?? '',
    diagnosisCode: row?.diagnosisCode ?? null,
    diagnosisText: row?.diagnosisText ?? '',
    observationCodes: row?.observationCodes ?? [],
    note: row?.note ?? '',
    interviewResult: row?.interviewResult ?? '',
  }
}

export const itemOf = (row: ItemRow): PrescriptionItem => ({
  medicineCode: row.medicineCode,
  drugName: row.drugName,
  form: row.form,
  dose: row.dose,
  frequency: row.frequency,
  duration: row.duration,
  instructions: row.instructions,
})

export function referralOf(row: ReferralRow): ReferralView {
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

export async function summaryOf(
  db: Database,
  booking: Pick<ConsultBooking, 'id' | 'documentedAt'>,
): Promise<SessionSummary> {
  return (await summaryWithNote(db, booking)).summary
}

/** The doctor's summary, and the note it was made from (its codes and dispensing, issue 45 §4). */
export async function summaryWithNote(
  db: Database,
  booking: Pick<ConsultBooking, 'id' | 'documentedAt'>,
): Promise<{ summary: SessionSummary; note: NoteRow | undefined }> {
  const [note, items, referrals] = await Promise.all([
    consultsRepository.findNote(db, booking.id),
    consultsRepository.itemsOf(db, [booking.id]),
    consultsRepository.referralsOf(db, [booking.id]),
  ])
  const view = noteOf(note)
  const summary: SessionSummary = {
    bookingId: booking.id,
    note: view,
    prescription: items.map(itemOf),
    referrals: referrals.map(referralOf),
    missing: missingNoteFields(view),
    documentedAt: booking.documentedAt?.toISOString() ?? null,
    verificationCode: note?.verificationCode ?? null,
    updatedAt: note?.updatedAt.toISOString() ?? null,
  }
  return { summary, note }
}

async function doctorsBooking(ctx: SignedInContext, bookingId: string): Promise<ConsultRow> {
  const { row, side } = await consultOf(ctx, bookingId)
  // The patient side has the consultation summary (getCallSummary), not the doctor's working copy.
  if (side !== 'doctor') throw new DomainError('BOOKING_NOT_FOUND')
  return row
}

/**
 * `GET /api/v1/consults/{bookingId}/summary`: the booking's doctor's session summary. Until it is first saved, its
 * complaint and history starts as the patient's complaint, which the doctor completes (issue 41 §4: the field was
 * empty while the complaint showed just above it).
 */
export async function getSessionSummary(ctx: SignedInContext, bookingId: string): Promise<SessionSummary> {
  const booking = await doctorsBooking(ctx, bookingId)
  const summary = await summaryOf(ctx.db, booking)
  if (summary.updatedAt !== null || summary.note.history !== '' || !booking.complaint) return summary
  const note = { ...summary.note, history: booking.complaint }
  return { ...summary, note, missing: missingNoteFields(note) }
}

/**
 * A prescription's public code (issue 45 §4): 10 characters of Crockford's base 32, each 5 random bits (50 in all,
 * none favoured), written `ABCDE-FGHJK`. Guessing one is made impractical by that and by the verify route's limits.
 */
export function verificationCode(): string {
  const chars = [...randomBytes(verificationCodeLength)].map((b) => verificationCodeAlphabet[b & 31])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** The patient's private dispense code: 6 digits, uniformly random. */
export const dispenseCode = (): string => String(randomInt(0, 10 ** dispenseCodeLength)).padStart(6, '0')

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
      {
        bookingId,
        ...input.note,
        // Each observation once, in the order the doctor picked them.
        observationCodes: [...new Set(input.note.observationCodes)],
        verificationCode: verificationCode(),
        dispenseCode: dispenseCode(),
      },
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
      const consult = await consultsRepository.findConsult(trx, bookingId)
      const doctor = notificationsService.doctorNamed(
        consult && {
          nameAr: consult.doctorNameAr,
          nameEn: consult.doctorNameEn,
          gender: consult.doctorGender,
        },
      )
      await notificationsService.notifyAll(
        ctx,
        trx,
        [...new Set([booking.patientId, booking.payerId])].map((recipientId) => ({
          recipientId,
          type: 'consults.summaryReady' as const,
          params: doctor,
          link: `/call-summary/${bookingId}`,
        })),
      )
      await publishUpdated(trx, booking)
    }
    return summaryOf(trx, { id: bookingId, documentedAt })
  })
}
