import type { ManagedKind } from '@app/domain/admin-accounts'
import { formatDate } from '@app/i18n/format'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EditIcon from '@mui/icons-material/Edit'
import { lazy, Suspense, useState } from 'react'
import { Link as RouterLink, useNavigate } from '#web/shared/lib/router'
import { AdminDeleteAccount } from '#web/features/account-deletion/components/admin-delete-account'
import { useAccount } from '#web/features/admin-accounts/api/admin-accounts'
import {
  AccountActions,
  useAdminAccountsTranslation,
} from '#web/features/admin-accounts/components/account-actions'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { UserAcceptances } from '#web/features/legal/components/user-acceptances'
import { LeaveConfirmDialog } from '#web/features/profiles/components/leave-confirm-dialog'
import { useUnsavedChangesGuard } from '#web/features/profiles/hooks/use-unsaved-changes-guard'
import { href } from '#web/app/paths'
import { profileEditHref } from '#web/app/routes/profiles/links'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'

const CentreSectionView = lazy(() => import('#web/app/routes/profiles/centre-sections'))

const listOf = { patient: 'managePatients', lab: 'manageLabs', radio: 'manageRadios' } as const

/** /manage-patients/{id}, /manage-labs/{id}, /manage-radios/{id} (issue 10 §1): the account and the admins' actions. */
export function ManageAccountPage({ kind, userId }: { kind: ManagedKind; userId: string }) {
  const { t, language } = useAdminAccountsTranslation()
  const { choices } = useCatalogChoices()
  const account = useAccount(kind, userId)
  const navigate = useNavigate()
  const [hoursDirty, setHoursDirty] = useState(false)
  const guard = useUnsavedChangesGuard(hoursDirty)
  const back = (
    <Button component={RouterLink} to={href(listOf[kind])} startIcon={<ArrowBackIcon sx={flipInRtl} />}>
      {t(`lists.${kind}.back`)}
    </Button>
  )
  if (account.isPending) return <PageSkeleton />
  if (account.isError)
    return (
      <Page title={t(`lists.${kind}.title`)} maxWidth={960}>
        {back}
        <RetryAlert onRetry={() => void account.refetch()}>{t('loadFailed')}</RetryAlert>
      </Page>
    )
  const { item } = account.data
  const governorate = item.governorateId ? choices?.governorateName(item.governorateId) : undefined
  return (
    <Page title={item.name} subtitle={t(`kinds.${kind}`)} maxWidth={960}>
      <Stack spacing={2}>
        <div>{back}</div>
        <Typography color="textSecondary">
          {[
            governorate,
            t('joined', { date: formatDate(item.createdAt, language) }),
            item.verified ? null : t('unverified'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={profileEditHref(kind, userId)}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('editProfile.button')}
          </Button>
          <AdminDeleteAccount
            userId={userId}
            name={item.name}
            onDeleted={() => void navigate(href(listOf[kind]), { replace: true })}
          />
        </Stack>
        <AccountActions userId={userId} />
        <UserAcceptances userId={userId} />
        <LeaveConfirmDialog blocker={guard.blocker} />
        {kind === 'lab' || kind === 'radio' ? (
          // Issue 43 §1: the admin sees and corrects what the centre offers and its opening hours.
          <Suspense fallback={<PageSkeleton />}>
            <CentreSectionView section="offers" kind={kind} centreId={userId} />
            <CentreSectionView section="hours" kind={kind} centreId={userId} onDirtyChange={setHoursDirty} />
          </Suspense>
        ) : null}
      </Stack>
    </Page>
  )
}
