/** The ar and en message files, shared by web and api (SMS, email and error texts come from here too). */
import {
  findText,
  interpolate,
  messageValues,
  pluralCount,
  splitKey,
  textContext,
  type Texts,
} from './translate'
import arAccounts from './locales/ar/accounts.json' with { type: 'json' }
import arAccountDeletion from './locales/ar/accountDeletion.json' with { type: 'json' }
import arAdminAccounts from './locales/ar/adminAccounts.json' with { type: 'json' }
import arAudit from './locales/ar/audit.json' with { type: 'json' }
import arBooking from './locales/ar/booking.json' with { type: 'json' }
import arBookings from './locales/ar/bookings.json' with { type: 'json' }
import arBookingChanges from './locales/ar/bookingChanges.json' with { type: 'json' }
import arCall from './locales/ar/call.json' with { type: 'json' }
import arCentres from './locales/ar/centres.json' with { type: 'json' }
import arCentreOrders from './locales/ar/centreOrders.json' with { type: 'json' }
import arCommon from './locales/ar/common.json' with { type: 'json' }
import arConsults from './locales/ar/consults.json' with { type: 'json' }
import arPrescriptions from './locales/ar/prescriptions.json' with { type: 'json' }
import arDataExports from './locales/ar/dataExports.json' with { type: 'json' }
import arDev from './locales/ar/dev.json' with { type: 'json' }
import arDialogs from './locales/ar/dialogs.json' with { type: 'json' }
import arLegal from './locales/ar/legal.json' with { type: 'json' }
import arDoctorReviews from './locales/ar/doctorReviews.json' with { type: 'json' }
import arDoctors from './locales/ar/doctors.json' with { type: 'json' }
import arDoctorData from './locales/ar/doctorData.json' with { type: 'json' }
import arErrors from './locales/ar/errors.json' with { type: 'json' }
import arFrame from './locales/ar/frame.json' with { type: 'json' }
import arHome from './locales/ar/home.json' with { type: 'json' }
import arGuide from './locales/ar/guide.json' with { type: 'json' }
import arLeads from './locales/ar/leads.json' with { type: 'json' }
import arMedicalFiles from './locales/ar/medicalFiles.json' with { type: 'json' }
import arMeasurements from './locales/ar/measurements.json' with { type: 'json' }
import arMessages from './locales/ar/messages.json' with { type: 'json' }
import arNotifications from './locales/ar/notifications.json' with { type: 'json' }
import arPayments from './locales/ar/payments.json' with { type: 'json' }
import arPayouts from './locales/ar/payouts.json' with { type: 'json' }
import arProfiles from './locales/ar/profiles.json' with { type: 'json' }
import arSchedules from './locales/ar/schedules.json' with { type: 'json' }
import arTopicNotifications from './locales/ar/topicNotifications.json' with { type: 'json' }
import arValidation from './locales/ar/validation.json' with { type: 'json' }
import enAccounts from './locales/en/accounts.json' with { type: 'json' }
import enAccountDeletion from './locales/en/accountDeletion.json' with { type: 'json' }
import enAdminAccounts from './locales/en/adminAccounts.json' with { type: 'json' }
import enAudit from './locales/en/audit.json' with { type: 'json' }
import enBooking from './locales/en/booking.json' with { type: 'json' }
import enBookings from './locales/en/bookings.json' with { type: 'json' }
import enBookingChanges from './locales/en/bookingChanges.json' with { type: 'json' }
import enCall from './locales/en/call.json' with { type: 'json' }
import enCentres from './locales/en/centres.json' with { type: 'json' }
import enCentreOrders from './locales/en/centreOrders.json' with { type: 'json' }
import enCommon from './locales/en/common.json' with { type: 'json' }
import enConsults from './locales/en/consults.json' with { type: 'json' }
import enPrescriptions from './locales/en/prescriptions.json' with { type: 'json' }
import enDataExports from './locales/en/dataExports.json' with { type: 'json' }
import enDev from './locales/en/dev.json' with { type: 'json' }
import enDialogs from './locales/en/dialogs.json' with { type: 'json' }
import enLegal from './locales/en/legal.json' with { type: 'json' }
import enDoctorReviews from './locales/en/doctorReviews.json' with { type: 'json' }
import enDoctors from './locales/en/doctors.json' with { type: 'json' }
import enDoctorData from './locales/en/doctorData.json' with { type: 'json' }
import enErrors from './locales/en/errors.json' with { type: 'json' }
import enFrame from './locales/en/frame.json' with { type: 'json' }
import enHome from './locales/en/home.json' with { type: 'json' }
import enGuide from './locales/en/guide.json' with { type: 'json' }
import enLeads from './locales/en/leads.json' with { type: 'json' }
import enMedicalFiles from './locales/en/medicalFiles.json' with { type: 'json' }
import enMeasurements from './locales/en/measurements.json' with { type: 'json' }
import enMessages from './locales/en/messages.json' with { type: 'json' }
import enNotifications from './locales/en/notifications.json' with { type: 'json' }
import enPayments from './locales/en/payments.json' with { type: 'json' }
import enPayouts from './locales/en/payouts.json' with { type: 'json' }
import enProfiles from './locales/en/profiles.json' with { type: 'json' }
import enSchedules from './locales/en/schedules.json' with { type: 'json' }
import enTopicNotifications from './locales/en/topicNotifications.json' with { type: 'json' }
import enValidation from './locales/en/validation.json' with { type: 'json' }

export const resources = {
  en: {
    common: enCommon,
    frame: enFrame,
    accounts: enAccounts,
    profiles: enProfiles,
    home: enHome,
    guide: enGuide,
    doctors: enDoctors,
    doctorData: enDoctorData,
    doctorReviews: enDoctorReviews,
    leads: enLeads,
    dataExports: enDataExports,
    audit: enAudit,
    adminAccounts: enAdminAccounts,
    accountDeletion: enAccountDeletion,
    dialogs: enDialogs,
    legal: enLegal,
    topicNotifications: enTopicNotifications,
    schedules: enSchedules,
    booking: enBooking,
    bookings: enBookings,
    bookingChanges: enBookingChanges,
    call: enCall,
    centres: enCentres,
    centreOrders: enCentreOrders,
    medicalFiles: enMedicalFiles,
    measurements: enMeasurements,
    dev: enDev,
    messages: enMessages,
    notifications: enNotifications,
    payments: enPayments,
    payouts: enPayouts,
    consults: enConsults,
    prescriptions: enPrescriptions,
    errors: enErrors,
    validation: enValidation,
  },
  ar: {
    common: arCommon,
    frame: arFrame,
    accounts: arAccounts,
    profiles: arProfiles,
    home: arHome,
    guide: arGuide,
    doctors: arDoctors,
    doctorData: arDoctorData,
    doctorReviews: arDoctorReviews,
    leads: arLeads,
    dataExports: arDataExports,
    audit: arAudit,
    adminAccounts: arAdminAccounts,
    accountDeletion: arAccountDeletion,
    dialogs: arDialogs,
    legal: arLegal,
    topicNotifications: arTopicNotifications,
    schedules: arSchedules,
    booking: arBooking,
    bookings: arBookings,
    bookingChanges: arBookingChanges,
    call: arCall,
    centres: arCentres,
    centreOrders: arCentreOrders,
    medicalFiles: arMedicalFiles,
    measurements: arMeasurements,
    dev: arDev,
    messages: arMessages,
    notifications: arNotifications,
    payments: arPayments,
    payouts: arPayouts,
    consults: arConsults,
    prescriptions: arPrescriptions,
    errors: arErrors,
    validation: arValidation,
  },
} as const

export type Locale = keyof typeof resources
export type Namespace = keyof (typeof resources)['en']
export const namespaces = Object.keys(resources.en) as Namespace[]
export const defaultNamespace: Namespace = 'common'

/**
 * Server-side translation of `namespace:dotted.key` with `{{param}}` interpolation, falling back to English and
 * then to the key itself. The same finding and filling as the web's texts (translate.ts): the plural form for
 * `count` (Arabic has six), the variant for `context` (the gender of the person a text is about: `key_female`) and
 * every number in the language's digits.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const { namespace = defaultNamespace, path } = splitKey(key)
  const values = messageValues(params)
  const count = pluralCount(values)
  const context = textContext(values)
  const texts = (language: Locale) => (resources[language] as Record<string, Texts | undefined>)[namespace]
  const text =
    findText(texts(locale), path, locale, count, context) ?? findText(texts('en'), path, 'en', count, context)
  return text === undefined ? key : interpolate(text, values, locale)
}

export function hasTranslation(locale: Locale, key: string): boolean {
  return translate(locale, key) !== key || translate(locale, key, { count: 2 }) !== key
}
