import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { matchRoutes, Navigate, useRoutes, type Params, type RouteObject } from '#web/shared/lib/router'
import { i18n, type Namespace } from '#web/shared/lib/i18n'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { AppLayout } from './layouts/app-layout'
import { href, legalKeyOf, legalRouteNames, paths, type RouteName } from './paths'
import { RouteGuard } from './route-guard'

/**
 * A page's lazy component, with its loader: the page a visit opens on starts loading at once (preloadFirstScreen), and
 * a navigation waits for the next page's (pageReady). `loaded` once code and texts are in.
 */
type Page = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown>; loaded: boolean; id: number }

let pagesMade = 0

/**
 * A page's lazy component, shown once its code and the namespaces of its texts have loaded. Listed here, a
 * namespace loads beside the code instead of after it, and no part of the page waits for its texts once the page is
 * on screen (a component asking for one not loaded suspends, and the page under it gives way to a skeleton). A
 * namespace left out still loads when a component asks for it, only later.
 */
function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []): Page {
  const loadWithTexts = () =>
    Promise.all([load(), namespaces.length ? i18n.loadNamespaces([...namespaces]) : undefined]).then(
      ([module]) => {
        made.loaded = true
        return module
      },
    )
  const made: Page = Object.assign(lazy(loadWithTexts), {
    load: loadWithTexts,
    loaded: false,
    id: (pagesMade += 1),
  })
  return made
}

// One lazy chunk per page, so the home page loads only what it shows.
const home = page(() => import('./routes/home'), ['home'])
const comingSoon = page(() => import('./routes/coming-soon'))
// Routes that share one page module share one lazy import.
// The practice editor and the schedule: their fields' messages (validation) are part of the first screen.
const practicePages = page(
  () => import('./routes/doctors/practice-pages'),
  ['doctors', 'doctorData', 'profiles', 'errors', 'schedules', 'validation'],
)
const searchPages = page(() => import('./routes/doctors/search-pages'), ['doctors', 'profiles', 'errors'])
const doctorPages = page(
  () => import('./routes/doctors/doctor-pages'),
  ['doctors', 'doctorData', 'profiles', 'errors', 'schedules'],
)
const paymentsPages = page(() => import('./routes/payments/payments-pages'))
// Issue 43 §2: the search of tests and scans, the centres of one, and a centre's page share their parts.
const centresPages = page(() => import('./routes/centres/centres-pages'), ['centres', 'errors'])
const doctorReviewsPages = page(() => import('./routes/admin/doctor-reviews-pages'))
const adminAccountsPages = page(() => import('./routes/admin/admin-accounts-pages'))
// An order's page uploads its report through profiles' file picker, with its texts.
const ordersPages = page(
  () => import('./routes/centre-orders/orders-pages'),
  ['centreOrders', 'errors', 'bookingChanges', 'profiles'],
)
// A pharmacy's check of a prescription (issue 45 §4), with or without the code in the address.
const verifyPrescriptionPage = page(
  () => import('./routes/consults/verify-prescription'),
  ['prescriptions', 'errors'],
)

// Issue 45 §1: the seven legal and help pages share one page module.
const legalPages = page(() => import('./routes/help-legal'), ['legal'])
// The legal texts' editor and the questions' queue (issue 45 §1) share one module.
const legalAdminPages = page(() => import('./routes/admin/legal-admin-pages'), ['legal', 'validation'])

/** Built pages; every other route of the table shows the coming-soon page (never a blank screen). */
const pages: Partial<Record<RouteName, Page>> = {
  root: home,
  home,
  comingSoon,
  signIn: page(() => import('./routes/accounts/sign-in'), ['accounts', 'validation', 'errors']),
  signUp: page(() => import('./routes/accounts/sign-up')),
  signUpDoctor: page(() => import('./routes/accounts/sign-up-doctor')),
  signUpLab: page(() => import('./routes/accounts/sign-up-lab')),
  signUpRadio: page(() => import('./routes/accounts/sign-up-radio')),
  adminSignIn: page(() => import('./routes/accounts/admin-sign-in')),
  forgotPassword: page(() => import('./routes/accounts/forgot-password')),
  changePassword: page(() => import('./routes/accounts/change-password')),
  changeEmail: page(() => import('./routes/accounts/change-email')),
  changePhone: page(() => import('./routes/accounts/change-phone')),
  verifyEmail: page(() => import('./routes/accounts/verify-email')),
  createProfile: page(() => import('./routes/profiles/create-profile')),
  createEmail: page(() => import('./routes/profiles/create-email')),
  profile: page(() => import('./routes/profiles/profile')),
  settings: page(() => import('./routes/profiles/settings')),
  help: page(() => import('./routes/help'), ['legal']),
  helpAbout: legalPages,
  helpContact: legalPages,
  helpTerms: legalPages,
  helpDoctorTerms: legalPages,
  helpDoctorsAgreement: legalPages,
  helpPrivacy: legalPages,
  helpRefunds: legalPages,
  helpAsk: page(() => import('./routes/help-ask'), ['legal']),
  forDoctor: page(() => import('./routes/for-doctor')),
  forLab: page(() => import('./routes/for-lab')),
  forRadio: page(() => import('./routes/for-radio')),
  devOutbox: page(() => import('./routes/dev/outbox')),
  notifications: page(() => import('./routes/notifications')),
  profileEditVideo: practicePages,
  profileEditClinic: practicePages,
  profileEditHome: practicePages,
  profileEdit: page(() => import('./routes/profiles/profile-edit')),
  schedule: practicePages,
  primaryDoctors: searchPages,
  specialists: searchPages,
  doctors: searchPages,
  clinicSearch: searchPages,
  doctor: doctorPages,
  clinic: doctorPages,
  favourites: page(() => import('./routes/doctors/favourites')),
  radiosLabs: centresPages,
  labs: centresPages,
  radios: centresPages,
  labDetails: centresPages,
  radioDetails: centresPages,
  centreBooking: page(
    () => import('./routes/centres/centre-booking'),
    ['centres', 'errors', 'validation', 'payments', 'medicalFiles'],
  ),
  booking: page(() => import('#web/flows/booking/booking'), ['booking', 'doctors', 'validation', 'errors']),
  wallet: paymentsPages,
  walletPayments: paymentsPages,
  paymentsPay: paymentsPages,
  paymentsStatus: paymentsPages,
  bookingSuccess: page(() => import('#web/flows/booking/booking-success')),
  bookings: page(() => import('./routes/bookings/bookings')),
  followUp: page(() => import('./routes/bookings/follow-up')),
  waitingOffer: page(() => import('./routes/bookings/waiting-offer'), ['bookings']),
  // The WebRTC call (issue 11 §1) loads with this page only.
  call: page(() => import('./routes/consults/call')),
  manageDoctors: doctorReviewsPages,
  manageDoctor: doctorReviewsPages,
  hhFormLeads: page(() => import('./routes/admin/hh-form-leads')),
  dumps: page(() => import('./routes/admin/dumps')),
  audit: page(() => import('./routes/admin/audit')),
  managePatients: adminAccountsPages,
  managePatient: adminAccountsPages,
  manageLabs: adminAccountsPages,
  manageLab: adminAccountsPages,
  manageRadios: adminAccountsPages,
  manageRadio: adminAccountsPages,
  manageAdmins: adminAccountsPages,
  manageDeletions: page(() => import('./routes/admin/manage-deletions')),
  manageDialogs: page(() => import('./routes/admin/manage-dialogs')),
  managePaymentSettings: page(
    () => import('./routes/admin/manage-payment-settings'),
    ['payments', 'validation'],
  ),
  manageLegal: legalAdminPages,
  manageQuestions: legalAdminPages,
  sendNotifications: page(() => import('./routes/admin/send-notifications')),
  sessionSummary: page(() => import('./routes/consults/session-summary')),
  callReview: page(() => import('./routes/consults/call-review')),
  callSummary: page(() => import('./routes/consults/call-summary')),
  healthRecords: page(() => import('./routes/consults/health-records')),
  healthRecordsVisit: page(() => import('./routes/consults/health-records-visit')),
  healthRecordsPrescription: page(() => import('./routes/consults/health-records-prescription')),
  prescriptions: page(() => import('./routes/consults/prescriptions')),
  // Issue 43 §3–§4: a centre's or a patient's orders of tests and scans, and one order.
  orders: ordersPages,
  order: ordersPages,
  verifyPrescriptionEntry: verifyPrescriptionPage,
  verifyPrescription: verifyPrescriptionPage,
}

export const routes: RouteObject[] = [
  {
    // The frame shows a page's error itself (app-layout.tsx), so the menu stays usable.
    element: <AppLayout />,
    children: [
      ...(Object.keys(paths) as RouteName[]).map((name): RouteObject => {
        const PageComponent = pages[name] ?? comingSoon
        return {
          id: name,
          path: paths[name].path,
          // Each page in a boundary of its own, left with it: a part of the page still loading when the reader
          // goes on is dropped with the page, and never shown over the next one (docs/decisions/0028). Routes of
          // one page module share it, so moving between them keeps the page's state.
          element: (
            <Suspense key={PageComponent.id} fallback={<PageSkeleton />}>
              <RouteGuard entry={paths[name]}>
                <PageComponent />
              </RouteGuard>
            </Suspense>
          ),
        }
      }),
      { path: '*', element: <Navigate to={href('home')} replace /> },
    ],
  },
]

/** The app's pages, under `<AppRouter>` (shared/lib/navigation.tsx). */
export function AppRoutes() {
  return useRoutes(routes)
}

/**
 * What an entry page's first screen needs besides its code and texts (`page` above) and the session: the catalog
 * for the doctor pages and the wizard, the search's filters on a wide screen. Without this each waits for the one
 * before it (the session, then the page's code, then its texts, then the catalog, then the page's data): on a slow
 * phone network each wait is a round trip or more.
 */
interface FirstScreen {
  catalog?: boolean
  /**
   * What else the page shows at once: the search's filters on a wide screen, a doctor and their next free times. The
   * page's own queries find it asked for, in the same cache.
   */
  more?: (
    params: Params,
    queryClient: QueryClient,
    location: { name: RouteName; search: string },
  ) => Promise<unknown>
}

const searchPagesFirstScreen: FirstScreen = {
  catalog: true,
  // The first page of doctors the list shows (the server renders it with the page, issue 42 §2), and the search's
  // filters on a wide screen. Imported here, not at the top: the other pages' first screens go without them.
  more: (params, queryClient, location) =>
    Promise.all([
      import('#web/features/doctors/lib/filter-grid-chunk').then((chunk) => chunk.preloadFilterGridIfWide()),
      Promise.all([
        import('#web/features/catalog/api/get-catalog'),
        import('#web/features/doctors/api/search-doctors'),
        import('#web/features/doctors/lib/search-state'),
        import('#web/flows/doctor-search/fixed-search'),
      ]).then(async ([catalog, doctors, searchState, fixedSearch]) => {
        const search = new URLSearchParams(location.search)
        const catalogData = fixedSearch.fixedSearchReadsCatalog(location.name)
          ? await queryClient.fetchQuery(catalog.catalogQueryOptions()).catch(() => undefined)
          : undefined
        const fixed = fixedSearch.fixedSearchOf(location.name, catalogData, params, search)
        if (fixed)
          await queryClient.prefetchQuery(
            doctors.doctorSearchQueryOptions({ ...searchState.readSearch(search), ...fixed }),
          )
      }),
    ]),
}

const doctorPagesFirstScreen: FirstScreen = {
  catalog: true,
  // The page asked for the doctor once the session, its code and its texts had come, and for the doctor's free times
  // once the doctor had: three round trips after the session instead of none.
  more: ({ id }, queryClient) =>
    id
      ? Promise.all([
          import('#web/features/doctors/api/get-doctor').then((doctor) =>
            queryClient.prefetchQuery(doctor.doctorQueryOptions(id)),
          ),
          import('#web/features/schedules/api/get-availability').then((availability) =>
            queryClient.prefetchQuery(availability.availabilityWindowsQueryOptions(queryClient, id, 1)),
          ),
        ])
      : Promise.resolve(),
}

/** A legal page's text (issue 45 §1), rendered on the server with the page. */
const legalPageFirstScreen: FirstScreen = {
  more: (_params, queryClient, location) => {
    const key = legalKeyOf(location.name)
    return key
      ? import('#web/features/legal/api/legal').then((legal) =>
          queryClient.prefetchQuery(legal.legalTextQueryOptions(key)),
        )
      : Promise.resolve()
  },
}

const firstScreens: Partial<Record<RouteName, FirstScreen>> = {
  ...Object.fromEntries(Object.values(legalRouteNames).map((name) => [name, legalPageFirstScreen])),
  primaryDoctors: searchPagesFirstScreen,
  specialists: searchPagesFirstScreen,
  doctors: searchPagesFirstScreen,
  clinicSearch: searchPagesFirstScreen,
  doctor: doctorPagesFirstScreen,
  clinic: doctorPagesFirstScreen,
  booking: { catalog: true },
}

/** The page at `location`, with its path's parameters. */
function routeAt(location: { pathname: string }): { name: RouteName; params: Params } | undefined {
  const match = matchRoutes(routes, location)?.at(-1)
  const id = match?.route.id
  // The catch-all redirect has no id.
  return match && id !== undefined && id in paths
    ? { name: id as RouteName, params: match.params }
    : undefined
}

/** The page at `location`. */
export function routeNameOf(location: { pathname: string }): RouteName | undefined {
  return routeAt(location)?.name
}

/**
 * What a navigation to `location` waits for before it is shown (AppRouter's `prepare`): its page's code and texts,
 * unless they have loaded. The page on screen stays meanwhile, and the next one never shows a skeleton for its own
 * code.
 */
export function pageReady(location: { pathname: string }): Promise<unknown> | undefined {
  const name = routeNameOf(location)
  const next = name ? (pages[name] ?? comingSoon) : undefined
  return next && !next.loaded ? next.load() : undefined
}

// The catalog's schema (zod) loads with the pages that read the catalog, never with the entry chunk.
const loadCatalog = (queryClient: QueryClient) =>
  import('#web/features/catalog/api/get-catalog').then((catalog) =>
    queryClient.prefetchQuery(catalog.catalogQueryOptions()),
  )

/** Whether the page at `location` reads the catalog on its first screen. */
export function readsCatalog(location: { pathname: string }): boolean {
  const name = routeNameOf(location)
  return Boolean(name && firstScreens[name]?.catalog)
}

/**
 * What a page rendered on the server waits for before it is hydrated: its code and texts, and the catalog where it
 * reads it. The page's data leaves the catalog out (entry-server.tsx): 42 KB in every page, which the browser now
 * fetches once, from the page's own preload, and keeps in its HTTP cache for the next pages. The promise settles when
 * all of it has (a failed part is left to the page, as after preloadFirstScreen).
 */
export function hydrationReady(location: { pathname: string }, queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled([pageReady(location), readsCatalog(location) ? loadCatalog(queryClient) : null])
}

/**
 * Starts loading the page at `location` (its code, texts, catalog and data) beside the session, which the route guard
 * waits for before it renders the page. Once the app runs, later pages load when opened. The promise settles when
 * all of it has (a failed part is left for the page to load and report). The server renderer waits for it, under a
 * deadline, before it renders a public page (app/render-page.tsx).
 */
export function preloadFirstScreen(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
): Promise<unknown> {
  const route = routeAt(location)
  if (!route) return Promise.resolve()
  const { name, params } = route
  const loads: Promise<unknown>[] = [(pages[name] ?? comingSoon).load()]
  const first = firstScreens[name]
  if (first?.catalog) loads.push(loadCatalog(queryClient))
  if (first?.more) loads.push(first.more(params, queryClient, { name, search: location.search }))
  return Promise.allSettled(loads)
}
