import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './database'
import * as foundation from './migrations/2026_11_21_0600_foundation'
import * as doctorsSchedules from './migrations/2026_11_21_0700_doctors_schedules'
import * as sessionSecurity from './migrations/2026_11_23_1000_session_security'
import * as searchLatin from './migrations/2026_11_23_1000_search_latin'
import * as doctorEnglishTexts from './migrations/2026_11_23_1600_doctor_english_texts'
import * as doctorNextSlots from './migrations/2026_11_23_1800_doctor_next_slots'
import * as outboxIdempotency from './migrations/2026_11_24_0100_outbox_idempotency'
import * as realtimeSessionEnded from './migrations/2026_11_24_0200_realtime_session_ended'
import * as notifications from './migrations/2026_11_24_0300_notifications'
import * as bookingsPayments from './migrations/2026_11_25_1000_bookings_payments'
import * as medicalFiles from './migrations/2026_11_25_1400_medical_files'
import * as paymentCheckout from './migrations/2026_11_25_1500_payment_checkout'
import * as doctorReviews from './migrations/2026_11_25_1600_doctor_reviews'
import * as leadsAndAudit from './migrations/2026_11_25_1800_leads_and_audit'
import * as adminAccounts from './migrations/2026_11_25_1700_admin_accounts'
import * as accountDeletion from './migrations/2026_11_25_1702_account_deletion'

import * as dialogsMigration from './migrations/2026_11_25_1900_dialogs'
import * as legalTexts from './migrations/2026_12_06_0100_legal_texts'
import * as legalAcceptances from './migrations/2026_12_06_0200_legal_acceptances'
import * as doctorDataAndObservations from './migrations/2026_12_07_0500_doctor_data_and_observations'
import * as paymentSettings from './migrations/2026_12_07_0400_payment_settings'
import * as questions from './migrations/2026_12_07_0300_questions'
import * as waitingList from './migrations/2026_12_07_0100_waiting_list'
import * as topicNotificationsMigration from './migrations/2026_11_25_1901_topic_notifications'
import * as adminIndexes from './migrations/2026_11_25_2000_admin_indexes'
import * as doctorAdminSearch from './migrations/2026_11_25_2010_doctor_admin_search'
import * as adminSortIndexes from './migrations/2026_11_25_2020_admin_sort_indexes'
import * as consultsMigration from './migrations/2026_11_26_1000_consults'
import * as measurementsMigration from './migrations/2026_11_26_1100_measurements'
import * as bookingLifecycle from './migrations/2026_11_26_1300_booking_lifecycle'
import * as remindersAndWarnings from './migrations/2026_11_26_1310_reminders_and_warnings'
import * as payoutsMigration from './migrations/2026_11_26_1400_payouts'
import * as nameWordsNotify from './migrations/2026_11_26_1500_name_words_notify'
import * as nextSlotsLockOrder from './migrations/2026_11_27_0900_next_slots_lock_order'
import * as ledgerStatementTriggers from './migrations/2026_11_27_0910_ledger_statement_triggers'
import * as reviewMoneyAndAdmin from './migrations/2026_12_02_0100_review_money_and_admin'
import * as adminEnrolCodes from './migrations/2026_12_02_0101_admin_enrol_codes'
import * as prescriptionPdfs from './migrations/2026_12_02_0200_prescription_pdfs'
import * as rateLimitHits from './migrations/2026_12_02_0210_rate_limit_hits'
import * as bookingPaymentRetry from './migrations/2026_12_02_0400_booking_payment_retry'
import * as profileMeasurements from './migrations/2026_12_02_0500_profile_measurements'
import * as doctorsPublicPages from './migrations/2026_12_03_0100_doctors_public_pages'
import * as centreServices from './migrations/2026_12_04_0100_centre_services'
import * as centreOrders from './migrations/2026_12_05_0100_centre_orders'
import * as centreScale from './migrations/2026_12_05_0200_centre_scale'
import * as prescriptionDispensing from './migrations/2026_12_05_0300_prescription_dispensing'
import * as centreOrderTabsScale from './migrations/2026_12_05_0500_centre_order_tabs_scale'
import * as centreOrderCardRefunds from './migrations/2026_12_05_0600_centre_order_card_refunds'
import * as clinicSearchAllSpecialties from './migrations/2026_12_08_0100_clinic_search_all_specialties'
/** Migrations are listed explicitly (no directory scan), in order. */
const migrations: Record<string, Migration> = {
  '2026_11_21_0600_foundation': foundation,
  '2026_11_21_0700_doctors_schedules': doctorsSchedules,
  '2026_11_23_1000_session_security': sessionSecurity,
  '2026_11_23_1000_search_latin': searchLatin,
  '2026_11_23_1600_doctor_english_texts': doctorEnglishTexts,
  '2026_11_23_1800_doctor_next_slots': doctorNextSlots,
  '2026_11_24_0100_outbox_idempotency': outboxIdempotency,
  '2026_11_24_0200_realtime_session_ended': realtimeSessionEnded,
  '2026_11_24_0300_notifications': notifications,
  '2026_11_25_1000_bookings_payments': bookingsPayments,
  '2026_11_25_1400_medical_files': medicalFiles,
  '2026_11_25_1500_payment_checkout': paymentCheckout,
  '2026_11_25_1600_doctor_reviews': doctorReviews,
  '2026_11_25_1700_admin_accounts': adminAccounts,
  '2026_11_25_1702_account_deletion': accountDeletion,
  '2026_11_25_1800_leads_and_audit': leadsAndAudit,
  '2026_11_25_1900_dialogs': dialogsMigration,
  '2026_11_25_1901_topic_notifications': topicNotificationsMigration,
  '2026_11_25_2000_admin_indexes': adminIndexes,
  '2026_11_25_2010_doctor_admin_search': doctorAdminSearch,
  '2026_11_25_2020_admin_sort_indexes': adminSortIndexes,
  '2026_11_26_1000_consults': consultsMigration,
  '2026_11_26_1100_measurements': measurementsMigration,
  '2026_11_26_1300_booking_lifecycle': bookingLifecycle,
  '2026_11_26_1310_reminders_and_warnings': remindersAndWarnings,
  '2026_11_26_1400_payouts': payoutsMigration,
  '2026_11_26_1500_name_words_notify': nameWordsNotify,
  '2026_11_27_0900_next_slots_lock_order': nextSlotsLockOrder,
  '2026_11_27_0910_ledger_statement_triggers': ledgerStatementTriggers,
  '2026_12_02_0100_review_money_and_admin': reviewMoneyAndAdmin,
  '2026_12_02_0101_admin_enrol_codes': adminEnrolCodes,
  '2026_12_02_0200_prescription_pdfs': prescriptionPdfs,
  '2026_12_02_0210_rate_limit_hits': rateLimitHits,
  '2026_12_02_0400_booking_payment_retry': bookingPaymentRetry,
  '2026_12_02_0500_profile_measurements': profileMeasurements,
  '2026_12_03_0100_doctors_public_pages': doctorsPublicPages,
  '2026_12_04_0100_centre_services': centreServices,
  '2026_12_05_0100_centre_orders': centreOrders,
  '2026_12_05_0200_centre_scale': centreScale,
  '2026_12_05_0300_prescription_dispensing': prescriptionDispensing,
  '2026_12_05_0500_centre_order_tabs_scale': centreOrderTabsScale,
  '2026_12_05_0600_centre_order_card_refunds': centreOrderCardRefunds,
  '2026_12_06_0100_legal_texts': legalTexts,
  '2026_12_06_0200_legal_acceptances': legalAcceptances,
  '2026_12_07_0500_doctor_data_and_observations': doctorDataAndObservations,
  '2026_12_07_0400_payment_settings': paymentSettings,
  '2026_12_07_0300_questions': questions,
  '2026_12_07_0100_waiting_list': waitingList,
  '2026_12_08_0100_clinic_search_all_specialties': clinicSearchAllSpecialties,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Database): Promise<string[]> {
  // Work on parallel branches lands migrations out of name order (2026_11_25_1702 after 1800 had run somewhere):
  // each runs once whatever the order, rather than a database that ran a later one refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
