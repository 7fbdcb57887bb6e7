import type { RegCompleteness } from '@app/domain/accounts'
import { practiceCompleteness, startCompleteness } from '@app/domain/doctors'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as schedulesService from '#api/features/schedules/schedules.service'
import { onDoctorChange } from '#api/shared/doctor-changes'
import * as doctorsRepository from './doctors.repository'
import type { DoctorRecord } from './doctors.repository'

// Completeness (SPEC 2.3, 3.1, 4)

function completenessOf(row: DoctorRecord, documents: number, scheduleRanges: number): RegCompleteness {
  const tabStart = startCompleteness({
    nameAr: row.nameAr,
    gender: row.gender,
    birthday: row.birthday,
    specialtyId: row.specialtyId,
    medTitle: row.medTitle,
    yearsOfExperience: row.yearsOfExperience,
    medicalDegree: row.medicalDegree,
    licenceNumber: row.licenceNumber,
    aboutAr: row.aboutAr,
    photo: row.photoFileId !== null,
    languages: row.languages.filter((l) => l.level !== 'none').length,
  })
  const practiceVideo = practiceCompleteness('video', {
    active: row.videoActive,
    priceSet: row.videoPrice !== null,
    scheduleRanges,
    documents,
  })
  const clinic = practiceCompleteness('clinic', {
    active: row.clinicActive,
    priceSet: row.clinicPrice !== null,
    scheduleRanges,
    documents,
    clinicAddress: row.clinicAddress !== null && row.clinicAreaId !== null,
  })
  const home = practiceCompleteness('home', {
    active: row.homeActive,
    priceSet: row.homePrice !== null,
    scheduleRanges,
    documents,
    areas: row.homeAreaIds.length,
  })
  // SPEC 2.3: a practice sub-item appears once the practice has a value; video is always there (the guard).
  const clinicTouched = row.clinicActive || row.clinicPrice !== null || row.clinicAddress !== null
  const homeTouched = row.homeActive || row.homePrice !== null || row.homeAreaIds.length > 0
  return {
    tabStart,
    practiceVideo,
    ...(clinicTouched ? { practiceClinic: clinic } : {}),
    ...(homeTouched ? { practiceHome: home } : {}),
  }
}

/**
 * Recomputes regCompleteness from what is stored and keeps it on the doctor's row, in the caller's transaction:
 * every save of the profile, a practice, the photo, the schedule or a document ends here (through
 * shared/doctor-changes), so the session (and the SPEC 4 doctor guard) always reads the truth.
 */
export async function refreshDerived(db: Database, doctorId: string): Promise<RegCompleteness> {
  const row = await doctorsRepository.findById(db, doctorId)
  if (!row) throw new DomainError('PROFILE_NOT_FOUND')
  const documents = await doctorsRepository.countDocuments(db, doctorId)
  const scheduleRanges = await schedulesService.countScheduledRanges(db, doctorId)
  const completeness = completenessOf(row, documents, scheduleRanges)
  await doctorsRepository.setRegCompleteness(db, doctorId, completeness as Record<string, number>)
  return completeness
}

// The one place derived values are refreshed: any feature's write that can move them announces it (issue 7 §2).
onDoctorChange(async (db, doctorId) => {
  await refreshDerived(db, doctorId)
})
