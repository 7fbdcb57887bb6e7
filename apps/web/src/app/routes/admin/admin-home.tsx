import { useDeletionQueue } from '#web/features/account-deletion/api/account-deletion'
import { useDoctorReviews } from '#web/features/doctor-reviews/api/doctor-reviews'
import { useQuestions } from '#web/features/questions/api/questions'
import { AdminHome } from '#web/features/home/components/admin-home'
import { href } from '#web/app/paths'

/** The admin home with the queues that wait for an admin (issue 41 §4), composed from their features. */
export default function AdminHomeRoute() {
  const reviews = useDoctorReviews({ status: 'waiting', page: 1 })
  const deletions = useDeletionQueue('pending', 1)
  const questions = useQuestions({ status: 'open', page: 1 })
  return (
    <AdminHome
      tasks={[
        {
          key: 'doctorReviews',
          count: reviews.data?.total ?? (reviews.isError ? 0 : undefined),
          href: href('manageDoctors'),
        },
        {
          key: 'deletions',
          count: deletions.data?.total ?? (deletions.isError ? 0 : undefined),
          href: href('manageDeletions'),
        },
        {
          key: 'questions',
          count: questions.data?.total ?? (questions.isError ? 0 : undefined),
          href: href('manageQuestions'),
        },
      ]}
      shortcuts={[
        { key: 'doctors', href: href('manageDoctors') },
        { key: 'patients', href: href('managePatients') },
        { key: 'leads', href: href('hhFormLeads') },
        // Issue 45 §5: from the admin home, not the menu, whose labels every page's first screen carries.
        { key: 'paymentSettings', href: href('managePaymentSettings') },
      ]}
    />
  )
}
