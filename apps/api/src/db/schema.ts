import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely'

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
  /** Set when the account was deleted (anonymised, 2026_11_25_1702). */
  deletedAt: NullableTimestamp
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
  lastSeenAt: DefaultTimestamp
  userAgent: string | null
  ip: string | null
  /** When the admin's second factor opened this session; the database refuses an admin session without it. */
  secondFactorAt: NullableTimestamp
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
  /** The address (an IPv6 /64) the attempt came from; '' for rows older than the column. */
  source: Generated<string>
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
  activeDrsVideo: Generated<number>
  activeDrsClinic: Generated<number>
  activeDrsHome: Generated<number>
  /** SPEC 4: a free follow-up within two weeks, unless the specialty does not allow it (issue 12 §4). */
  followUpAllowed: Generated<boolean>
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
  aboutAr: string | null
  aboutEn: string | null
  subspecialty: string | null
  /** SPEC 3.1 translations: the English subspecialty (2026_12_07_0500); the page falls back to the Arabic. */
  subspecialtyEn: string | null
  yearsOfExperience: Generated<number>
  medicalDegree: string | null
  medicalDegreeEn: Generated<string | null>
  /** SPEC 3.1 certificates with names; `category` and `type` from SPEC 3.7's catalogues (2026_12_07_0500). */
  certificates: ColumnType<
    { name: string; nameEn?: string; category?: string; type?: string }[],
    string | undefined,
    string
  >
  governorateId: number | null
  areaId: number | null
  licenceNumber: string | null
  /** SPEC 3.1 insurance category and name (2026_12_07_0500): both or neither. */
  insuranceCategory: string | null
  insuranceName: string | null
  /** SPEC 3.1 countries of practice: codes of SPEC 3.7's list. */
  practiceCountries: ColumnType<string[], string[] | undefined, string[]>
  languages: ColumnType<{ code: string; level: string }[], string | undefined, string>
  rating: number | null
  ratingCount: Generated<number>
  /** The sum of the stars of every rating: the mean is kept from it (issue 11). */
  ratingSum: Generated<number>
  submittedAt: NullableTimestamp
  /** Why the admins returned the profile (issue 10 §1); kept until their next decision. */
  reviewNote: string | null
  reviewedAt: NullableTimestamp
  reviewedBy: string | null
  videoActive: Generated<boolean>
  videoPrice: number | null
  videoPatientPrice: number | null
  clinicActive: Generated<boolean>
  clinicPrice: number | null
  clinicPatientPrice: number | null
  clinicGovernorateId: number | null
  clinicAreaId: number | null
  clinicAddress: string | null
  clinicPhones: ColumnType<string[], string | undefined, string>
  clinicLatitude: number | null
  clinicLongitude: number | null
  homeActive: Generated<boolean>
  homePrice: number | null
  homePatientPrice: number | null
  homeAreaIds: ColumnType<number[], number[] | undefined, number[]>
  /** Generated by PostgreSQL: the words both names are found by (name_tokens). */
  searchVector: ColumnType<string, never, never>
  /** Both names normalised as search normalises them (generated, 2026_11_25_2010): the admins' name search. */
  adminSearch: ColumnType<string, never, never>
}

export interface DoctorDocumentsTable {
  fileId: string
  doctorId: string
  contentType: string
  createdAt: DefaultTimestamp
}

export interface SchedulesTable {
  doctorId: string
  timeslotMinutes: number
  defaultWeek: JSONColumnType<object, string, string>
  weeks: JSONColumnType<object, string, string>
  days: JSONColumnType<object, string, string>
  updatedAt: DefaultTimestamp
}

/** Each doctor's 'available from', kept until a change or time makes it stale (migration 2026_11_23_1800). */
export interface DoctorNextSlotsTable {
  doctorId: string
  /** bigint, as a string. */
  version: ColumnType<string, string | undefined, string>
  horizonDays: number | null
  computedAt: Date | null
  nextSlotAt: Date | null
  staleAt: Date | null
}

export interface NotificationsTable {
  id: Generated<string>
  recipientId: string
  type: string
  params: JSONColumnType<Record<string, string | number>, string, string>
  link: string | null
  createdAt: DefaultTimestamp
  readAt: Date | null
  /** The admin's send it was kept for (issue 10 §3), else null. */
  broadcastId: ColumnType<string | null, string | null | undefined, string | null>
}

export interface NotificationChoicesTable {
  userId: string
  category: string
  channel: string
  enabled: boolean
}

export interface PushSubscriptionsTable {
  id: Generated<string>
  userId: string
  endpoint: string
  p256dh: string
  auth: string
  createdAt: DefaultTimestamp
}

export interface NotificationDeliveriesTable {
  id: Generated<string>
  notificationId: string
  channel: string
  status: 'sent' | 'failed' | 'skipped'
  detail: string | null
  at: DefaultTimestamp
}

export interface BookingsTable {
  id: Generated<string>
  doctorId: string
  /** The medical file the booking is for; the account holder who pays is payerId (SPEC 2.8). */
  patientId: string
  /** A family member's file held by patientId (SPEC 2.8); null: the account's own file. */
  dependentId: string | null
  payerId: string
  practice: string
  status: Generated<string>
  type: Generated<string>
  complaint: Generated<string>
  method: string | null
  doctorPrice: Generated<number>
  serviceFee: Generated<number>
  vat: Generated<number>
  surcharge: Generated<number>
  discount: Generated<number>
  total: Generated<number>
  timeZone: string | null
  timezoneOffsetMinutes: number | null
  holdExpiresAt: NullableTimestamp
  canceled: Generated<boolean>
  doctorNoShow: Generated<boolean>
  patientNoShow: Generated<boolean>
  visitedByDoctor: Generated<boolean>
  visitedByPatient: Generated<boolean>
  startsAt: Timestamp
  endsAt: Timestamp
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
  /** Issue 11: when each side entered the call room, when both were in, when it ended and was documented. */
  doctorJoinedAt: NullableTimestamp
  patientJoinedAt: NullableTimestamp
  startedAt: NullableTimestamp
  finishedAt: NullableTimestamp
  documentedAt: NullableTimestamp
  /** Issue 12: who cancelled and where the refund went; the one move; the consult a free follow-up follows. */
  canceledAt: NullableTimestamp
  canceledBy: string | null
  refundTo: string | null
  rescheduledAt: NullableTimestamp
  rescheduleCount: Generated<number>
  followUpOf: string | null
}

export interface CallTokensTable {
  tokenHash: Buffer
  bookingId: string
  userId: string
  role: string
  expiresAt: Timestamp
  createdAt: DefaultTimestamp
}

/** Issue 41 §3: the last render of a booking's prescription PDF, with the hash of the input it was made from. */
export interface PrescriptionPdfsTable {
  bookingId: string
  inputHash: Buffer
  pdf: Buffer
  renderedAt: Timestamp
}

export interface ConsultNotesTable {
  bookingId: string
  history: Generated<string>
  examination: Generated<string>
  diagnosisCode: string | null
  diagnosisText: Generated<string>
  /** SPEC 3.7 observations the doctor picked (codes of the domain's catalogue; 2026_12_07_0500). */
  observationCodes: ColumnType<string[], string[] | undefined, string[]>
  note: Generated<string>
  interviewResult: Generated<string>
  /** Issue 45 §4: public, `ABCDE-FGHJK`; printed with a QR code on the PDF, checked at /verify/{code}. */
  verificationCode: string
  /** Six digits the patient holds: a pharmacist marks the prescription dispensed with it. */
  dispenseCode: string
  dispensedAt: NullableTimestamp
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface PrescriptionItemsTable {
  bookingId: string
  position: number
  medicineCode: string | null
  drugName: string
  form: Generated<string>
  dose: Generated<string>
  frequency: Generated<string>
  duration: Generated<string>
  instructions: Generated<string>
}

export interface ReferralsTable {
  bookingId: string
  position: number
  kind: string
  specialtyId: number | null
  doctorId: string | null
  code: string | null
  name: Generated<string>
  note: Generated<string>
}

export interface ConsultRatingsTable {
  bookingId: string
  doctorId: string
  raterId: string
  stars: number
  comment: Generated<string>
  createdAt: DefaultTimestamp
}

export interface CallMessagesTable {
  id: Generated<string>
  seq: Generated<string>
  bookingId: string
  senderId: string
  senderRole: string
  body: string | null
  fileId: string | null
  createdAt: DefaultTimestamp
}

export interface BookingRemindersTable {
  bookingId: string
  kind: string
  sentAt: DefaultTimestamp
}

export interface DoctorWarningsTable {
  doctorId: string
  weekStart: DateColumn
  missed: number
  total: number
  createdAt: DefaultTimestamp
}

export interface DependentsTable {
  id: Generated<string>
  holderId: string
  name: string
  gender: string
  birthday: DateColumn
  relation: string
  createdAt: DefaultTimestamp
}

export interface MedicalFileLinksTable {
  holderId: string
  patientId: string
  createdAt: DefaultTimestamp
  expiresAt: Timestamp
}

/** Height and weight over time in a medical file (SPEC 2.8, 3.7; 2026_11_26_1100). */
export interface MeasurementsTable {
  id: Generated<string>
  patientId: string
  dependentId: string | null
  kind: string
  /** numeric(5,1): PostgreSQL sends it as text. */
  value: ColumnType<string, number, number>
  measuredOn: DateColumn
  createdAt: DefaultTimestamp
  createdBy: string | null
}

export interface PaymentOrdersTable {
  id: Generated<string>
  userId: string
  kind: string
  bookingId: string | null
  centreOrderId: string | null
  method: string
  provider: string
  amount: number
  status: Generated<string>
  providerOrderRef: string | null
  /** The provider's checkout address once opened (Paymob's unified checkout), so a return resumes it. */
  checkoutUrl: string | null
  kioskReference: string | null
  billing: JSONColumnType<Record<string, string> | null, string | null, string | null>
  expiresAt: Timestamp
  error: string | null
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
  completedAt: NullableTimestamp
}

export interface PaymentCallbacksTable {
  id: Generated<string>
  provider: string
  orderId: string | null
  transactionRef: string | null
  success: boolean | null
  valid: boolean
  outcome: string
  payload: JSONColumnType<object | null, string, string>
  receivedAt: DefaultTimestamp
}

/** A provider transaction that put money in, once per provider (issue 41 §1). */
export interface PaymentTransactionsTable {
  provider: string
  transactionRef: string
  orderId: string
  amount: number
  outcome: 'settled' | 'late' | 'extra'
  createdAt: DefaultTimestamp
}

/** A card refund, written as being sent before the provider is asked (issue 41 §2). */
export interface PaymentRefundsTable {
  /** One of the two: what the refunded order paid for (migration 2026_12_05_0600). */
  bookingId: string | null
  centreOrderId: string | null
  provider: string
  transactionRef: string
  amount: number
  status: 'sending' | 'sent'
  refundRef: string | null
  attempts: Generated<number>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface LedgerAccountsTable {
  id: Generated<string>
  kind: string
  ownerId: string | null
  /** bigint, read as a string; kept for users' accounts only. */
  balance: ColumnType<string, never, never>
}

export interface LedgerTransactionsTable {
  id: Generated<string>
  idempotencyKey: string
  kind: string
  bookingId: string | null
  centreOrderId: string | null
  orderId: string | null
  createdAt: DefaultTimestamp
}

export interface LedgerEntriesTable {
  id: Generated<string>
  transactionId: string
  accountId: string
  /** bigint: written as a number, read as a string. */
  amount: ColumnType<string, number, never>
  createdAt: DefaultTimestamp
}

/** Doctors' payouts to mobile wallets (issue 12 §5; migration 2026_11_26_1400). */
export interface PayoutsTable {
  id: Generated<string>
  userId: string
  payeeRole: Generated<string>
  amount: number
  msisdn: string
  issuer: string
  fullName: string
  email: string
  provider: string
  providerTransactionId: string | null
  clientReference: Generated<string>
  status: Generated<string>
  message: string | null
  attempts: Generated<number>
  polledAt: NullableTimestamp
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface PayoutInquiryClockTable {
  id: Generated<boolean>
  lastAt: NullableTimestamp
}

export interface FavouritesTable {
  patientUserId: string
  doctorUserId: string
  createdAt: DefaultTimestamp
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
  /** From the first address (issue 43 §2). */
  governorateId: GeneratedAlways<number | null>
  areaId: GeneratedAlways<number | null>
  latitude: GeneratedAlways<number | null>
  longitude: GeneratedAlways<number | null>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

/** Issue 43 §1: the centres' catalogue (seeded from the domain's centres.catalog.ts) and what each centre offers. */
export interface CentreCategoriesTable {
  id: string
  kind: string
  commercial: boolean
  nameEn: string
  nameAr: string
  position: number
}

export interface CentreServicesTable {
  id: string
  kind: string
  code: string
  categoryId: string
  commercialCategoryId: string | null
  nameEn: string
  nameAr: string
  fastingHours: number | null
  preparationEn: string | null
  preparationAr: string | null
  position: number
  searchText: GeneratedAlways<string>
}

export interface CentreOffersTable {
  centreUserId: string
  kind: string
  serviceId: string
  price: number
  insurancePrice: number | null
  homeCollection: boolean
  homeCollectionPrice: number | null
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
  /**
   * The centre's listing facts, copied by triggers (migration 2026_12_05_0200, issue 43 §6): verified and account
   * active, testing, its first address's governorate, area and location, its name.
   */
  listed: GeneratedAlways<boolean>
  testing: GeneratedAlways<boolean>
  governorateId: GeneratedAlways<number | null>
  areaId: GeneratedAlways<number | null>
  latitude: GeneratedAlways<number | null>
  longitude: GeneratedAlways<number | null>
  businessName: GeneratedAlways<string>
}

/** Issue 43 §6: per service, the centres offering it and their lowest price, kept by triggers (migration 2026_12_05_0200). */
export interface CentreServiceCountsTable {
  serviceId: string
  /** As everyone sees them: verified, account active, not testing. */
  centres: number
  lowestPrice: number | null
  /** As a testing account sees them (SPEC 6): testing centres too. */
  testingCentres: number
  testingLowestPrice: number | null
}

export interface CentreHoursTable {
  centreUserId: string
  kind: string
  weekday: number
  /** `HH:MM:SS`, as PostgreSQL's time reads. */
  opens: string
  closes: string
}

/** A patient's order of one test or scan (issue 43; migration 2026_12_05_0100). */
/**
 * Issue 43 §6: a centre's orders per state (pending, new, acknowledged, delivered, undelivered, canceled, failed),
 * kept by a trigger on centre_orders (migration 2026_12_05_0200).
 */
export interface CentreOrderCountsTable {
  centreUserId: string
  state: string
  orders: number
}

export interface CentreOrdersTable {
  id: Generated<string>
  centreUserId: string
  kind: string
  serviceId: string
  payerId: string
  patientId: string
  dependentId: string | null
  referralBookingId: string | null
  referralPosition: number | null
  status: string
  place: string
  address: string | null
  startsAt: Timestamp
  note: string
  insurance: boolean
  method: string
  price: number
  homeCollectionPrice: number
  centreShare: number
  serviceFee: number
  vat: number
  surcharge: number
  discount: number
  total: number
  timeZone: string | null
  holdExpiresAt: NullableTimestamp
  acknowledgedAt: NullableTimestamp
  canceledBy: string | null
  cancelReason: string | null
  refund: number | null
  /** Where a refund went (wallet, or the card the order was paid with); null when nothing was refunded. */
  refundTo: string | null
  deliveredAt: NullableTimestamp
  results: ColumnType<CentreOrderResultRow[], string | undefined, string>
  searchText: string
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface CentreOrderResultRow {
  test: string
  value: number
  unit: string
  low: number | null
  high: number | null
}

export interface CentreOrderReportsTable {
  id: Generated<string>
  orderId: string
  version: number
  fileId: string
  createdAt: DefaultTimestamp
  submittedAt: NullableTimestamp
}

export interface AdminsTable {
  userId: string
  name: string
  email: string | null
  phoneNumber: string
  photoFileId: string | null
  /** The authenticator's secret (base32), once the admin has proved it with a code; until then the pending one. */
  totpSecret: string | null
  totpPendingSecret: string | null
  /** A pending secret is handed out after a code texted to the admin's phone, and expires. */
  totpPendingExpiresAt: NullableTimestamp
  /** The last 30-second step whose code signed in: a code works once (ASVS 2.8.4). */
  totpLastStep: ColumnType<string | null, number | null, number | null>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface DeletionRequestsTable {
  id: Generated<string>
  userId: string
  status: Generated<string>
  reason: ColumnType<string | null, string | null | undefined, string | null>
  requestedAt: DefaultTimestamp
  dueDay: ColumnType<string, string, string>
  decidedAt: NullableTimestamp
  decidedBy: ColumnType<string | null, string | null | undefined, string | null>
  refusal: ColumnType<string | null, string | null | undefined, string | null>
}

export interface OutboxMessagesTable {
  id: Generated<string>
  channel: string
  recipient: string
  subject: string | null
  body: string
  idempotencyKey: string | null
  createdAt: DefaultTimestamp
}

/** Home-visit leads (SPEC 3.6 referralsHome; issue 10 §2). */
export interface LeadsTable {
  id: Generated<string>
  name: string
  mobile: string
  specialtyId: number | null
  governorateId: number | null
  areaId: number | null
  latitude: number | null
  longitude: number | null
  addressNote: Generated<string>
  userId: string | null
  closed: Generated<boolean>
  registration: Generated<boolean>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

export interface AuditLogTable {
  id: Generated<string>
  actorUserId: string | null
  action: string
  subjectUserId: string | null
  resource: string
  /** What changed, before and after, for an admin's change to another user (issue 10 §5). */
  detail: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>
  createdAt: DefaultTimestamp
}

/** The texts the app shows doctors (SPEC 3.7 dialogs/dr; issue 10 §2), one row per leaf. */
export interface DialogsTable {
  document: string
  key: string
  ar: string
  en: string
  updatedAt: DefaultTimestamp
  updatedBy: string | null
}

/** The legal texts and help pages (issue 45 §1), every published version of each: the latest is shown. */
export interface LegalTextsTable {
  key: string
  version: number
  ar: string
  en: string
  publishedAt: DefaultTimestamp
  publishedBy: string | null
}

/** Who accepted which version of a legal text, when and how (issue 45 §1). */
export interface LegalAcceptancesTable {
  userId: string
  key: string
  version: number
  acceptedAt: DefaultTimestamp
  via: string
}

/** The payment settings, one row (issue 45 §5, ADR 0049): percentages in basis points, the maximum in piastres. */
export interface PaymentSettingsTable {
  id: Generated<boolean>
  doctorCutBp: number
  ePaymentSurchargeBp: number
  serviceChargeBp: number
  vatBp: number
  maxPrice: number
  updatedAt: Date | null
  updatedBy: string | null
}

/** Questions to the team from /help/ask, and the admins' answers (issue 45 §1). */
export interface QuestionsTable {
  id: Generated<string>
  userId: string | null
  name: Generated<string>
  phone: string
  body: string
  language: string
  status: Generated<'open' | 'answered' | 'closed'>
  answer: string | null
  answeredVia: 'sms' | 'email' | 'inApp' | null
  answeredAt: NullableTimestamp
  answeredBy: string | null
  closedAt: NullableTimestamp
  createdAt: DefaultTimestamp
}

/** A patient waiting for an earlier time of a doctor and practice within Cairo dates (issue 45 §3, ADR 0047). */
export interface WaitingListEntriesTable {
  id: Generated<string>
  userId: string
  medicalFileId: string | null
  doctorId: string
  practice: string
  fromDate: DateColumn
  toDate: DateColumn
  state: Generated<'waiting' | 'left' | 'booked' | 'expired'>
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

/** A freed time offered to one waiting entry, held for it until `expiresAt` (issue 45 §3, ADR 0047). */
export interface WaitingListOffersTable {
  id: Generated<string>
  entryId: string
  userId: string
  doctorId: string
  practice: string
  startsAt: Timestamp
  endsAt: Timestamp
  state: Generated<'offered' | 'taken' | 'lapsed' | 'withdrawn'>
  expiresAt: Timestamp
  createdAt: DefaultTimestamp
  updatedAt: DefaultTimestamp
}

/** An admin's notification to a topic and its progress (issue 10 §3). */
export interface BroadcastsTable {
  id: Generated<string>
  idempotencyKey: string
  createdBy: string | null
  topic: string
  language: string | null
  titleAr: string
  titleEn: string
  bodyAr: string
  bodyEn: string
  status: Generated<'sending' | 'done'>
  recipients: number
  delivered: Generated<number>
  cursor: string | null
  createdAt: DefaultTimestamp
  finishedAt: NullableTimestamp
}

/** The request rate limits' fixed windows, one row per route and key (issue 41 §1). */
export interface RateLimitHitsTable {
  route: string
  key: string
  hits: number
  windowEnds: Timestamp
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
  doctorDocuments: DoctorDocumentsTable
  schedules: SchedulesTable
  bookings: BookingsTable
  callTokens: CallTokensTable
  consultNotes: ConsultNotesTable
  prescriptionPdfs: PrescriptionPdfsTable
  prescriptionItems: PrescriptionItemsTable
  referrals: ReferralsTable
  consultRatings: ConsultRatingsTable
  callMessages: CallMessagesTable
  bookingReminders: BookingRemindersTable
  doctorWarnings: DoctorWarningsTable
  dependents: DependentsTable
  medicalFileLinks: MedicalFileLinksTable
  measurements: MeasurementsTable
  paymentOrders: PaymentOrdersTable
  paymentCallbacks: PaymentCallbacksTable
  paymentTransactions: PaymentTransactionsTable
  paymentRefunds: PaymentRefundsTable
  ledgerAccounts: LedgerAccountsTable
  ledgerTransactions: LedgerTransactionsTable
  ledgerEntries: LedgerEntriesTable
  payouts: PayoutsTable
  payoutInquiryClock: PayoutInquiryClockTable
  doctorNextSlots: DoctorNextSlotsTable
  notifications: NotificationsTable
  notificationChoices: NotificationChoicesTable
  pushSubscriptions: PushSubscriptionsTable
  notificationDeliveries: NotificationDeliveriesTable
  favourites: FavouritesTable
  centres: CentresTable
  centreCategories: CentreCategoriesTable
  centreServices: CentreServicesTable
  centreOffers: CentreOffersTable
  centreServiceCounts: CentreServiceCountsTable
  centreOrderCounts: CentreOrderCountsTable
  centreHours: CentreHoursTable
  centreOrders: CentreOrdersTable
  centreOrderReports: CentreOrderReportsTable
  admins: AdminsTable
  deletionRequests: DeletionRequestsTable
  outboxMessages: OutboxMessagesTable
  auditLog: AuditLogTable
  leads: LeadsTable
  dialogs: DialogsTable
  legalTexts: LegalTextsTable
  legalAcceptances: LegalAcceptancesTable
  paymentSettings: PaymentSettingsTable
  questions: QuestionsTable
  broadcasts: BroadcastsTable
  rateLimitHits: RateLimitHitsTable
  waitingListEntries: WaitingListEntriesTable
  waitingListOffers: WaitingListOffersTable
}
