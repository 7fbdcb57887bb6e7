import { toArabicIndicDigits } from '@app/domain/shared'
import { formatDate, formatNumber, joinList } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useAccountStatus, useChangeAccount } from '../api/admin-accounts'

export function useAdminAccountsTranslation() {
  const translation = useTranslation(['adminAccounts', 'common', 'errors', 'validation'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

/** A state as a chip: deactivated in red, testing in dark text on amber (white on amber fails WCAG AA). */
export function AccountStateChips({ deactivated, testing }: { deactivated: boolean; testing: boolean }) {
  const { t } = useAdminAccountsTranslation()
  return (
    <Stack direction="row" spacing={1}>
      <Chip
        size="small"
        label={deactivated ? t('states.deactivated') : t('states.active')}
        color={deactivated ? 'error' : 'success'}
      />
      {testing ? (
        <Chip
          size="small"
          label={t('states.testing')}
          sx={{ bgcolor: 'warning.light', color: 'common.black' }}
        />
      ) : null}
    </Stack>
  )
}

type Pending = { deactivated: boolean } | { testing: boolean } | null

/**
 * An account's standing and the admins' actions on it (issue 10 §1, SPEC 4, 6): deactivate (signed out everywhere,
 * unlisted, refused at sign-in) or reactivate, mark or unmark as testing — each asked for confirmation first.
 */
export function AccountActions({ userId }: { userId: string }) {
  const { t, language } = useAdminAccountsTranslation()
  const status = useAccountStatus(userId)
  const change = useChangeAccount()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [pending, setPending] = useState<Pending>(null)

  if (status.isPending) return <Skeleton variant="rounded" height={160} />
  if (status.isError) return <RetryAlert onRetry={() => void status.refetch()}>{t('loadFailed')}</RetryAlert>
  const account = status.data
  const confirmText = !pending
    ? null
    : 'deactivated' in pending
      ? pending.deactivated
        ? {
            title: t('confirm.deactivateTitle'),
            message: t('confirm.deactivateMessage'),
            done: t('done.deactivated'),
          }
        : {
            title: t('confirm.activateTitle'),
            message: t('confirm.activateMessage'),
            done: t('done.activated'),
          }
      : pending.testing
        ? { title: t('confirm.testingTitle'), message: t('confirm.testingMessage'), done: t('done.testing') }
        : {
            title: t('confirm.untestingTitle'),
            message: t('confirm.untestingMessage'),
            done: t('done.untesting'),
          }

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-actions-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography id="account-actions-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t('account.title')}
            </Typography>
            <AccountStateChips deactivated={account.deactivated} testing={account.testing} />
          </Stack>
          <Typography color="textSecondary">
            <PhoneNumber phone={language === 'ar' ? toArabicIndicDigits(account.phone) : account.phone} />
            {account.email ? ` · ${account.email}` : ''}
          </Typography>
          <Typography color="textSecondary">
            {t('account.summary', {
              roles: joinList(
                account.roles.map((role) => t(`roles.${role}`)),
                language,
              ),
              date: formatDate(account.createdAt, language),
              sessions: formatNumber(account.sessions, language),
              count: account.sessions,
            })}
          </Typography>
          {account.deactivated ? <Alert severity="warning">{t('account.deactivatedNote')}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant={account.deactivated ? 'contained' : 'outlined'}
              color={account.deactivated ? 'primary' : 'error'}
              onClick={() => setPending({ deactivated: !account.deactivated })}
              disabled={change.isPending}
            >
              {account.deactivated ? t('actions.activate') : t('actions.deactivate')}
            </Button>
            <FormControlLabel
              control={
                <Switch
                  checked={account.testing}
                  onChange={(event) => setPending({ testing: event.target.checked })}
                  disabled={change.isPending}
                />
              }
              label={t('actions.testing')}
            />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {t('actions.testingHint')}
          </Typography>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={confirmText?.title ?? ''}
        message={confirmText?.message}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        destructive={pending !== null && 'deactivated' in pending && pending.deactivated}
        pending={change.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          pending &&
          change.mutate(
            { userId, change: pending },
            {
              onSuccess: () => toast(confirmText?.done ?? ''),
              onError: (error) => toast(errorMessage(error), 'error'),
              onSettled: () => setPending(null),
            },
          )
        }
      />
    </Card>
  )
}
