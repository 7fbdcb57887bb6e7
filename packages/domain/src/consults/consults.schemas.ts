import { z } from 'zod'
import { bookingStatusSchema, bookingTypeSchema, paymentMethodSchema } from '../bookings/bookings.schemas'
import { priceLinesSchema } from '../bookings/bookings.views'
import { practiceKindSchema } from '../doctors/doctors.schemas'
import { genderSchema, medTitleSchema } from '../profiles/profiles.field-schemas'
import { isObservation, maxObservations } from '../catalog/observations'
import { vkey } from '../shared/validation'
import { requiredNoteFields } from './consults.rules'
import { prescriptionDispensingSchema } from './prescription-verification'

/**
 * Issue 11: what the consult routes take and answer — the call room, the doctor's session summary (visit note,
 * prescription, referrals), the patient's rating and summary, messages during the call and the health record.
 */

export const callRoles = ['doctor', 'patient'] as const
export const callRoleSchema = z.enum(callRoles)
export type CallRole = z.infer<typeof callRoleSchema>

export const bookingIdParamsSchema = z.object({ bookingId: z.uuid() })

/** The people of a consult as each side sees them. */
export const consultDoctorSchema = z.object({
  id: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  /** Their title and the texts about them agree with it ("أخصائية"; issue 41 §4). */
  gender: genderSchema,
  medTitle: medTitleSchema,
  specialtyId: z.number().int().positive(),
  licenceNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
})
export type ConsultDoctor = z.infer<typeof consultDoctorSchema>

export const consultPatientSchema = z.object({
  name: z.string(),
  gender: genderSchema.nullable(),
  ageYears: z.number().int().min(0).nullable(),
  /** The medical file (the account's own id, or a dependent's): the doctor opens its record with it. */
  fileId: z.uuid(),
})

/** `GET /api/v1/consults/{bookingId}`: the waiting room and the call page (SPEC 2.8 'Video call'). */
export const consultViewSchema = z.object({
  bookingId: z.uuid(),
  status: bookingStatusSchema,
  practice: practiceKindSchema,
  type: bookingTypeSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** 300 s before the start (SPEC 9). */
  opensAt: z.iso.datetime(),
  /** Until when the room can be entered: the end, or the overrun's end once the consult is under way. */
  closesAt: z.iso.datetime(),
  /** The caller's side. */
  role: callRoleSchema,
  complaint: z.string(),
  doctor: consultDoctorSchema,
  patient: consultPatientSchema,
  joined: z.object({ doctor: z.boolean(), patient: z.boolean() }),
  noShow: z.object({ doctor: z.boolean(), patient: z.boolean() }),
  /** The session summary's ADD section is complete (the doctor's fee is released). */
  documented: z.boolean(),
  rated: z.boolean(),
})
export type ConsultView = z.infer<typeof consultViewSchema>

/** One ICE server as RTCPeerConnection takes it: STUN, or TURN with time-limited credentials (coturn's REST scheme). */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
})
export type IceServer = z.infer<typeof iceServerSchema>

/**
 * `POST /api/v1/consults/{bookingId}/video-token` (SPEC 7.2 `getVideoToken`): entering the room. Marks the caller's
 * side as joined (both joined: the booking becomes `going`). The token authorises this tab's signalling messages
 * for this booking until `expiresAt`.
 */
export const videoTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  role: callRoleSchema,
  iceServers: z.array(iceServerSchema),
  video: z.object({ width: z.number().int(), height: z.number().int(), frameRate: z.number().int() }),
})
export type VideoToken = z.infer<typeof videoTokenSchema>

// ---- Signalling (over the realtime socket; issue 11 §1) ----

const sdpSchema = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().min(1).max(20_000) })
const candidateSchema = z.object({
  candidate: z.string().max(1_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
})

/**
 * What one side of a call tells the other. `hello` announces a tab that entered the room; `here` answers it; the
 * doctor's tab makes the offers (it is the 'impolite' peer of perfect negotiation), the patient's answers. `media`
 * says whether the sender's microphone and camera are on; `bye` that it left; `ping`/`pong` measure the round trip.
 */
export const callSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('here') }),
  z.object({ kind: z.literal('description'), description: sdpSchema }),
  z.object({ kind: z.literal('candidate'), candidate: candidateSchema.nullable() }),
  z.object({ kind: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  z.object({ kind: z.literal('bye') }),
  z.object({ kind: z.enum(['ping', 'pong']), sentAt: z.number() }),
])
export type CallSignal = z.infer<typeof callSignalSchema>

// ---- The doctor's session summary (SPEC 2.8, 3.7; issue 11 §2) ----

const longText = (max: number) => z.string().trim().max(max, vkey('tooLong')).default('')

/** The visit: complaint and history, examination, diagnosis (catalogue code and/or free text), note, result. */
export const consultNoteSchema = z.object({
  history: longText(4_000),
  examination: longText(4_000),
  diagnosisCode: z.string().trim().max(10, vkey('tooLong')).nullable().default(null),
  diagnosisText: longText(500),
  /**
   * SPEC 3.7 observations picked from the catalogue (docs/decisions/0050): known codes. No transform here (the
   * schema is also the summary's response): the API keeps each code once.
   */
  observationCodes: z
    .array(z.string().max(40, vkey('tooLong')).refine(isObservation, vkey('unknownReference')))
    .max(maxObservations, vkey('tooLong'))
    .default([]),
  note: longText(4_000),
  interviewResult: longText(2_000),
})
export type ConsultNote = z.infer<typeof consultNoteSchema>

/** One prescribed medicine: the drug's Latin name as pharmacies read it, with Arabic instructions. */
export const prescriptionItemSchema = z.object({
  medicineCode: z.string().trim().max(40, vkey('tooLong')).nullable().default(null),
  drugName: z
    .string(vkey('prescription.drugNameRequired'))
    .trim()
    .min(1, vkey('prescription.drugNameRequired'))
    .max(120, vkey('tooLong'))
    .regex(/[A-Za-z]/, vkey('prescription.drugNameLatin')),
  form: longText(40),
  dose: longText(60),
  frequency: longText(80),
  duration: longText(60),
  instructions: longText(300),
})
export type PrescriptionItem = z.infer<typeof prescriptionItemSchema>

export const referralKinds = ['specialty', 'lab', 'radio'] as const
export type ReferralKind = (typeof referralKinds)[number]

/** A referral to a specialty (and optionally one doctor), a lab test or a scan (SPEC 3.7 doctor/lab/radioReferrals). */
export const referralSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('specialty'),
    specialtyId: z.number().int().min(1).max(2_147_483_647),
    doctorId: z.uuid().nullable().default(null),
    note: longText(500),
  }),
  z.object({
    kind: z.literal('lab'),
    code: z.string().trim().max(40, vkey('tooLong')).nullable().default(null),
    name: z.string().trim().min(1, vkey('referral.nameRequired')).max(120, vkey('tooLong')),
    note: longText(500),
  }),
  z.object({
    kind: z.literal('radio'),
    code: z.string().trim().max(40, vkey('tooLong')).nullable().default(null),
    name: z.string().trim().min(1, vkey('referral.nameRequired')).max(120, vkey('tooLong')),
    note: longText(500),
  }),
])
export type Referral = z.infer<typeof referralSchema>

export const maxPrescriptionItems = 20
export const maxReferrals = 10

/** `PUT /api/v1/consults/{bookingId}/summary`: the whole summary, replaced at once (one transaction). */
export const saveSessionSummarySchema = z.object({
  note: consultNoteSchema,
  prescription: z
    .array(prescriptionItemSchema)
    .max(maxPrescriptionItems, vkey('prescription.tooMany'))
    .default([]),
  referrals: z.array(referralSchema).max(maxReferrals, vkey('referral.tooMany')).default([]),
})
export type SaveSessionSummary = z.input<typeof saveSessionSummarySchema>

/** A referral as shown: a specialty's or doctor's name resolved. */
export const referralViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('specialty'),
    specialtyId: z.number().int(),
    specialtyAr: z.string(),
    specialtyEn: z.string(),
    doctorId: z.uuid().nullable(),
    doctorNameAr: z.string().nullable(),
    doctorNameEn: z.string().nullable(),
    note: z.string(),
  }),
  z.object({ kind: z.literal('lab'), code: z.string().nullable(), name: z.string(), note: z.string() }),
  z.object({ kind: z.literal('radio'), code: z.string().nullable(), name: z.string(), note: z.string() }),
])
export type ReferralView = z.infer<typeof referralViewSchema>

export const sessionSummarySchema = z.object({
  bookingId: z.uuid(),
  note: consultNoteSchema,
  prescription: z.array(prescriptionItemSchema),
  referrals: z.array(referralViewSchema),
  /** ADD fields still empty; none: documented. */
  missing: z.array(z.enum(requiredNoteFields)),
  documentedAt: z.iso.datetime().nullable(),
  /** Printed on the prescription PDF; null until the summary is first saved. */
  verificationCode: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
})
export type SessionSummary = z.infer<typeof sessionSummarySchema>

// ---- The patient's side (issue 11 §3) ----

/** `POST /api/v1/consults/{bookingId}/rating`: stars 1–5 and an optional comment, once (SPEC 4). */
export const rateConsultSchema = z.object({
  stars: z
    .number(vkey('rating.stars'))
    .int(vkey('rating.stars'))
    .min(1, vkey('rating.stars'))
    .max(5, vkey('rating.stars')),
  comment: z.string().trim().max(500, vkey('tooLong')).default(''),
})
export type RateConsult = z.input<typeof rateConsultSchema>

export const consultRatingSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
})

/**
 * `GET /api/v1/consults/{bookingId}/summary-view`: the consultation summary (SPEC 2.8) for the patient side, and the
 * visit and prescription views of the record (also for the booking's doctor and admins, audited).
 */
export const callSummarySchema = z.object({
  bookingId: z.uuid(),
  status: bookingStatusSchema,
  practice: practiceKindSchema,
  type: bookingTypeSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMinutes: z.number().int().nullable(),
  complaint: z.string(),
  doctor: consultDoctorSchema,
  patient: consultPatientSchema,
  note: consultNoteSchema.nullable(),
  prescription: z.array(prescriptionItemSchema),
  referrals: z.array(referralViewSchema),
  documented: z.boolean(),
  verificationCode: z.string().nullable(),
  /** Issue 45 §4: the dispense code (the patient side only) and when a pharmacy marked it dispensed. */
  ...prescriptionDispensingSchema.shape,
  noShow: z.object({ doctor: z.boolean(), patient: z.boolean() }),
  receipt: z.object({
    method: paymentMethodSchema.nullable(),
    price: priceLinesSchema,
    paid: z.number().int(),
    /** This booking is itself a free follow-up. */
    freeFollowUp: z.boolean(),
  }),
  rating: consultRatingSchema.nullable(),
  /** The caller may rate now (the booking's patient side, finished, not rated yet). */
  canRate: z.boolean(),
  /** The free follow-up's window (SPEC 4: 2 weeks after the consult), null when none applies. */
  followUpUntil: z.iso.datetime().nullable(),
})
export type CallSummary = z.infer<typeof callSummarySchema>

// ---- Messages during the call (issue 11 §1) ----

export const sendCallMessageSchema = z.object({
  text: z.string().trim().min(1, vkey('required')).max(1_000, vkey('tooLong')),
})

export const callMessageSchema = z.object({
  id: z.uuid(),
  senderRole: callRoleSchema,
  mine: z.boolean(),
  text: z.string().nullable(),
  file: z
    .object({
      id: z.uuid(),
      name: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      url: z.string(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
})
export type CallMessage = z.infer<typeof callMessageSchema>
export const callMessageListSchema = z.object({ items: z.array(callMessageSchema) })

// ---- The health record (SPEC 2.8; issue 11 §3) ----

export const healthRecordQuerySchema = z.object({
  /** The medical file: the account's own id (default) or a dependent's. */
  fileId: z.uuid().optional(),
})

export const recordConsultSchema = z.object({
  bookingId: z.uuid(),
  startsAt: z.iso.datetime(),
  status: bookingStatusSchema,
  practice: practiceKindSchema,
  doctor: z.object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    specialtyId: z.number().int(),
  }),
  complaint: z.string(),
  diagnosisCode: z.string().nullable(),
  diagnosisText: z.string(),
  documented: z.boolean(),
  prescriptionItems: z.number().int(),
})
export type RecordConsult = z.infer<typeof recordConsultSchema>

export const recordPrescriptionSchema = z.object({
  bookingId: z.uuid(),
  startsAt: z.iso.datetime(),
  doctor: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string().nullable() }),
  items: z.array(prescriptionItemSchema),
  /** Issue 45 §4: printed on the PDF; a pharmacy checks it at /verify/{code}. */
  verificationCode: z.string(),
  /** The patient's own record only; null in a doctor's or an admin's reading. */
  ...prescriptionDispensingSchema.shape,
})
export type RecordPrescription = z.infer<typeof recordPrescriptionSchema>

export const recordReferralSchema = z.object({
  bookingId: z.uuid(),
  /** Its place in the summary: with the booking, what a lab or radio order answering it names (issue 43 §2). */
  position: z.number().int(),
  startsAt: z.iso.datetime(),
  doctor: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string().nullable() }),
  referral: referralViewSchema,
})
export type RecordReferral = z.infer<typeof recordReferralSchema>

export const recordMeasurementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['height', 'weight']),
  value: z.number(),
  measuredOn: z.iso.date(),
})

/**
 * `GET /api/v1/health-records?fileId=` (the patient's own files) and `GET /api/v1/consults/{bookingId}/record` (the
 * booking's doctor, or an admin; audited): the record's sections (SPEC 2.8).
 */
export const healthRecordSchema = z.object({
  file: z.object({
    id: z.uuid(),
    name: z.string(),
    gender: genderSchema.nullable(),
    ageYears: z.number().int().nullable(),
  }),
  consults: z.array(recordConsultSchema),
  prescriptions: z.array(recordPrescriptionSchema),
  /** Referrals to doctors; lab tests and radiology are the lab and radio referrals (orders come with their issue). */
  referrals: z.array(recordReferralSchema),
  labTests: z.array(recordReferralSchema),
  radiology: z.array(recordReferralSchema),
  measurements: z.array(recordMeasurementSchema),
})
export type HealthRecord = z.infer<typeof healthRecordSchema>
