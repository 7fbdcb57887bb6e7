import { useLocation } from '#web/shared/lib/router'
import ManageLegalRoute from './manage-legal'
import ManageQuestionsPage from './manage-questions'

/**
 * /manage-legal and /manage-questions (issue 45 §1) share one page module: one lazy import in the router's table,
 * which every entry route's first screen carries.
 */
export default function LegalAdminPages() {
  const { pathname } = useLocation()
  return pathname.startsWith('/manage-questions') ? <ManageQuestionsPage /> : <ManageLegalRoute />
}
