import type { Profile } from '@app/domain/profiles'
import type { Role } from '@app/domain/shared'
import { EnglishScope } from '#web/shared/ui/english-scope'
import type { ProfileOwner } from '../api/update-profile-for'
import type { EmailMode } from '../hooks/use-profile-form'
import type { SaveOutcome } from '../hooks/use-save-profile'
import { CentreProfileForm } from './centre-profile-form'
import { DoctorProfileForm } from './doctor-profile-form'
import { PatientProfileForm } from './patient-profile-form'
import type { ProfileChoices } from './profile-choices'

export interface ProfileFormProps {
  /** The context role whose profile this is (named so it is not taken for an ARIA role). */
  profileRole: Role
  mode: 'create' | 'edit'
  profile: Profile | null
  emailMode?: EmailMode
  accountEmail?: string | null
  choices: ProfileChoices
  onSaved: (outcome: SaveOutcome) => void
  onCancel?: () => void
  /** An admin edits this patient's, lab's or radio's profile (issue 10 §1); absent: the session's own. */
  owner?: ProfileOwner | undefined
}

/** The form for a context role; admins have no self-service profile (null). */
export function ProfileForm({
  profileRole: role,
  mode,
  profile,
  emailMode = 'optional',
  accountEmail = null,
  choices,
  onSaved,
  onCancel,
  owner,
}: ProfileFormProps) {
  switch (role) {
    case 'patient':
      return (
        <PatientProfileForm
          mode={mode}
          emailMode={emailMode}
          profile={profile?.role === 'patient' ? profile : null}
          accountEmail={accountEmail}
          choices={choices}
          onSaved={onSaved}
          onCancel={onCancel}
          owner={owner}
        />
      )
    case 'doctor':
      return (
        <DoctorProfileForm
          mode={mode}
          profile={profile?.role === 'doctor' ? profile : null}
          choices={choices}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )
    case 'lab':
    case 'radio':
      return (
        <EnglishScope>
          <CentreProfileForm
            profileRole={role}
            mode={mode}
            profile={profile?.role === role ? profile : null}
            choices={choices}
            onSaved={onSaved}
            onCancel={onCancel}
            owner={owner}
          />
        </EnglishScope>
      )
    case 'admin':
      return null
  }
}
