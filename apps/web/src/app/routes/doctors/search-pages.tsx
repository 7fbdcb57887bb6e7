import { useLocation } from '#web/shared/lib/router'
import { href } from '#web/app/paths'
import { ClinicSearchPage } from './clinic-search'
import { DoctorsListPage } from './doctors-list'
import { PrimaryDoctorsPage } from './primary-doctors'
import { SpecialistsPage } from './specialists'

/**
 * The lists of doctors (SPEC 2.1, 2.6): /primary_doctors, /specialists, /clinic and /doctors/{specialtyId}/{medTitle}.
 * They share the search, its filters and the cards, so they are one lazy module behind one import; a doctor's own
 * page (doctor-pages.tsx), a patient's favourites (favourites.tsx, with its tabs and dialogs) and the wizard are
 * modules of their own, so an entry on one does not load and run the others (issue 8 §5).
 */
export default function SearchPagesRoute() {
  switch (useLocation().pathname) {
    case href('primaryDoctors'):
      return <PrimaryDoctorsPage />
    case href('specialists'):
      return <SpecialistsPage />
    case href('clinicSearch'):
      return <ClinicSearchPage />
    default:
      return <DoctorsListPage />
  }
}
