import type { BookingStatus } from '@app/domain/bookings'
import { callWindow, type CallRole, type ConsultView } from '@app/domain/consults'
import { asGender } from '@app/domain/profiles'
import { ageOn, cairoDate } from '@app/domain/shared'
import * as filesService from '#api/features/files/files.service'
import type { SignedInContext } from '#api/plugins/context'
import { consultOf, fileIdOf } from './consults.access'
import type { ConsultRow } from './consults.repository'

// The consult as its two sides see it: the waiting room's and the call page's view, and the doctor and patient on it

export function doctorOf(row: ConsultRow): ConsultView['doctor'] {
  return {
    id: row.doctorId,
    nameAr: row.doctorNameAr,
    nameEn: row.doctorNameEn,
    gender: asGender(row.doctorGender),
    medTitle: row.doctorMedTitle as ConsultView['doctor']['medTitle'],
    specialtyId: row.doctorSpecialtyId,
    licenceNumber: row.doctorLicenceNumber,
    photoUrl: filesService.optionalFileUrl(row.doctorPhotoFileId),
  }
}

export function patientOf(row: ConsultRow, now: Date): ConsultView['patient'] {
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
