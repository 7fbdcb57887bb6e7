/**
 * The features that register a seam of shared/ (a listener or a provider another feature calls without importing
 * them). Each registers when its service module loads; every process loads them here, whatever its routes or job
 * handlers happen to import, so no seam is called before its feature registered: app.ts (the API and the tests)
 * and jobs/handlers.ts (the worker) import this. A new seam's feature is added here.
 */
import './features/bookings/bookings.service' // shared/order-settlements (payments → bookings)
import './features/centre-orders/centre-orders.service' // shared/order-settlements (payments → centre orders)
import './features/doctors/doctors.service' // shared/doctor-changes (schedules, profiles → doctors)
import './features/profiles/profiles.service' // shared/account-profiles (accounts → profiles)
