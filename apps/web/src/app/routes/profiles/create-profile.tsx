import { isEnglishOnlyRole } from '@app/domain/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink, Navigate, useNavigate } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useMyProfile } from '#web/features/profiles/api/get-my-profile'
import { DoctorNextStep } from '#web/features/profiles/components/doctor-next-step'
import { ProfileForm } from '#web/features/profiles/components/profile-form'
import type { SaveOutcome } from '#web/features/profiles/hooks/use-save-profile'
import { href } from '#web/app/paths'
import { takePostSignInPath } from '#web/shared/lib/saved-origin'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { useToast } from '#web/shared/ui/toast'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/**
 * /create-profile and /create-email (SPEC 2.1, 4): the form of the session's context role. A patient who already
 * has a profile but no email (SPEC 4 sends them to /create-email) completes it here with a PUT.
 */
export function ProfileSetupPage({ variant }: { variant: 'profile' | 'email' }) {
  const { t } = useTranslation('profiles')
  const navigate = useNavigate()
  const toast = useToast()
  const session = useSession()
  const user = session.data?.user ?? null
  const role = session.data?.contextRole ?? null
  const englishOnly = isEnglishOnlyRole(role)
  const profileQuery = useMyProfile({ enabled: Boolean(user) })
  const catalog = useCatalogChoices(englishOnly ? 'en' : undefined)
  const [reviewing, setReviewing] = useState(false)

  const scoped = (node: ReactNode) => (englishOnly ? <EnglishScope>{node}</EnglishScope> : node)

  if (session.isPending || (user && profileQuery.isPending)) return <PageSkeleton />
  if (!user) return <Navigate to={href('signIn')} replace />
  if (!role || role === 'admin') {
    return (
      <Page title={t('pages.createTitle')}>
        <Alert severity="info">{t('pages.noProfileRole')}</Alert>
        <Button component={RouterLink} to={href('home')} sx={{ marginBlockStart: 2 }}>
          {t('pages.goHome')}
        </Button>
      </Page>
    )
  }

  const profile = profileQuery.data ?? null
  const mode = profile ? 'edit' : 'create'
  const title =
    variant === 'email' || (profile && role === 'patient')
      ? t('pages.createEmailTitle')
      : t('pages.createTitle')
  const intro =
    variant === 'email'
      ? t('pages.createEmailIntro')
      : role === 'doctor'
        ? t('pages.doctorIntro')
        : role === 'patient'
          ? t('pages.createIntro')
          : t('pages.centreIntro')

  const onSaved = async ({ profile: saved, fileError }: SaveOutcome) => {
    if (fileError) toast(t('toasts.fileNotUploaded', { reason: fileError }), 'warning')
    else if (saved.role === 'patient' && saved.duplicateNationalId)
      toast(t('warnings.duplicateNationalId'), 'warning')
    else toast(mode === 'create' ? t('toasts.created') : t('toasts.saved'))

    if (role === 'doctor') {
      // The page now shows the next step: the video practice (SPEC 4 doctor guard).
      setReviewing(false)
      return
    }
    if (role === 'patient') {
      // SPEC 4: the saved origin (cleared on use) or home, decided on the refreshed session.
      const fresh = await session.refetch()
      const next = fresh.data?.profile ? takePostSignInPath(fresh.data) : href('home')
      void navigate(next.startsWith('/create-') ? href('home') : next, { replace: true })
      return
    }
    void navigate(href('home'), { replace: true })
  }

  if (profileQuery.isError || catalog.isError) {
    return scoped(
      <Page title={title}>
        <RetryAlert onRetry={() => void (profileQuery.isError ? profileQuery.refetch() : catalog.refetch())}>
          {t('view.loadFailed')}
        </RetryAlert>
      </Page>,
    )
  }
  if (!catalog.choices) return <PageSkeleton />

  if (role === 'doctor' && profile && !reviewing) {
    return (
      <Page title={title}>
        <DoctorNextStep videoPracticePath={href('profileEditVideo')} onReview={() => setReviewing(true)} />
      </Page>
    )
  }

  return scoped(
    <Page title={title} subtitle={intro} maxWidth={760}>
      <ProfileForm
        profileRole={role}
        mode={mode}
        profile={profile}
        // SPEC 4 opens no page to a patient without an email, so one is asked for whenever the account lacks it.
        emailMode={user.email ? 'hidden' : 'required'}
        accountEmail={user.email}
        choices={catalog.choices}
        onSaved={onSaved}
        onCancel={reviewing ? () => setReviewing(false) : undefined}
      />
    </Page>,
  )
}

export default function CreateProfilePage() {
  return <ProfileSetupPage variant="profile" />
}
