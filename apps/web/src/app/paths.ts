import type { LegalKey } from '@app/domain/legal'
import type { Role } from '@app/domain/shared'
import { generatePath } from '#web/shared/lib/router'
import { allRoles } from '#web/shared/lib/roles'

/** Who may open a route (SPEC 2.2): signed-out visitors and/or the context roles listed. */
export type Audience = 'signedOut' | Role

export interface RouteEntry {
  path: string
  access: readonly Audience[]
  /** SPEC 1: not offered inside the mobile app. */
  hiddenOnMobile?: boolean
}

const everyone: readonly Audience[] = ['signedOut', ...allRoles]
const signedOut: readonly Audience[] = ['signedOut']
const providers: readonly Audience[] = ['patient', 'doctor', 'lab', 'radio']
const admin: readonly Audience[] = ['admin']

/** SPEC 2.1: every route of the product, in one place. The router renders a coming-soon page for unbuilt ones. */
export const paths = {
  root: { path: '/', access: everyone },
  home: { path: '/home', access: everyone },
  signIn: { path: '/sign-in', access: signedOut },
  signUp: { path: '/sign-up', access: signedOut },
  signUpDoctor: { path: '/sign-up-doctor', access: signedOut },
  signUpLab: { path: '/sign-up-lab', access: signedOut },
  signUpRadio: { path: '/sign-up-radio', access: signedOut },
  adminSignIn: { path: '/admin-sign-in', access: signedOut, hiddenOnMobile: true },
  comingSoon: { path: '/coming-soon', access: everyone },
  forgotPassword: { path: '/forgot-password/:profileType', access: signedOut },
  // Open to everyone (SPEC 2.2); the pages ask a signed-out visitor to sign in first.
  changeEmail: { path: '/change-email', access: everyone },
  changePassword: { path: '/change-password', access: everyone },
  changePhone: { path: '/change-phone', access: everyone },
  createProfile: { path: '/create-profile', access: providers },
  createEmail: { path: '/create-email', access: ['patient'] },
  forDoctor: { path: '/for-doctor', access: signedOut, hiddenOnMobile: true },
  forLab: { path: '/for-lab', access: signedOut, hiddenOnMobile: true },
  forRadio: { path: '/for-radio', access: signedOut, hiddenOnMobile: true },
  help: { path: '/help', access: everyone },
  // Issue 45 §1: the legal texts and help pages under /help, each its own page (SPEC 1, 2.1).
  helpAbout: { path: '/help/about', access: everyone },
  helpContact: { path: '/help/contact', access: everyone },
  helpTerms: { path: '/help/terms', access: everyone },
  helpDoctorTerms: { path: '/help/doctor-terms', access: everyone },
  helpDoctorsAgreement: { path: '/help/doctors-agreement', access: everyone },
  helpPrivacy: { path: '/help/privacy', access: everyone },
  helpRefunds: { path: '/help/refunds', access: everyone },
  // Issue 45 §1: ask the team a question, signed in or with a mobile (rendered in the browser: a form).
  helpAsk: { path: '/help/ask', access: everyone },
  // Every role may look (SPEC 2.5 hides only the step indicator for doctors); step 5 lets only patients book (SPEC 6).
  booking: { path: '/booking', access: everyone },
  bookingSuccess: { path: '/booking/:bookingId/success', access: ['patient'] },
  bookings: { path: '/bookings', access: ['patient', 'doctor'] },
  call: { path: '/call/:bookingId', access: ['patient', 'doctor'] },
  callReview: { path: '/call-review/:id', access: ['patient'] },
  callSummary: { path: '/call-summary/:id', access: ['patient'] },
  sessionSummary: { path: '/session-summary/:bookingId', access: ['doctor'] },
  followUp: { path: '/follow-up/:bookingId', access: ['patient'] },
  waitingOffer: { path: '/waiting-list/offers/:offerId', access: ['patient'] },
  doctor: { path: '/doctor/:id', access: ['signedOut', 'patient', 'doctor'] },
  clinic: { path: '/clinic/:id', access: ['signedOut', 'patient'] },
  clinicSearch: { path: '/clinic', access: ['signedOut', 'patient'] },
  doctors: { path: '/doctors/:specialtyId/:medTitle', access: ['patient'] },
  primaryDoctors: { path: '/primary_doctors', access: ['signedOut', 'patient'] },
  specialists: { path: '/specialists', access: ['signedOut', 'patient'] },
  // Issue 43 §2: a visitor may look at the tests, scans and centres (as at doctors); booking asks them to sign in.
  labs: { path: '/labs/:serviceId', access: ['signedOut', 'patient'] },
  labDetails: { path: '/lab_details/:labId', access: ['signedOut', 'patient'] },
  radios: { path: '/radios/:serviceId', access: ['signedOut', 'patient'] },
  radioDetails: { path: '/radio_details/:radioId', access: ['signedOut', 'patient'] },
  radiosLabs: { path: '/radios_labs', access: ['signedOut', 'patient'] },
  // Not in SPEC 2.1: booking one test or scan at one centre (SPEC 2.5 'scans and lab tests', issue 43 §2).
  centreBooking: { path: '/centre-booking/:centreId/:serviceId', access: ['signedOut', 'patient'] },
  favourites: { path: '/favourites', access: ['patient'] },
  healthRecords: { path: '/health_records', access: ['patient'] },
  healthRecordsVisit: { path: '/health_records_visit/:bookingId', access: ['patient', 'doctor'] },
  healthRecordsPrescription: {
    path: '/health_records_prescription/:bookingId',
    access: ['patient', 'doctor'],
  },
  prescriptions: { path: '/prescriptions', access: ['patient'] },
  // Not in SPEC 2.1: a pharmacy checks a prescription from its QR code or its typed code (issue 45 §4).
  verifyPrescriptionEntry: { path: '/verify', access: everyone },
  verifyPrescription: { path: '/verify/:code', access: everyone },
  orders: { path: '/orders', access: ['patient', 'lab', 'radio'] },
  // Not in SPEC 2.1: one lab or radio order, for its patient side, its centre, a referring doctor, an admin (issue 43).
  order: { path: '/orders/:orderId', access: ['patient', 'lab', 'radio', 'doctor', 'admin'] },
  wallet: { path: '/wallet', access: ['patient', 'doctor', 'lab', 'radio'] },
  walletPayments: { path: '/wallet/payments', access: ['patient'] },
  paymentsPay: { path: '/payments/pay/:orderId', access: ['patient', 'doctor'] },
  paymentsStatus: { path: '/payments/status/:orderId', access: ['patient', 'doctor'] },
  profile: { path: '/profile', access: providers },
  profileEditVideo: { path: '/profile/edit/video', access: ['doctor', 'admin'] },
  profileEditClinic: { path: '/profile/edit/clinic', access: ['doctor', 'admin'] },
  profileEditHome: { path: '/profile/edit/home', access: ['doctor', 'admin'] },
  // Not in SPEC 2.1: an admin edits a patient's, lab's or radio's profile (issue 10 §1).
  profileEdit: { path: '/profile/edit', access: admin },
  schedule: { path: '/schedule', access: ['doctor'] },
  settings: { path: '/settings', access: providers },
  manageAdmins: { path: '/manage-admins', access: admin },
  manageDialogs: { path: '/manage-dialogs', access: admin },
  // Not in SPEC 2.1: the legal texts and help pages, in versions (issue 45 §1).
  manageLegal: { path: '/manage-legal', access: admin },
  // Not in SPEC 2.1: the payment settings every price is computed with (issue 45 §5; SPEC 3.5, 7.3, 9).
  managePaymentSettings: { path: '/manage-payment-settings', access: admin },
  // Not in SPEC 2.1: the questions asked at /help/ask (issue 45 §1).
  manageQuestions: { path: '/manage-questions', access: admin },
  manageDoctors: { path: '/manage-doctors', access: admin },
  manageDoctor: { path: '/manage-doctors/:doctorId', access: admin },
  manageLabs: { path: '/manage-labs', access: admin },
  manageLab: { path: '/manage-labs/:labId', access: admin },
  manageRadios: { path: '/manage-radios', access: admin },
  manageRadio: { path: '/manage-radios/:radioId', access: admin },
  managePatients: { path: '/manage-patients', access: admin },
  managePatient: { path: '/manage-patients/:patientId', access: admin },
  hhFormLeads: { path: '/hh_form_leads', access: admin },
  sendNotifications: { path: '/send-notifications', access: admin },
  dumps: { path: '/dumps', access: admin },
  // Not in SPEC 2.1: the audit log and failed background jobs (issue 10 §4).
  audit: { path: '/audit', access: admin },
  // Not in SPEC 2.1: the account deletion requests (SPEC 4, issue 10 §1).
  manageDeletions: { path: '/manage-deletions', access: admin },
  // Not in SPEC 2.1: every signed-in role's notifications (issue 8 §3).
  notifications: { path: '/notifications', access: allRoles },
  // Not in SPEC 2.1: the development outbox (SMS and email) and the email-verification link target.
  devOutbox: { path: '/dev/outbox', access: everyone },
  verifyEmail: { path: '/verify-email', access: everyone },
} as const satisfies Record<string, RouteEntry>

export type RouteName = keyof typeof paths

/** A concrete URL for a route, e.g. `href('forgotPassword', { profileType: 'doctor' })`. */
export function href(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(paths[name].path, params)
}

/** Whether a signed-out visitor (role null) or a context role may open a route. */
export function canOpen(entry: RouteEntry, role: Role | null): boolean {
  return entry.access.includes(role ?? 'signedOut')
}

/** Issue 45 §1: the page of each legal text under /help. */
export const legalRouteNames = {
  about: 'helpAbout',
  contact: 'helpContact',
  terms: 'helpTerms',
  'doctor-terms': 'helpDoctorTerms',
  'doctors-agreement': 'helpDoctorsAgreement',
  privacy: 'helpPrivacy',
  refunds: 'helpRefunds',
} as const satisfies Record<LegalKey, RouteName>

/** The legal text a route shows, if it is one of the legal pages. */
export function legalKeyOf(name: RouteName): LegalKey | undefined {
  return (Object.keys(legalRouteNames) as LegalKey[]).find((key) => legalRouteNames[key] === name)
}
