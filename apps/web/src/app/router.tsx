import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { AppLayout } from './layouts/app-layout'
import { RouteErrorScreen } from './layouts/error-screen'
import { href, paths, type RouteName } from './paths'
import { RouteGuard } from './route-guard'

type Page = LazyExoticComponent<ComponentType>

// One lazy chunk per page, so the home page loads only what it shows.
const home = lazy(() => import('./routes/home'))
const comingSoon = lazy(() => import('./routes/coming-soon'))
// Routes that share one page module share one lazy import.
const practicePages = lazy(() => import('./routes/doctors/practice-pages'))
const doctorPages = lazy(() => import('./routes/doctors/doctor-pages'))
const paymentsPages = lazy(() => import('./routes/payments/payments-pages'))
const doctorReviewsPages = lazy(() => import('./routes/admin/doctor-reviews-pages'))
const adminAccountsPages = lazy(() => import('./routes/admin/admin-accounts-pages'))

/** Built pages; every other route of the table shows the coming-soon page (never a blank screen). */
const pages: Partial<Record<RouteName, Page>> = {
  root: home,
  home,
  comingSoon,
  signIn: lazy(() => import('./routes/accounts/sign-in')),
  signUp: lazy(() => import('./routes/accounts/sign-up')),
  signUpDoctor: lazy(() => import('./routes/accounts/sign-up-doctor')),
  signUpLab: lazy(() => import('./routes/accounts/sign-up-lab')),
  signUpRadio: lazy(() => import('./routes/accounts/sign-up-radio')),
  adminSignIn: lazy(() => import('./routes/accounts/admin-sign-in')),
  forgotPassword: lazy(() => import('./routes/accounts/forgot-password')),
  changePassword: lazy(() => import('./routes/accounts/change-password')),
  changeEmail: lazy(() => import('./routes/accounts/change-email')),
  changePhone: lazy(() => import('./routes/accounts/change-phone')),
  verifyEmail: lazy(() => import('./routes/accounts/verify-email')),
  createProfile: lazy(() => import('./routes/profiles/create-profile')),
  createEmail: lazy(() => import('./routes/profiles/create-email')),
  profile: lazy(() => import('./routes/profiles/profile')),
  settings: lazy(() => import('./routes/profiles/settings')),
  help: lazy(() => import('./routes/help')),
  forDoctor: lazy(() => import('./routes/for-doctor')),
  forLab: lazy(() => import('./routes/for-lab')),
  forRadio: lazy(() => import('./routes/for-radio')),
  devOutbox: lazy(() => import('./routes/dev/outbox')),
  notifications: lazy(() => import('./routes/notifications')),
  profileEditVideo: practicePages,
  profileEditClinic: practicePages,
  profileEditHome: practicePages,
  profileEdit: lazy(() => import('./routes/profiles/profile-edit')),
  schedule: practicePages,
  primaryDoctors: doctorPages,
  specialists: doctorPages,
  doctors: doctorPages,
  clinicSearch: doctorPages,
  doctor: doctorPages,
  clinic: doctorPages,
  favourites: doctorPages,
  booking: doctorPages,
  wallet: paymentsPages,
  walletPayments: paymentsPages,
  paymentsPay: paymentsPages,
  paymentsStatus: paymentsPages,
  bookingSuccess: lazy(() => import('./routes/booking/booking-success')),
  bookings: lazy(() => import('./routes/bookings/bookings')),
  followUp: lazy(() => import('./routes/bookings/follow-up')),
  // The WebRTC call (issue 11 §1) loads with this page only.
  call: lazy(() => import('./routes/consults/call')),
  manageDoctors: doctorReviewsPages,
  manageDoctor: doctorReviewsPages,
  hhFormLeads: lazy(() => import('./routes/admin/hh-form-leads')),
  dumps: lazy(() => import('./routes/admin/dumps')),
  audit: lazy(() => import('./routes/admin/audit')),
  managePatients: adminAccountsPages,
  managePatient: adminAccountsPages,
  manageLabs: adminAccountsPages,
  manageLab: adminAccountsPages,
  manageRadios: adminAccountsPages,
  manageRadio: adminAccountsPages,
  manageAdmins: adminAccountsPages,
  manageDeletions: lazy(() => import('./routes/admin/manage-deletions')),
  manageDialogs: lazy(() => import('./routes/admin/manage-dialogs')),
  sendNotifications: lazy(() => import('./routes/admin/send-notifications')),
  sessionSummary: lazy(() => import('./routes/consults/session-summary')),
  callReview: lazy(() => import('./routes/consults/call-review')),
  callSummary: lazy(() => import('./routes/consults/call-summary')),
  healthRecords: lazy(() => import('./routes/consults/health-records')),
  healthRecordsVisit: lazy(() => import('./routes/consults/health-records-visit')),
  healthRecordsPrescription: lazy(() => import('./routes/consults/health-records-prescription')),
  prescriptions: lazy(() => import('./routes/consults/prescriptions')),
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors of a page render inside the frame, so the menu stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          ...(Object.keys(paths) as RouteName[]).map((name): RouteObject => {
            const PageComponent = pages[name] ?? comingSoon
            return {
              path: paths[name].path,
              element: (
                <RouteGuard entry={paths[name]}>
                  <PageComponent />
                </RouteGuard>
              ),
            }
          }),
          { path: '*', element: <Navigate to={href('home')} replace /> },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
