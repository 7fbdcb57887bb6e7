import { ProfileSetupPage } from './create-profile'

/** SPEC 4: a patient account without an email lands here; the patient form with the email required. */
export default function CreateEmailPage() {
  return <ProfileSetupPage variant="email" />
}
