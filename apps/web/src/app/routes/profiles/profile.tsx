import type { Profile } from '@app/domain/profiles'
import { inLanguage, isEnglishOnlyRole, type Language } from '@app/domain/shared'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import EditIcon from '@mui/icons-material/Edit'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink, Navigate, useSearchParams } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useMyProfile } from '#web/features/profiles/api/get-my-profile'
import { useUploadPhoto } from '#web/features/profiles/api/upload-photo'
import { LeaveConfirmDialog } from '#web/features/profiles/components/leave-confirm-dialog'
import { useUnsavedChangesGuard } from '#web/features/profiles/hooks/use-unsaved-changes-guard'
import { AvatarUpload } from '#web/features/profiles/components/avatar-upload'
import { ProfileDetails } from '#web/features/profiles/components/profile-details'
import { ProfileForm } from '#web/features/profiles/components/profile-form'
import type { SaveOutcome } from '#web/features/profiles/hooks/use-save-profile'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { useToast } from '#web/shared/ui/toast'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import type { CentreSection } from './centre-sections'

const CentreSectionView = lazy(() => import('./centre-sections'))

const profileTabs = ['profile', 'offers', 'hours'] as const
type ProfileTab = (typeof profileTabs)[number]
const tabOf = (value: string | null): ProfileTab => profileTabs.find((tab) => tab === value) ?? 'profile'

function displayName(profile: Profile, language: Language): string {
  switch (profile.role) {
    case 'patient':
    case 'admin':
      return profile.name
    case 'doctor':
      return inLanguage(language, profile.nameAr, profile.nameEn)
    case 'lab':
    case 'radio':
      return profile.businessName
  }
}

/** /profile: the profile as read, an Edit mode with the creation form (PUT), the photo, and account links. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation(['profiles', 'centres'])
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const session = useSession()
  const user = session.data?.user ?? null
  const role = session.data?.contextRole ?? null
  const englishOnly = isEnglishOnlyRole(role)
  const profileQuery = useMyProfile({ enabled: Boolean(user) })
  const catalog = useCatalogChoices(englishOnly ? 'en' : undefined)
  const uploadPhoto = useUploadPhoto()
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  // Issue 43 §1: a lab or radiology centre edits what it offers and its opening hours from its profile, in tabs whose
  // choice is in the address (?tab=offers, ?tab=hours), so the home page links to them and a reload stays there.
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  // Unsaved opening hours are asked about before another tab or page drops them (SPEC 4, as the schedule does).
  const [hoursDirty, setHoursDirty] = useState(false)
  const guard = useUnsavedChangesGuard(hoursDirty)
  const [askedTab, setAskedTab] = useState<ProfileTab | null>(null)
  const openTab = (value: ProfileTab) =>
    setParams(value === 'profile' ? {} : { tab: value }, { replace: true, preventScrollReset: true })

  const scoped = (node: ReactNode) => (englishOnly ? <EnglishScope>{node}</EnglishScope> : node)

  if (session.isPending || (user && profileQuery.isPending)) return <PageSkeleton />
  if (!user || !role) return <Navigate to={href('signIn')} replace />
  if (profileQuery.isError || catalog.isError) {
    return scoped(
      <Page title={t('pages.profileTitle')}>
        <RetryAlert onRetry={() => void (profileQuery.isError ? profileQuery.refetch() : catalog.refetch())}>
          {t('view.loadFailed')}
        </RetryAlert>
      </Page>,
    )
  }
  const profile = profileQuery.data
  if (!profile)
    return <Navigate to={href(user.email || role !== 'patient' ? 'createProfile' : 'createEmail')} replace />
  if (!catalog.choices) return <PageSkeleton />

  const onPhoto = (file: File) => {
    setPhotoError(null)
    uploadPhoto.mutate(file, {
      onSuccess: () => toast(t('toasts.photoUpdated')),
      onError: (error) => setPhotoError(errorMessage(error)),
    })
  }

  const onSaved = ({ profile: saved, fileError }: SaveOutcome) => {
    setEditing(false)
    if (fileError) toast(t('toasts.fileNotUploaded', { reason: fileError }), 'warning')
    else if (saved.role === 'patient' && saved.duplicateNationalId)
      toast(t('warnings.duplicateNationalId'), 'warning')
    else toast(t('toasts.saved'))
  }

  const centreKind = role === 'lab' || role === 'radio' ? role : null
  const profileContent = (
    <Box
      {...(centreKind && !editing
        ? { role: 'tabpanel', id: 'profile-panel', 'aria-labelledby': 'profile-tab-profile' }
        : {})}
    >
      <Stack spacing={4}>
        {editing ? (
          <ProfileForm
            profileRole={role}
            mode="edit"
            profile={profile}
            emailMode={user.email ? 'hidden' : 'optional'}
            accountEmail={user.email}
            choices={catalog.choices}
            onSaved={onSaved}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            {role === 'admin' ? null : (
              <Box>
                <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {t('form.edit')}
                </Button>
              </Box>
            )}
            <ProfileDetails
              profile={profile}
              choices={catalog.choices}
              phone={user.phone}
              email={user.email}
              emailVerified={user.emailVerified}
            />
            <Divider />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={href('changePhone')} variant="outlined">
                {t('view.changePhone')}
              </Button>
              <Button component={RouterLink} to={href('changeEmail')} variant="outlined">
                {t('view.changeEmail')}
              </Button>
              <Button component={RouterLink} to={href('changePassword')} variant="outlined">
                {t('view.changePassword')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  )

  return scoped(
    <Page title={editing ? t('pages.editTitle') : t('pages.profileTitle')} maxWidth={760}>
      <Stack spacing={4}>
        <AvatarUpload
          name={displayName(profile, i18n.language.startsWith('en') ? 'en' : 'ar')}
          photoUrl={profile.photoUrl}
          onFile={onPhoto}
          uploading={uploadPhoto.isPending}
          error={photoError}
        />
        {centreKind && !editing ? (
          <Tabs
            value={tab}
            onChange={(_, value: ProfileTab) => (hoursDirty ? setAskedTab(value) : openTab(value))}
            aria-label={t('centres:tabs.label')}
            // All three in sight on a phone: a long label wraps rather than hiding the next tab behind a scroll.
            variant="fullWidth"
            sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
          >
            {profileTabs.map((value) => (
              <Tab
                key={value}
                value={value}
                label={value === 'offers' ? t(`centres:tabs.${centreKind}`) : t(`centres:tabs.${value}`)}
                id={`profile-tab-${value}`}
                aria-controls="profile-panel"
              />
            ))}
          </Tabs>
        ) : null}
        {centreKind && !editing && tab !== 'profile' ? (
          <Box role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
            <Suspense fallback={<PageSkeleton />}>
              <CentreSectionView
                section={tab as CentreSection}
                kind={centreKind}
                centreId={null}
                onDirtyChange={setHoursDirty}
              />
            </Suspense>
          </Box>
        ) : (
          profileContent
        )}
      </Stack>
      <LeaveConfirmDialog blocker={guard.blocker} />
      <ConfirmDialog
        open={askedTab !== null}
        title={t('leave.title')}
        message={t('leave.body')}
        confirmLabel={t('leave.leave')}
        cancelLabel={t('leave.stay')}
        onConfirm={() => {
          if (askedTab) openTab(askedTab)
          setAskedTab(null)
        }}
        onCancel={() => setAskedTab(null)}
      />
    </Page>,
  )
}
