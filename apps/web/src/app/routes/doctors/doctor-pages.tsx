import { lazy } from 'react'
import { matchPath, useLocation } from 'react-router'
import { href, paths } from '#web/app/paths'
import { ClinicSearchPage } from './clinic-search'
import { DoctorPageRoute } from './doctor-page'
import { DoctorsListPage } from './doctors-list'
import { FavouritesPage } from './favourites'
import { PrimaryDoctorsPage } from './primary-doctors'
import { SpecialistsPage } from './specialists'

/**
 * The patient-facing doctor pages (SPEC 2.1): /primary_doctors, /specialists, /clinic, /doctors/{specialtyId}/
 * {medTitle}, /doctor/{id}, /clinic/{id}, /favourites and the booking wizard's doctor steps (/booking). They share the card, the heart and the slots, so they are
 * one lazy module behind one import: each lazy import and chunk adds to the entry chunk every page (home) loads.
 */
// The wizard's own import list stays in this chunk, not in the entry chunk the home page loads.
const BookingPage = lazy(() => import('../booking/booking'))

export default function DoctorPagesRoute() {
  const { pathname } = useLocation()
  if (matchPath(paths.doctor.path, pathname)) return <DoctorPageRoute practice="video" />
  if (matchPath(paths.clinic.path, pathname)) return <DoctorPageRoute practice="clinic" />
  switch (pathname) {
    case href('primaryDoctors'):
      return <PrimaryDoctorsPage />
    case href('specialists'):
      return <SpecialistsPage />
    case href('clinicSearch'):
      return <ClinicSearchPage />
    case href('favourites'):
      return <FavouritesPage />
    case href('booking'):
      return <BookingPage />
    default:
      return <DoctorsListPage />
  }
}
