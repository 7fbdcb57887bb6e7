import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/**
 * Table types as Kysely sees them (camelCase through CamelCasePlugin). Kept by hand beside the migrations:
 * kysely-codegen needs a running database at build time, which the embedded default makes awkward (ADR 0002).
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type DateColumn = ColumnType<string, string, string>

export interface UsersTable {
  id: Generated<string>
  phone: string
  email: string | null
  emailVerified: Generated<boolean>
  passwordHash: string
  primaryRole: string
  isAdmin: Generated<boolean>
  testing: Generated<boolean>
  deactivated: Generated<boolean>
  language: Generated<string>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface SessionsTable {
  id: Generated<string>
  tokenHash: string
  userId: string
  contextRole: string
  language: string
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
  expiresAt: Timestamp
}

export interface OtpCodesTable {
  id: Generated<string>
  phone: string
  purpose: string
  userId: string | null
  codeHash: string
  attempts: Generated<number>
  expiresAt: Timestamp
  verifiedAt: NullableTimestamp
  ticketHash: string | null
  ticketUsedAt: NullableTimestamp
  createdAt: DefaultTimestamp
}

export interface AuthFailuresTable {
  id: Generated<string>
  subject: string
  createdAt: DefaultTimestamp
}

export interface EmailVerificationsTable {
  id: Generated<string>
  userId: string
  email: string
  tokenHash: string
  expiresAt: Timestamp
  usedAt: NullableTimestamp
  createdAt: DefaultTimestamp
}

export interface FilesTable {
  id: Generated<string>
  ownerUserId: string
  purpose: string
  contentType: string
  sizeBytes: number
  storageKey: string
  createdAt: DefaultTimestamp
}

export interface GovernoratesTable {
  id: Generated<number>
  code: string
  nidCode: string
  nameAr: string
  nameEn: string
}
export interface AreasTable {
  id: Generated<number>
  governorateId: number
  nameAr: string
  nameEn: string
}
export interface SpecialtiesTable {
  id: Generated<number>
  key: string
  nameAr: string
  nameEn: string
  isPrimaryCare: boolean
  enabledVideo: boolean
  enabledClinic: boolean
  enabledHome: boolean
}
export interface NationalitiesTable {
  id: Generated<number>
  iso2: string
  phoneCode: string
  nameEn: string
  nameAr: string
  nameFr: string
}

export interface PatientsTable {
  userId: string
  name: string
  gender: string
  birthday: DateColumn
  email: string | null
  phoneNumber: string
  addresses: JSONColumnType<unknown[], string, string>
  height: string | null
  weight: string | null
  nationalityId: number | null
  idNumber: string | null
  idDocumentFileId: string | null
  resellerCode: string | null
  maritalStatus: string | null
  workType: string | null
  nativeLanguage: string | null
  arabicProficiency: string | null
  englishProficiency: string | null
  frenchProficiency: string | null
  photoFileId: string | null
  verified: Generated<boolean>
  testing: Generated<boolean>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface DoctorsTable {
  userId: string
  nameAr: string
  nameEn: string | null
  gender: string
  birthday: DateColumn
  email: string | null
  phoneNumber: string
  specialtyId: number
  medTitle: string
  resellerCode: string | null
  regCompleteness: JSONColumnType<Record<string, number>, string, string>
  photoFileId: string | null
  verified: Generated<boolean>
  testing: Generated<boolean>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface CentresTable {
  userId: string
  kind: string
  businessName: string
  businessInfo: string
  commercialRegNo: string
  contactPerson: string
  receptionPhone: string
  openingTimes: string
  homeVisit: boolean
  certificates: JSONColumnType<string[], string, string>
  email: string | null
  phoneNumber: string
  addresses: JSONColumnType<unknown[], string, string>
  photoFileId: string | null
  verified: Generated<boolean>
  testing: Generated<boolean>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface AdminsTable {
  userId: string
  name: string
  email: string | null
  phoneNumber: string
  photoFileId: string | null
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface OutboxMessagesTable {
  id: Generated<string>
  channel: string
  recipient: string
  subject: string | null
  body: string
  createdAt: DefaultTimestamp
}

export interface AuditLogTable {
  id: Generated<string>
  actorUserId: string | null
  action: string
  subjectUserId: string | null
  resource: string
  createdAt: DefaultTimestamp
}

export interface DB {
  users: UsersTable
  sessions: SessionsTable
  otpCodes: OtpCodesTable
  authFailures: AuthFailuresTable
  emailVerifications: EmailVerificationsTable
  files: FilesTable
  governorates: GovernoratesTable
  areas: AreasTable
  specialties: SpecialtiesTable
  nationalities: NationalitiesTable
  patients: PatientsTable
  doctors: DoctorsTable
  centres: CentresTable
  admins: AdminsTable
  outboxMessages: OutboxMessagesTable
  auditLog: AuditLogTable
}
