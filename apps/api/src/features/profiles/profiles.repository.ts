import type {
  AddressItem,
  CentreProfileInput,
  DoctorStartProfileInput,
  PatientProfileInput,
  Profile,
} from '@app/domain/profiles'
import type { Role } from '@app/domain/shared'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

const photoUrl = (fileId: string | null) => (fileId ? `/api/v1/files/${fileId}` : null)
const iso = (value: Date | string) => new Date(value).toISOString()
const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value)

export interface ProfileSummary {
  name: string
  nameEn: string | null
  photoUrl: string | null
  hasAddress: boolean
  verified: boolean
  testing: boolean
  regCompleteness: Record<string, number> | null
}

/** The roles whose profile row exists for a user. */
export async function findRoles(db: Database, userId: string): Promise<Role[]> {
  const rows = await sql<{ role: Role }>`
    select 'patient' as role from patients where user_id = ${userId}
    union all select 'doctor' from doctors where user_id = ${userId}
    union all select kind from centres where user_id = ${userId}
    union all select 'admin' from admins where user_id = ${userId}
  `.execute(db)
  return rows.rows.map((r) => r.role)
}

export async function findSummary(db: Database, userId: string, role: Role): Promise<ProfileSummary | null> {
  switch (role) {
    case 'patient': {
      const p = await db
        .selectFrom('patients')
        .select([
          'name',
          'photoFileId',
          'verified',
          'testing',
          sql<number>`jsonb_array_length(addresses)`.as('addressCount'),
        ])
        .where('userId', '=', userId)
        .executeTakeFirst()
      return p
        ? {
            name: p.name,
            nameEn: null,
            photoUrl: photoUrl(p.photoFileId),
            hasAddress: p.addressCount > 0,
            verified: p.verified,
            testing: p.testing,
            regCompleteness: null,
          }
        : null
    }
    case 'doctor': {
      const d = await db
        .selectFrom('doctors')
        .select(['nameAr', 'nameEn', 'photoFileId', 'verified', 'testing', 'regCompleteness'])
        .where('userId', '=', userId)
        .executeTakeFirst()
      return d
        ? {
            name: d.nameAr,
            nameEn: d.nameEn,
            photoUrl: photoUrl(d.photoFileId),
            hasAddress: true,
            verified: d.verified,
            testing: d.testing,
            regCompleteness: d.regCompleteness,
          }
        : null
    }
    case 'lab':
    case 'radio': {
      const c = await db
        .selectFrom('centres')
        .select(['businessName', 'photoFileId', 'verified', 'testing'])
        .where('userId', '=', userId)
        .where('kind', '=', role)
        .executeTakeFirst()
      return c
        ? {
            name: c.businessName,
            nameEn: null,
            photoUrl: photoUrl(c.photoFileId),
            hasAddress: true,
            verified: c.verified,
            testing: c.testing,
            regCompleteness: null,
          }
        : null
    }
    case 'admin': {
      const a = await db
        .selectFrom('admins')
        .select(['name', 'photoFileId'])
        .where('userId', '=', userId)
        .executeTakeFirst()
      return a
        ? {
            name: a.name,
            nameEn: null,
            photoUrl: photoUrl(a.photoFileId),
            hasAddress: true,
            verified: true,
            testing: false,
            regCompleteness: null,
          }
        : null
    }
  }
}

export async function findProfile(db: Database, userId: string, role: Role): Promise<Profile | null> {
  switch (role) {
    case 'patient': {
      const p = await db.selectFrom('patients').selectAll().where('userId', '=', userId).executeTakeFirst()
      if (!p) return null
      const duplicate = p.idNumber ? await countOthersWithNationalId(db, p.idNumber, userId) : 0
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
        duplicateNationalId: duplicate > 0,
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
      const d = await db.selectFrom('doctors').selectAll().where('userId', '=', userId).executeTakeFirst()
      if (!d) return null
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
      const c = await db
        .selectFrom('centres')
        .selectAll()
        .where('userId', '=', userId)
        .where('kind', '=', role)
        .executeTakeFirst()
      if (!c) return null
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
      const a = await db.selectFrom('admins').selectAll().where('userId', '=', userId).executeTakeFirst()
      if (!a) return null
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

const nul = <T>(value: T | undefined): T | null => (value === undefined ? null : value)

function patientColumns(input: PatientProfileInput) {
  return {
    name: input.name,
    gender: input.gender,
    birthday: input.birthday,
    addresses: JSON.stringify(input.addresses),
    height: nul(input.height),
    weight: nul(input.weight),
    nationalityId: nul(input.nationalityId),
    idNumber: nul(input.idNumber),
    resellerCode: nul(input.resellerCode),
    maritalStatus: nul(input.maritalStatus),
    workType: nul(input.workType),
    nativeLanguage: nul(input.nativeLanguage),
    arabicProficiency: nul(input.arabicProficiency),
    englishProficiency: nul(input.englishProficiency),
    frenchProficiency: nul(input.frenchProficiency),
  }
}

function doctorColumns(input: DoctorStartProfileInput) {
  return {
    nameAr: input.nameAr,
    nameEn: nul(input.nameEn),
    gender: input.gender,
    birthday: input.birthday,
    specialtyId: input.specialtyId,
    medTitle: input.medTitle,
    resellerCode: nul(input.resellerCode),
  }
}

function centreColumns(input: CentreProfileInput) {
  return {
    businessName: input.businessName,
    businessInfo: input.businessInfo,
    commercialRegNo: input.commercialRegNo,
    contactPerson: input.contactPerson,
    receptionPhone: input.receptionPhone,
    openingTimes: input.openingTimes,
    homeVisit: input.homeVisit,
    certificates: JSON.stringify(input.certificates),
    addresses: JSON.stringify(input.addresses),
  }
}

export interface Contact {
  email: string | null
  phoneNumber: string
}

export async function insertPatient(
  db: Database,
  userId: string,
  contact: Contact,
  input: PatientProfileInput,
) {
  await db
    .insertInto('patients')
    .values({ userId, ...contact, ...patientColumns(input) })
    .execute()
}
export async function updatePatient(db: Database, userId: string, input: PatientProfileInput) {
  await db
    .updateTable('patients')
    .set({ ...patientColumns(input), updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute()
}
export async function insertDoctor(
  db: Database,
  userId: string,
  contact: Contact,
  input: DoctorStartProfileInput,
  regCompleteness: Record<string, number>,
) {
  await db
    .insertInto('doctors')
    .values({ userId, ...contact, ...doctorColumns(input), regCompleteness: JSON.stringify(regCompleteness) })
    .execute()
}
export async function updateDoctor(db: Database, userId: string, input: DoctorStartProfileInput) {
  await db
    .updateTable('doctors')
    .set({ ...doctorColumns(input), updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute()
}
export async function insertCentre(
  db: Database,
  userId: string,
  contact: Contact,
  input: CentreProfileInput,
) {
  await db
    .insertInto('centres')
    .values({ userId, kind: input.role, ...contact, ...centreColumns(input) })
    .execute()
}
export async function updateCentre(db: Database, userId: string, input: CentreProfileInput) {
  await db
    .updateTable('centres')
    .set({ ...centreColumns(input), updatedAt: new Date() })
    .where('userId', '=', userId)
    .where('kind', '=', input.role)
    .execute()
}

/** SPEC 7.1: a changed email or phone is written to every profile of the user (the caller's transaction). */
export async function updateContact(db: Database, userId: string, contact: Partial<Contact>): Promise<void> {
  const set = { ...contact, updatedAt: new Date() }
  await db.updateTable('patients').set(set).where('userId', '=', userId).execute()
  await db.updateTable('doctors').set(set).where('userId', '=', userId).execute()
  await db.updateTable('centres').set(set).where('userId', '=', userId).execute()
  await db.updateTable('admins').set(set).where('userId', '=', userId).execute()
}

export async function countOthersWithNationalId(
  db: Database,
  idNumber: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('patients')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('idNumber', '=', idNumber)
    .where('userId', '<>', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

const photoTable = { patient: 'patients', doctor: 'doctors', admin: 'admins' } as const

/**
 * Points a role profile at a new photo; the photo it had before (null for none), so it can be deleted; false when
 * there is no such profile.
 */
export async function setPhoto(
  db: Database,
  userId: string,
  role: Role,
  fileId: string,
): Promise<false | { replaced: string | null }> {
  const set = { photoFileId: fileId, updatedAt: new Date() }
  const previous =
    role === 'lab' || role === 'radio'
      ? await db
          .selectFrom('centres')
          .select('photoFileId')
          .where('userId', '=', userId)
          .where('kind', '=', role)
          .forUpdate()
          .executeTakeFirst()
      : await db
          .selectFrom(photoTable[role])
          .select('photoFileId')
          .where('userId', '=', userId)
          .forUpdate()
          .executeTakeFirst()
  if (!previous) return false
  if (role === 'lab' || role === 'radio')
    await db.updateTable('centres').set(set).where('userId', '=', userId).where('kind', '=', role).execute()
  else await db.updateTable(photoTable[role]).set(set).where('userId', '=', userId).execute()
  return { replaced: previous.photoFileId }
}

/** Points a patient at a new identity document; the one it replaces (null for none), or false with no patient. */
export async function setIdDocument(
  db: Database,
  userId: string,
  fileId: string,
): Promise<false | { replaced: string | null }> {
  const previous = await db
    .selectFrom('patients')
    .select('idDocumentFileId')
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst()
  if (!previous) return false
  await db
    .updateTable('patients')
    .set({ idDocumentFileId: fileId, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute()
  return { replaced: previous.idDocumentFileId }
}
