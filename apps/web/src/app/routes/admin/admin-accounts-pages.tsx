import { useLocation, useParams } from '#web/shared/lib/router'
import { ManageAccountPage } from './manage-account'
import { ManageAccountsPage } from './manage-accounts'
import { ManageAdminsPage } from './manage-admins'

/**
 * /manage-patients, /manage-labs, /manage-radios, each with /{id}, and /manage-admins (issue 10 §1): one lazy module
 * behind one import; the kind is the route's.
 */
export default function AdminAccountsPagesRoute() {
  const { patientId, labId, radioId } = useParams()
  const path = useLocation().pathname
  if (path.startsWith('/manage-admins')) return <ManageAdminsPage />
  if (path.startsWith('/manage-labs'))
    return labId ? <ManageAccountPage kind="lab" userId={labId} /> : <ManageAccountsPage kind="lab" />
  if (path.startsWith('/manage-radios'))
    return radioId ? <ManageAccountPage kind="radio" userId={radioId} /> : <ManageAccountsPage kind="radio" />
  return patientId ? (
    <ManageAccountPage kind="patient" userId={patientId} />
  ) : (
    <ManageAccountsPage kind="patient" />
  )
}
