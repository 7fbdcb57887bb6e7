import { adminEditableRoles, type AdminEditableRole, type Profile } from '@app/domain/profiles'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '#web/shared/lib/router'
import { useAdminAccountsTranslation } from '#web/features/admin-accounts/components/account-actions'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useProfileFor } from '#web/features/profiles/api/get-profile-for'
import { ProfileForm } from '#web/features/profiles/components/profile-form'
import type { SaveOutcome } from '#web/features/profiles/hooks/use-save-profile'
import { href } from '#web/app/paths'
import { idParam } from './links'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'

function accountHref(role: AdminEditableRole, userId: string): string {
  switch (role) {
    case 'patient':
      return href('managePatient', { patientId: userId })
    case 'lab':
      return href('manageLab', { labId: userId })
    case 'radio':
      return href('manageRadio', { radioId: userId })
  }
}

const nameOf = (profile: Profile) =>
  profile.role === 'lab' || profile.role === 'radio'
    ? profile.businessName
    : profile.role === 'doctor'
      ? profile.nameAr
      : profile.name

function OwnerProfileEditor({ role, userId }: { role: AdminEditableRole; userId: string }) {
  const { t } = useAdminAccountsTranslation()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const navigate = useNavigate()
  const profile = useProfileFor(role, userId)
  // Labs and radiology centres use the product in English (their form renders in English), so do their choices.
  const catalog = useCatalogChoices(role === 'patient' ? undefined : 'en')
  const back = accountHref(role, userId)
  const title = t('editProfile.title')

  if (profile.isPending || catalog.isPending) return <PageSkeleton />
  if (profile.isError || catalog.isError || !catalog.choices)
    return (
      <Page title={title} maxWidth={760}>
        <RetryAlert onRetry={() => void (profile.isError ? profile.refetch() : catalog.refetch())}>
          {profile.isError ? errorMessage(profile.error) : t('editProfile.loadFailed')}
        </RetryAlert>
      </Page>
    )

  const onSaved = ({ profile: saved }: SaveOutcome) => {
    if (saved.role === 'patient' && saved.duplicateNationalId)
      toast(t('editProfile.duplicateNationalId'), 'warning')
    else toast(t('editProfile.saved'))
    void navigate(back)
  }

  return (
    <Page title={title} subtitle={`${nameOf(profile.data)} · ${t(`kinds.${role}`)}`} maxWidth={760}>
      <Stack spacing={3}>
        <div>
          <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon sx={flipInRtl} />}>
            {t('editProfile.back')}
          </Button>
        </div>
        <Alert severity="info">{t('editProfile.auditNote')}</Alert>
        <ProfileForm
          // A new form per user, so its defaults are that user's.
          key={`${role}-${userId}`}
          profileRole={role}
          mode="edit"
          profile={profile.data}
          emailMode="hidden"
          accountEmail={profile.data.email ?? null}
          choices={catalog.choices}
          onSaved={onSaved}
          onCancel={() => void navigate(back)}
          owner={{ role, userId }}
        />
      </Stack>
    </Page>
  )
}

/**
 * /profile/edit (issue 10 §1; SPEC 4, 6 "admins … edit doctors, labs, radios and patients"): an admin edits another
 * user's patient, lab or radio profile, named as `?patientId=`, `?labId=` or `?radioId=`; `?doctorId=` goes to the
 * doctor editor, which already takes it. The server audits the change with before and after.
 */
export default function ProfileEditPage() {
  const { t } = useAdminAccountsTranslation()
  const [params] = useSearchParams()
  const doctorId = params.get('doctorId')
  if (doctorId)
    return <Navigate to={`${href('profileEditVideo')}?doctorId=${encodeURIComponent(doctorId)}`} replace />
  const role = adminEditableRoles.find((r) => params.get(idParam[r]))
  const userId = role ? params.get(idParam[role]) : null
  if (!role || !userId)
    return (
      <Page title={t('editProfile.title')} maxWidth={760}>
        <Alert severity="info">{t('editProfile.needsAccount')}</Alert>
      </Page>
    )
  return <OwnerProfileEditor key={`${role}-${userId}`} role={role} userId={userId} />
}
