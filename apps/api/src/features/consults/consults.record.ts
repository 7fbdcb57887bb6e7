import type { BookingStatus } from '@app/domain/bookings'
import type { HealthRecord } from '@app/domain/consults'
import { ageOn, cairoDate, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as auditService from '#api/features/audit/audit.service'
import * as measurementsService from '#api/features/measurements/measurements.service'
import type { SignedInContext } from '#api/plugins/context'
import { fileIdOf, isAdmin, sideOf } from './consults.access'
import * as consultsRepository from './consults.repository'
import { itemOf, referralOf } from './consults.summary'

// The health record: a patient file's consults, prescriptions, referrals and measurements

type RecordFile = { patientId: string; dependentId: string | null; fileId: string }

async function recordOf(
  ctx: SignedInContext,
  file: RecordFile,
  person: { name: string; gender: string | null; birthday: string | null },
  /** The patient's own reading: with the dispense codes they hold (issue 45 §4). */
  own: boolean,
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
      verificationCode: byBooking.get(bookingId)?.verificationCode ?? '',
      dispenseCode: own ? (byBooking.get(bookingId)?.dispenseCode ?? null) : null,
      dispensedAt: byBooking.get(bookingId)?.dispensedAt?.toISOString() ?? null,
    }))
    .filter((p) => p.items.length > 0)
  const referralViews = referrals.map((r) => ({
    bookingId: r.bookingId,
    position: r.position,
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
  return recordOf(
    ctx,
    { patientId: holderId, dependentId: id === holderId ? null : id, fileId: id },
    person,
    true,
  )
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
    false,
  )
}
