import { useParams } from '#web/shared/lib/router'
import { ManageDoctorPage } from './manage-doctor'
import { ManageDoctorsPage } from './manage-doctors'

/** /manage-doctors and /manage-doctors/{doctorId} (issue 10 §1): one lazy module behind one import. */
export default function DoctorReviewsPagesRoute() {
  const { doctorId } = useParams()
  return doctorId ? <ManageDoctorPage /> : <ManageDoctorsPage />
}
