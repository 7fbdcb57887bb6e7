import type { DeletionStatus } from '@app/domain/account-deletion'
import type { ManagedKind } from '@app/domain/admin-accounts'
import type { BookingQuoteQuery, BookingTab } from '@app/domain/bookings'
import type { CentreKind } from '@app/domain/centres/schemas'
import type { CentreOrderTab } from '@app/domain/centre-orders'
import type { FavouritesQuery } from '@app/domain/doctors'
import type { AdminEditableRole } from '@app/domain/profiles'
import type { BroadcastAudience } from '@app/domain/topic-notifications'

/**
 * Issue 41 §6: every TanStack Query key of the web app, in one typed registry (as bulletproof-react builds its keys
 * for `*QueryOptions().queryKey`). A feature's query options build their keys here, and a mutation invalidates
 * another feature's data through it without importing that feature. The values are the arrays the features used
 * before, so caches, prefetches and the server's hydrated data keep matching. Keys under one root are prefixes of
 * each other on purpose: invalidating a root (`all`) refreshes everything under it. Lint (eslint.config.js) refuses a
 * literal key anywhere else.
 *
 * Roots shared on purpose: `bookings` holds the booking wizard's reads (booking), the lists (bookings) and a
 * booking's changes (booking-changes), so one `booking.updated` refresh reaches all three.
 */

// accounts
const session = ['session'] as const
const signedInDevices = ['signedInDevices'] as const
// account-deletion
const accountDeletion = ['account-deletion'] as const
const deletionRequests = ['deletion-requests'] as const
// admin-accounts
const adminAccounts = ['admin-accounts'] as const
const admins = ['admins'] as const
// audit
const audit = ['audit'] as const
const recordReads = ['record-reads'] as const
// booking, bookings, booking-changes
const bookings = ['bookings'] as const
const bookingChanges = (bookingId: string) => [...bookings, 'changes', bookingId] as const
// catalog
const catalog = ['catalog'] as const
// centres
const centres = ['centres'] as const
// centre-orders
const centreOrders = ['centre-orders'] as const
// consults
const consults = ['consults'] as const
const consult = (bookingId: string) => [...consults, bookingId] as const
const healthRecords = ['health-records'] as const
const consultRecord = ['consult-record'] as const
const prescriptionChecks = ['prescription-checks'] as const
// data-exports
const dataExports = ['data-exports'] as const
// dev
const dev = ['dev'] as const
// dialogs
const dialogs = ['dialogs'] as const
// legal texts (issue 45 §1)
const legal = ['legal'] as const
// questions to the team (issue 45 §1 /help/ask)
const questions = ['questions'] as const
// doctor-reviews
const doctorReviews = ['doctor-reviews'] as const
// doctors
const doctors = ['doctors'] as const
// favourites
const favourites = ['favourites'] as const
// leads
const leads = ['leads'] as const
// measurements
const measurements = ['measurements'] as const
// medical-files
const medicalFiles = ['medical-files'] as const
// notifications
const notifications = ['notifications'] as const
// payments
const payments = ['payments'] as const
// payment settings (issue 45 §5)
const paymentSettings = ['payment-settings'] as const
// payouts
const payouts = ['payouts'] as const
// profiles
const profiles = ['profiles'] as const
// schedules
const availability = ['availability'] as const
const schedules = ['schedules'] as const
// server-time
const serverTime = ['server-time'] as const
// topic-notifications
const topicNotifications = ['topic-notifications'] as const

export const queryKeys = {
  /** The signed-in person; sign-out keeps this entry alone (accounts' forgetSession). */
  session,
  /** Not under `session`: sign-out drops it with everything else. */
  signedInDevices,

  /** The owner's own deletion request. */
  accountDeletion,
  deletionRequests: {
    all: deletionRequests,
    list: (status: DeletionStatus, page: number) => [...deletionRequests, status, page] as const,
  },

  adminAccounts: {
    all: adminAccounts,
    list: (kind: ManagedKind, filters: object) => [...adminAccounts, kind, filters] as const,
    one: (kind: ManagedKind, userId: string) => [...adminAccounts, kind, 'one', userId] as const,
    status: (userId: string) => [...adminAccounts, 'status', userId] as const,
  },
  admins,

  audit: {
    all: audit,
    log: (filters: object) => [...audit, filters] as const,
    failedJobs: [...audit, 'failed-jobs'] as const,
  },
  recordReads: {
    all: recordReads,
    page: (page: number, language: string) => [...recordReads, page, language] as const,
  },

  bookings: {
    all: bookings,
    /** A page of a tab of the lists ('next': the tab holding the next booking). */
    list: (tab: BookingTab | 'next', page: number, pageSize: number) =>
      [...bookings, tab, page, pageSize] as const,
    one: (bookingId: string) => [...bookings, 'one', bookingId] as const,
    payment: (bookingId: string) => [...bookings, 'payment', bookingId] as const,
    quote: (query: BookingQuoteQuery) => [...bookings, 'quote', query] as const,
    /**
     * What a booking's changes read (the cancellation quote, the follow-up option) sits under the bookings key, so
     * whatever refreshes bookings (a change made there, a push that one changed) refreshes them too.
     */
    changes: bookingChanges,
    cancellation: (bookingId: string) => [...bookingChanges(bookingId), 'cancellation'] as const,
    followUp: (bookingId: string) => [...bookingChanges(bookingId), 'follow-up'] as const,
  },

  catalog,

  centres: {
    all: centres,
    /** A centre's own offers (`me`), or a named centre's for an admin (/manage-labs/{labId}). */
    offers: (centreId: string | null) => [...centres, 'offers', centreId ?? 'me'] as const,
    hours: (centreId: string | null) => [...centres, 'hours', centreId ?? 'me'] as const,
    /** Every search of the catalogue: an offer saved changes their counts and lowest prices. */
    services: [...centres, 'services'] as const,
    search: (kind: CentreKind, q: string, categoryId = '') =>
      [...centres, 'services', kind, q, categoryId] as const,
    /** Issue 43 §2, the patient's side: the centres offering a service, one centre, a booking's quote. */
    forService: (serviceId: string, query: object) => [...centres, 'for-service', serviceId, query] as const,
    details: (centreId: string) => [...centres, 'details', centreId] as const,
    quote: (query: object) => [...centres, 'quote', query] as const,
  },

  /** Issue 43 §3–§5: a centre's or a patient's orders of tests and scans; every query about them sits under `all`. */
  centreOrders: {
    all: centreOrders,
    /** The list with its filters (a patient's has none but the medical file). */
    list: (filters: {
      tab?: CentreOrderTab
      q?: string
      serviceId?: string
      from?: string
      to?: string
      medicalFileId?: string
    }) => [...centreOrders, 'list', filters] as const,
    one: (orderId: string) => [...centreOrders, 'one', orderId] as const,
    /** The payer's refused payment and its retry (issue 41 §4 for lab tests and scans). */
    payment: (orderId: string) => [...centreOrders, 'payment', orderId] as const,
    /** One test's values over time in a medical file (the health record's chart). */
    results: (medicalFileId: string, test: string) =>
      [...centreOrders, 'results', medicalFileId, test] as const,
  },

  consults: {
    all: consults,
    /** The consult itself; every query about it sits under this key. */
    one: consult,
    messages: (bookingId: string) => [...consult(bookingId), 'messages'] as const,
    summaryView: (bookingId: string) => [...consult(bookingId), 'summary-view'] as const,
    summary: (bookingId: string) => [...consult(bookingId), 'summary'] as const,
  },
  healthRecords: {
    all: healthRecords,
    file: (fileId: string | undefined) => [...healthRecords, fileId ?? 'own'] as const,
    files: (fileIds: readonly string[]) => [...healthRecords, 'files', ...fileIds] as const,
  },
  /**
   * A pharmacy's check of a prescription by its code (issue 45 §4): not under the consult's key either, every read
   * being a check the patient is shown.
   */
  prescriptionChecks: {
    all: prescriptionChecks,
    one: (code: string) => [...prescriptionChecks, code] as const,
  },
  /** Not under the consult's key: a consult.updated push must not read (and audit) the record again. */
  consultRecord: {
    all: consultRecord,
    one: (bookingId: string) => [...consultRecord, bookingId] as const,
  },

  dataExports,

  dev: {
    all: dev,
    outbox: [...dev, 'outbox'] as const,
  },

  dialogs: {
    all: dialogs,
    /** The texts shown to doctors (SPEC 7.3 dialogs/dr). */
    doctors: [...dialogs, 'dr'] as const,
  },

  legal: {
    all: legal,
    /** A legal text's latest version, public. */
    text: (key: string) => [...legal, 'text', key] as const,
    /** Every version of a text, for the admins. */
    versions: (key: string) => [...legal, 'versions', key] as const,
    /** The new versions the signed-in person has yet to accept (per person: another may sign in on the device). */
    pending: (userId: string) => [...legal, 'pending', userId] as const,
    /** What a person accepted, for the admins. */
    acceptances: (userId: string) => [...legal, 'acceptances', userId] as const,
  },

  questions: {
    all: questions,
    /** The signed-in person's own questions (per person: another may sign in on the device). */
    mine: (userId: string) => [...questions, userId] as const,
    /** The admins' queue. */
    list: (filters: object) => [...questions, filters] as const,
  },

  doctorReviews: {
    all: doctorReviews,
    list: (filters: object) => [...doctorReviews, filters] as const,
  },

  doctors: {
    all: doctors,
    /** Every doctor's public page. */
    pages: [...doctors, 'page'] as const,
    page: (doctorId: string) => [...doctors, 'page', doctorId] as const,
    /** `params`: the search's URL parameters, so equal searches share an entry. */
    search: (params: string) => [...doctors, 'search', params] as const,
    editor: (doctorId: string | null) => [...doctors, 'editor', doctorId ?? 'me'] as const,
  },

  favourites: {
    all: favourites,
    practice: (practice: FavouritesQuery['practice']) => [...favourites, practice] as const,
  },

  leads: {
    all: leads,
    list: (filters: object) => [...leads, filters] as const,
  },

  measurements: {
    all: measurements,
    file: (fileId: string | undefined) => [...measurements, fileId ?? 'own'] as const,
  },

  medicalFiles,

  /** Not under `session`: sign-out drops them with everything else. */
  notifications: {
    all: notifications,
    list: [...notifications, 'list'] as const,
    unread: [...notifications, 'unread'] as const,
    choices: [...notifications, 'choices'] as const,
  },

  payments: {
    all: payments,
    wallet: [...payments, 'wallet'] as const,
    /** The payer's payment orders (SPEC 2.7 'order list'). */
    orders: [...payments, 'orders'] as const,
    billing: [...payments, 'billing'] as const,
    order: (orderId: string) => [...payments, 'order', orderId] as const,
    checkout: (orderId: string) => [...payments, 'checkout', orderId] as const,
  },

  /** The payment settings in force (issue 45 §5): every doctor's page and editor show prices with them. */
  paymentSettings: paymentSettings,

  /** Every earnings and payouts query: one `payout.updated` push refreshes them all. */
  payouts: {
    all: payouts,
    earnings: (page: number) => [...payouts, 'earnings', page] as const,
    list: (page: number) => [...payouts, 'list', page] as const,
  },

  profiles: {
    all: profiles,
    /** The profile of the session's context role. */
    mine: [...profiles, 'me'] as const,
    /** Another user's profile, opened by an admin. */
    of: (role: AdminEditableRole, userId: string) => [...profiles, role, userId] as const,
  },

  availability: {
    all: availability,
    /** Every window and gathering of one doctor's free times. */
    doctor: (doctorId: string) => [...availability, doctorId] as const,
    window: (doctorId: string, from: string | null) => [...availability, doctorId, 'window', from] as const,
    /** The first `windows` windows gathered, as a doctor's page shows them. */
    windows: (doctorId: string | null, windows: number) => [...availability, doctorId, windows] as const,
  },
  schedules: {
    all: schedules,
    doctor: (doctorId: string | null) => [...schedules, doctorId ?? 'me'] as const,
  },

  /** This device's clock's offset from the server's (SPEC 9: read again every 36,000 ms). */
  serverTime,

  topicNotifications: {
    all: topicNotifications,
    count: (audience: BroadcastAudience) => [...topicNotifications, 'count', audience] as const,
    list: (page: number) => [...topicNotifications, 'list', page] as const,
  },
} as const
