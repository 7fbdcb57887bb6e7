import {
  asGender,
  type AddressItem,
  type DoctorStartProfileInput,
  type Gender,
  type PatientProfileInput,
  type Profile,
} from '@app/domain/profiles'
import * as filesService from '#api/features/files/files.service'
import type { ProfileRow } from './profiles.repository'

/**
 * Rows become responses here and only here (docs/decisions/0007): the repository returns rows as stored, the
 * service calls these.
 */

const photoUrl = filesService.optionalFileUrl
const iso = (value: Date | string) => new Date(value).toISOString()
const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value)

/** What the frame (the session, the side menu) shows of the profile the user acts in. */
export interface ProfileSummary {
  name: string
  nameEn: string | null
  /** A person's (patient, doctor): texts about or to them agree with it (issue 41 §4); a lab, radio or admin none. */
  gender: Gender | null
  photoUrl: string | null
  hasAddress: boolean
  verified: boolean
  testing: boolean
  regCompleteness: Record<string, number> | null
}

export function toSummary(profile: ProfileRow): ProfileSummary {
  switch (profile.role) {
    case 'patient': {
      const p = profile.row
      return {
        name: p.name,
        nameEn: null,
        gender: asGender(p.gender),
        photoUrl: photoUrl(p.photoFileId),
        hasAddress: (p.addresses as unknown[]).length > 0,
        verified: p.verified,
        testing: p.testing,
        regCompleteness: null,
      }
    }
    case 'doctor': {
      const d = profile.row
      return {
        name: d.nameAr,
        nameEn: d.nameEn,
        gender: asGender(d.gender),
        photoUrl: photoUrl(d.photoFileId),
        hasAddress: true,
        verified: d.verified,
        testing: d.testing,
        regCompleteness: d.regCompleteness,
      }
    }
    case 'lab':
    case 'radio': {
      const c = profile.row
      return {
        name: c.businessName,
        nameEn: null,
        gender: null,
        photoUrl: photoUrl(c.photoFileId),
        hasAddress: true,
        verified: c.verified,
        testing: c.testing,
        regCompleteness: null,
      }
    }
    case 'admin': {
      const a = profile.row
      return {
        name: a.name,
        nameEn: null,
        gender: null,
        photoUrl: photoUrl(a.photoFileId),
        hasAddress: true,
        verified: true,
        testing: false,
        regCompleteness: null,
      }
    }
  }
}

/** The full profile; `duplicateNationalId`: another account holds the patient's national ID (SPEC 5). */
export function toProfile(profile: ProfileRow, duplicateNationalId: boolean): Profile {
  switch (profile.role) {
    case 'patient': {
      const p = profile.row
      return {
        role: 'patient',
        userId: p.userId,
        name: p.name,
        gender: p.gender as 'male' | 'female',
        birthday: p.birthday,
        email: p.email,
        phoneNumber: p.phoneNumber,
        addresses: p.addresses as AddressItem[],
        height: opt(p.height),
        weight: opt(p.weight),
        nationalityId: opt(p.nationalityId),
        idNumber: opt(p.idNumber),
        idDocumentFileId: p.idDocumentFileId,
        duplicateNationalId,
        resellerCode: opt(p.resellerCode),
        maritalStatus: opt(p.maritalStatus) as PatientProfileInput['maritalStatus'],
        workType: opt(p.workType),
        nativeLanguage: opt(p.nativeLanguage),
        arabicProficiency: opt(p.arabicProficiency) as PatientProfileInput['arabicProficiency'],
        englishProficiency: opt(p.englishProficiency) as PatientProfileInput['englishProficiency'],
        frenchProficiency: opt(p.frenchProficiency) as PatientProfileInput['frenchProficiency'],
        photoUrl: photoUrl(p.photoFileId),
        verified: p.verified,
        testing: p.testing,
        createdAt: iso(p.createdAt),
        updatedAt: iso(p.updatedAt),
      }
    }
    case 'doctor': {
      const d = profile.row
      return {
        role: 'doctor',
        userId: d.userId,
        nameAr: d.nameAr,
        nameEn: opt(d.nameEn),
        gender: d.gender as 'male' | 'female',
        birthday: d.birthday,
        email: d.email,
        phoneNumber: d.phoneNumber,
        specialtyId: d.specialtyId,
        medTitle: d.medTitle as DoctorStartProfileInput['medTitle'],
        resellerCode: opt(d.resellerCode),
        regCompleteness: d.regCompleteness,
        photoUrl: photoUrl(d.photoFileId),
        verified: d.verified,
        testing: d.testing,
        createdAt: iso(d.createdAt),
        updatedAt: iso(d.updatedAt),
      }
    }
    case 'lab':
    case 'radio': {
      const c = profile.row
      const role = profile.role
      return {
        role,
        userId: c.userId,
        businessName: c.businessName,
        businessInfo: c.businessInfo,
        commercialRegNo: c.commercialRegNo,
        contactPerson: c.contactPerson,
        receptionPhone: c.receptionPhone,
        openingTimes: c.openingTimes,
        homeVisit: c.homeVisit,
        certificates: c.certificates,
        email: c.email,
        phoneNumber: c.phoneNumber,
        addresses: c.addresses as AddressItem[],
        photoUrl: photoUrl(c.photoFileId),
        verified: c.verified,
        testing: c.testing,
        createdAt: iso(c.createdAt),
        updatedAt: iso(c.updatedAt),
      }
    }
    case 'admin': {
      const a = profile.row
      return {
        role: 'admin',
        userId: a.userId,
        name: a.name,
        email: a.email,
        phoneNumber: a.phoneNumber,
        photoUrl: photoUrl(a.photoFileId),
        verified: true,
        testing: false,
        createdAt: iso(a.createdAt),
        updatedAt: iso(a.updatedAt),
      }
    }
  }
}
