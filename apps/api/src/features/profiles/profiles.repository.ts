import type { CentreProfileInput, DoctorStartProfileInput, PatientProfileInput } from '@app/domain/profiles'
import type { Role } from '@app/domain/shared'
import { sql, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { AdminsTable, CentresTable, DoctorsTable, PatientsTable } from '#api/db/schema'

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

export type PatientRow = Selectable<PatientsTable>
export type DoctorRow = Selectable<DoctorsTable>
export type CentreRow = Selectable<CentresTable>
export type AdminRow = Selectable<AdminsTable>

/** A user's profile row for a role, as stored (profiles.mappers.ts makes responses of it). */
export type ProfileRow =
  | { role: 'patient'; row: PatientRow }
  | { role: 'doctor'; row: DoctorRow }
  | { role: 'lab' | 'radio'; row: CentreRow }
  | { role: 'admin'; row: AdminRow }

export async function findProfileRow(
  db: Database,
  userId: string,
  role: Role,
  forUpdate = false,
): Promise<ProfileRow | null> {
  switch (role) {
    case 'patient': {
      let query = db.selectFrom('patients').selectAll().where('userId', '=', userId)
      if (forUpdate) query = query.forUpdate()
      const row = await query.executeTakeFirst()
      return row ? { role, row } : null
    }
    case 'doctor': {
      let query = db.selectFrom('doctors').selectAll().where('userId', '=', userId)
      if (forUpdate) query = query.forUpdate()
      const row = await query.executeTakeFirst()
      return row ? { role, row } : null
    }
    case 'lab':
    case 'radio': {
      let query = db.selectFrom('centres').selectAll().where('userId', '=', userId).where('kind', '=', role)
      if (forUpdate) query = query.forUpdate()
      const row = await query.executeTakeFirst()
      return row ? { role, row } : null
    }
    case 'admin': {
      let query = db.selectFrom('admins').selectAll().where('userId', '=', userId)
      if (forUpdate) query = query.forUpdate()
      const row = await query.executeTakeFirst()
      return row ? { role, row } : null
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
