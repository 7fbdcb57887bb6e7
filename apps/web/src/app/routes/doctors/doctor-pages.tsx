import { matchPath, useLocation } from '#web/shared/lib/router'
import { paths } from '#web/app/paths'
import { DoctorPageRoute } from '#web/flows/doctor-page/doctor-page'

/**
 * A doctor's page (SPEC 2.1): /doctor/{id} for video consults, /clinic/{id} for a clinic visit, one lazy module
 * behind one import, apart from the lists (search-pages.tsx) and the wizard, so an entry on a doctor's page loads and
 * runs only what it shows (issue 8 §5).
 */
export default function DoctorPagesRoute() {
  const { pathname } = useLocation()
  return <DoctorPageRoute practice={matchPath(paths.clinic.path, pathname) ? 'clinic' : 'video'} />
}
