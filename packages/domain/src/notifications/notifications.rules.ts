import { z } from 'zod'
import { genders } from '../profiles/profiles.fields'
import type { Role } from '../shared'

/**
 * Notifications (issue 8 §3): what can be sent, to whom, through which channels, and which a user may turn off.
 * The texts are `notifications:types.<type>.title|body` in packages/i18n, in both languages, filled from `params`.
 */

/** Every notification is kept in the app (the list at /notifications); the others are chosen per user. */
export const notificationChannels = ['inApp', 'push', 'sms', 'email'] as const
export type NotificationChannel = (typeof notificationChannels)[number]
export const choosableChannels = ['push', 'sms', 'email'] as const satisfies readonly NotificationChannel[]
export type ChoosableChannel = (typeof choosableChannels)[number]

/**
 * Kinds of notifications a user chooses channels for. `security` is not among them: codes and security messages
 * always go (issue 8 §3).
 */
export const notificationCategories = ['practice', 'bookings'] as const
export type NotificationCategory = (typeof notificationCategories)[number] | 'security' | 'announcements'

/** Which categories each role receives, and so sees in /settings. */
export const categoriesOfRole: Record<Role, readonly (typeof notificationCategories)[number][]> = {
  patient: ['bookings'],
  doctor: ['bookings', 'practice'],
  lab: ['bookings'],
  radio: ['bookings'],
  admin: ['practice'],
}

const noParams = z.object({})

/**
 * The gender of the person a text is about (the patient who booked, the doctor who cancelled), as translate's
 * `context`: an Arabic text's verbs and nouns agree with it (`حجز`/`حجزت`, `الطبيب`/`الطبيبة`; issue 41 §4).
 */
const context = z.enum(genders)
/** A name as written into a text. */
const name = z.string().max(200)
/**
 * A doctor's name, and their English one where they have it: an English text shows `doctorNameEn` (translate.ts
 * writes `{{doctorName}}` as the value of the text's language), so each reader gets the name in theirs.
 */
const doctorNames = { doctorName: name, doctorNameEn: name.optional() }

/** Each type: its category, the channels it may use, its parameters. */
export const notificationTypes = {
  /** Every sign-in with a password, so an owner sees one that was not theirs (not by email: too many). */
  'security.newSignIn': {
    category: 'security',
    channels: ['inApp', 'push'],
    params: z.object({ browser: z.string().max(60), os: z.string().max(60) }),
  },
  'security.passwordChanged': {
    category: 'security',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: noParams,
  },
  /** To a patient whose mobile and password another account used to book into their medical file (SPEC 2.8). */
  'security.medicalFileLinked': {
    category: 'security',
    channels: ['inApp', 'push', 'sms'],
    params: z.object({ holderName: z.string().max(100) }),
  },
  /** To a user made an admin (issue 10 §1): they sign in at the admin sign-in and set up their authenticator. */
  'security.adminGranted': {
    category: 'security',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: noParams,
  },
  /** To the owner: their account's deletion was asked for (so a request they did not make shows; SPEC 4). */
  'security.deletionRequested': {
    category: 'security',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ dueDay: z.iso.date() }),
  },
  /** To the owner: the admins refused the deletion, with their reason (issue 10 §1). */
  'security.deletionRefused': {
    category: 'security',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ reason: z.string().max(1000) }),
  },
  /** To every admin: an account asks to be deleted, due within 5 working days (SPEC 4, 9). */
  'practice.deletionRequested': {
    category: 'practice',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ name, nameEn: name.optional(), dueDay: z.iso.date(), context: context.optional() }),
  },
  /** To the doctor: their profile went to the review team (SPEC 2.8 'submit to admin'). */
  'practice.profileSubmitted': {
    category: 'practice',
    channels: ['inApp', 'push', 'email'],
    params: noParams,
  },
  /**
   * To the doctor: the admins verified the profile; patients find them now (issue 10 §1). Texted unless the doctor
   * turned practice texts off: a new doctor waits days for it, often without the app open (issue 41 §4).
   */
  'practice.verified': {
    category: 'practice',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: noParams,
    smsByDefault: true,
  },
  /** To the doctor: the admins returned the profile, with their reason (issue 10 §1); texted as a verification. */
  'practice.returned': {
    category: 'practice',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ reason: z.string().max(1000) }),
    smsByDefault: true,
  },
  /** To every admin: a doctor asks for review. */
  'practice.reviewRequested': {
    category: 'practice',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ ...doctorNames, context }),
  },
  /** To the patient: the booking is confirmed, paid or free (issue 9 §4). */
  'bookings.confirmed': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ ...doctorNames, startsAt: z.iso.datetime() }),
  },
  /** To the doctor: a patient booked a time (issue 9 §4). */
  'bookings.booked': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ patientName: name, startsAt: z.iso.datetime(), context }),
  },
  /** To the patient: the payment failed, the held time is free again. */
  'bookings.paymentFailed': {
    category: 'bookings',
    channels: ['inApp', 'push'],
    params: z.object({ startsAt: z.iso.datetime() }),
  },
  /** To the patient: the payment did not arrive in time, the held time is free again (issue 9 §2). */
  'bookings.holdExpired': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ startsAt: z.iso.datetime() }),
  },
  /** To the patient side: the doctor cancelled; the money came back (issue 12 §2). */
  'bookings.canceledByDoctor': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ ...doctorNames, startsAt: z.iso.datetime(), refund: z.number().int(), context }),
  },
  /** To the doctor: the patient cancelled; the time is free again. */
  'bookings.canceledByPatient': {
    category: 'bookings',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ patientName: name, startsAt: z.iso.datetime(), context }),
  },
  /** To both sides, the day before a booking (issue 12 §3). */
  'bookings.reminderDayBefore': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ withName: name, withNameEn: name.optional(), startsAt: z.iso.datetime() }),
  },
  /** To both sides, 15 minutes before a video consult, with its join link (SPEC 9: prepare 15 minutes before). */
  'bookings.reminderSoon': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms'],
    params: z.object({ withName: name, withNameEn: name.optional(), startsAt: z.iso.datetime() }),
  },
  /** To the doctor: the patient moved the booking to another time (issue 12 §2). */
  'bookings.rescheduled': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({
      patientName: name,
      from: z.iso.datetime(),
      startsAt: z.iso.datetime(),
      context,
    }),
  },
  /**
   * To a patient on a waiting list (issue 45 §3): an earlier time freed up and is held for them until `until`; the
   * link opens the offer. Push and SMS by their choices (and the app's list): an offer lasts minutes, email is too slow.
   */
  'bookings.earlierTimeOffered': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms'],
    params: z.object({ ...doctorNames, startsAt: z.iso.datetime(), until: z.iso.datetime() }),
  },
  /** To the patient side: the doctor marked the patient absent (SPEC 4 'patient no-show'); no refund (issue 12 §3). */
  'bookings.patientNoShow': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ ...doctorNames, startsAt: z.iso.datetime(), context }),
  },
  /** To the patient side: the doctor did not join the video consult (issue 11 §1; issue 12 settles the money). */
  'consults.doctorAbsent': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ startsAt: z.iso.datetime(), context }),
  },
  /** To the doctor: the patient did not join the video consult. */
  'consults.patientAbsent': {
    category: 'bookings',
    channels: ['inApp', 'push'],
    params: z.object({ startsAt: z.iso.datetime(), context }),
  },
  /** To the doctor: the first warning for missing more than 15% of a week's video bookings (SPEC 4, 9). */
  'consults.noShowWarning': {
    category: 'security',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ missed: z.number().int(), total: z.number().int() }),
  },
  /** To admins: a doctor was warned for missed video bookings (SPEC 4: the company may disable an activation). */
  'consults.doctorWarned': {
    category: 'practice',
    channels: ['inApp', 'email'],
    params: z.object({ ...doctorNames, missed: z.number().int(), total: z.number().int(), context }),
  },
  /** To whoever did not join a video consult. */
  'consults.youMissed': {
    category: 'bookings',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ startsAt: z.iso.datetime() }),
  },
  /** To the patient side: the doctor wrote the consult's report (and prescription, referrals). */
  'consults.summaryReady': {
    category: 'bookings',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ ...doctorNames, context }),
  },
  /**
   * To the patient side: a pharmacy marked their prescription dispensed with the code they hold (issue 45 §4). A
   * security message, always sent: whoever did not give that code learns that someone used it.
   */
  'consults.prescriptionDispensed': {
    category: 'security',
    channels: ['inApp', 'push'],
    params: z.object({ ...doctorNames, dispensedAt: z.iso.datetime() }),
  },
  /**
   * To the patient: a pharmacy asked for the dispense code of their prescription (issue 45 §4), texted to the
   * account's phone for a patient without the app at hand. A code: always sent.
   */
  'security.dispenseCode': {
    category: 'security',
    channels: ['inApp', 'sms'],
    params: z.object({ ...doctorNames, code: z.string().regex(/^\d{6}$/) }),
  },
  /** To the patient: a top-up reached the wallet (SPEC 7.2 cashInPayment). Money: always sent. */
  'payments.cashedIn': {
    category: 'security',
    channels: ['inApp', 'push'],
    params: z.object({ amount: z.number().int() }),
  },
  /** To a lab or radiology centre: a new paid order (issue 43 §3). */
  'centreOrders.new': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ patientName: name, service: name, serviceEn: name, startsAt: z.iso.datetime() }),
  },
  /** To the centre: the patient cancelled an order. */
  'centreOrders.canceledByPatient': {
    category: 'bookings',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ patientName: name, service: name, serviceEn: name, startsAt: z.iso.datetime() }),
  },
  /** To the patient side: the centre cancelled, with a full refund to the wallet. */
  'centreOrders.canceledByCentre': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({
      centreName: name,
      service: name,
      serviceEn: name,
      startsAt: z.iso.datetime(),
      refund: z.number().int(),
    }),
  },
  /** To the patient side: the report is ready (SPEC 2.8 delivered). */
  'centreOrders.delivered': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ centreName: name, service: name, serviceEn: name }),
  },
  /** To the patient side: a corrected report was added beside the first. */
  'centreOrders.reportCorrected': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({ centreName: name, service: name, serviceEn: name }),
  },
  /** To the doctor whose referral an order answers: its report is in (issue 43 §4). */
  'centreOrders.referralAnswered': {
    category: 'practice',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ patientName: name, centreName: name, service: name, serviceEn: name }),
  },
  /** To that doctor: the centre added a corrected report beside the first. */
  'centreOrders.referralCorrected': {
    category: 'practice',
    channels: ['inApp', 'push', 'email'],
    params: z.object({ patientName: name, centreName: name, service: name, serviceEn: name }),
  },
  /** To the patient side, the day before: the visit and what to do before it (fasting, a full bladder…). */
  'centreOrders.reminder': {
    category: 'bookings',
    channels: ['inApp', 'push', 'sms', 'email'],
    params: z.object({
      centreName: name,
      service: name,
      serviceEn: name,
      startsAt: z.iso.datetime(),
      preparation: z.string().max(500),
      preparationEn: z.string().max(500),
    }),
  },
  /** To the payer: the order's payment failed or did not arrive in time. */
  'centreOrders.paymentFailed': {
    category: 'bookings',
    channels: ['inApp', 'push'],
    params: z.object({ startsAt: z.iso.datetime() }),
  },
  /** To the payer: a payment arrived after its booking's hold ended; the money went to the wallet. */
  'payments.lateCredited': {
    category: 'security',
    channels: ['inApp', 'push', 'sms'],
    params: z.object({ amount: z.number().int() }),
  },
  /**
   * An admin's notification to a topic (issue 10 §3): the admin's own title and text, in the recipient's app
   * language (chosen when kept). Announcements are not a choosable category: in the app and by push only.
   */
  'admin.broadcast': {
    category: 'announcements',
    channels: ['inApp', 'push'],
    params: z.object({ title: z.string().max(100), body: z.string().max(500) }),
  },
  /** To a signed-in asker (issue 45 §1): the admins' answer to their question at /help/ask, in the app only. */
  'help.questionAnswered': {
    category: 'announcements',
    channels: ['inApp'],
    params: z.object({ answer: z.string().max(600) }),
  },
} as const satisfies Record<
  string,
  {
    category: NotificationCategory
    channels: readonly NotificationChannel[]
    params: z.ZodType
    /** Texted without a saved choice even where the category's texts are off by default. */
    smsByDefault?: true
  }
>

export type NotificationType = keyof typeof notificationTypes
export const notificationTypeNames = Object.keys(notificationTypes) as NotificationType[]
export type NotificationParams<T extends NotificationType> = z.infer<(typeof notificationTypes)[T]['params']>

/** Codes and security messages always go; everything else follows the user's choice. */
export const isEssential = (type: NotificationType) => notificationTypes[type].category === 'security'

/**
 * Without a choice saved, per category: push and email on; SMS (it costs the user attention and us money) off,
 * except for bookings, whose confirmations and lapsed holds a patient without the app must still get (issue 9 §4).
 */
export const defaultChannelChoices: Record<
  (typeof notificationCategories)[number],
  Record<ChoosableChannel, boolean>
> = {
  practice: { push: true, sms: false, email: true },
  bookings: { push: true, sms: true, email: true },
}

/** Whether a notification of `type` goes through `channel`, given the user's saved choices. */
export function goesThrough(
  type: NotificationType,
  channel: NotificationChannel,
  choices: readonly { category: string; channel: string; enabled: boolean }[],
): boolean {
  const spec = notificationTypes[type]
  if (!(spec.channels as readonly NotificationChannel[]).includes(channel)) return false
  if (channel === 'inApp' || isEssential(type)) return true
  const saved = choices.find((c) => c.category === spec.category && c.channel === channel)
  if (saved) return saved.enabled
  if (spec.category === 'announcements') return true
  if (channel === 'sms' && 'smsByDefault' in spec) return true
  return spec.category === 'security' || defaultChannelChoices[spec.category][channel as ChoosableChannel]
}

/** Notifications are listed newest first, a page at a time. */
export const notificationPageSize = 20
