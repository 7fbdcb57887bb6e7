import { phoneInputSchema } from '@app/domain/accounts'
import type { AdminItem } from '@app/domain/admin-accounts'
import { toArabicIndicDigits } from '@app/domain/shared'
import { formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { useAdmins, useGrantAdmin, useRevokeAdmin } from '#web/features/admin-accounts/api/admin-accounts'
import { useAdminAccountsTranslation } from '#web/features/admin-accounts/components/account-actions'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { Page } from '#web/shared/ui/page'
import { PhoneField } from '#web/shared/ui/phone-field'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'

const grantFormSchema = z.object({ phone: phoneInputSchema })

/**
 * /manage-admins (issue 10 §1, SPEC 6): the admins, each with whether their authenticator is set up; an admin is made
 * from an existing user by their mobile number, and removed after a confirmation — never the last one.
 */
export function ManageAdminsPage() {
  const { t, language } = useAdminAccountsTranslation()
  const admins = useAdmins()
  const grant = useGrantAdmin()
  const revoke = useRevokeAdmin()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [removing, setRemoving] = useState<AdminItem | null>(null)
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: formResolver(grantFormSchema),
    mode: 'onChange',
    defaultValues: { phone: '' },
  })

  return (
    <Page title={t('admins.title')} subtitle={t('admins.subtitle')} maxWidth={960}>
      <Stack spacing={3}>
        <Card variant="outlined" component="section" aria-labelledby="grant-admin-title">
          <CardContent>
            <Typography id="grant-admin-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('admins.grantTitle')}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {t('admins.grantHint')}
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={handleSubmit(({ phone }) =>
                grant.mutate(
                  { phone },
                  {
                    onSuccess: () => {
                      toast(t('admins.granted'))
                      reset()
                    },
                  },
                ),
              )}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <PhoneField name="phone" control={control} required sx={{ flex: 1 }} />
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!formState.isValid || grant.isPending}
                  sx={{ minHeight: 56 }}
                >
                  {t('admins.grant')}
                </Button>
              </Stack>
              {grant.error ? (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {errorMessage(grant.error)}
                </Alert>
              ) : null}
            </Box>
          </CardContent>
        </Card>

        {admins.isPending ? (
          <Stack spacing={1} aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : admins.isError ? (
          <RetryAlert onRetry={() => void admins.refetch()}>{t('loadFailed')}</RetryAlert>
        ) : (
          <section aria-labelledby="admins-list-title">
            <Typography id="admins-list-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t('admins.count', {
                count: admins.data.total,
                formatted: formatNumber(admins.data.total, language),
              })}
            </Typography>
            <List>
              {admins.data.items.map((admin) => (
                <ListItem
                  key={admin.userId}
                  divider
                  secondaryAction={
                    <Button color="error" onClick={() => setRemoving(admin)} disabled={revoke.isPending}>
                      {t('admins.remove')}
                    </Button>
                  }
                  sx={{ paddingInlineEnd: 14 }}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{admin.name}</span>
                        {admin.isSelf ? <Chip size="small" label={t('admins.you')} /> : null}
                        <Chip
                          size="small"
                          variant="outlined"
                          color={admin.secondFactor ? 'success' : 'default'}
                          label={
                            admin.secondFactor ? t('admins.secondFactorOn') : t('admins.secondFactorPending')
                          }
                        />
                      </Stack>
                    }
                    secondary={
                      <>
                        <PhoneNumber
                          phone={language === 'ar' ? toArabicIndicDigits(admin.phone) : admin.phone}
                        />
                        {admin.email ? ` · ${admin.email}` : ''}
                      </>
                    }
                    slotProps={{ primary: { component: 'div', sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              ))}
            </List>
          </section>
        )}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('admins.removeTitle', { name: removing?.name ?? '' })}
        message={removing?.isSelf ? t('admins.removeSelfMessage') : t('admins.removeMessage')}
        confirmLabel={t('admins.remove')}
        cancelLabel={t('confirm.no')}
        destructive
        pending={revoke.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          revoke.mutate(removing.userId, {
            onSuccess: () => toast(t('admins.removed')),
            onError: (error) => toast(errorMessage(error), 'error'),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </Page>
  )
}
