import { requestDeletionSchema, type MyDeletion } from '@app/domain/account-deletion'
import { formatDate, formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PasswordField } from '#web/shared/ui/password-field'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useCancelDeletion, useMyDeletion, useRequestDeletion } from '../api/account-deletion'

function useDeletionTranslation() {
  const translation = useTranslation(['accountDeletion', 'common', 'errors', 'validation'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

/**
 * /settings 'Delete my account' (SPEC 4, issue 10 §1): what deletion does and keeps, the wallet balance it forfeits,
 * what blocks it now; asking takes the password; a pending request shows its due day and can be cancelled.
 */
export function DeleteAccountSection() {
  const { t, language } = useDeletionTranslation()
  const headingId = useId()
  const mine = useMyDeletion()
  const cancel = useCancelDeletion()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [asking, setAsking] = useState(false)
  const [cancelling, setCancelling] = useState(false)

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>
        {t('title')}
      </Typography>
      {mine.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : mine.isError ? (
        <RetryAlert onRetry={() => void mine.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : mine.data.request?.status === 'pending' ? (
        <Stack spacing={2}>
          <Alert severity="warning">
            {t('pending', {
              requested: formatDate(mine.data.request.requestedAt, language),
              due: formatDate(mine.data.request.dueDay, language),
            })}
          </Alert>
          <Blockers mine={mine.data} />
          <Box>
            <Button variant="outlined" onClick={() => setCancelling(true)}>
              {t('cancel')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {mine.data.request?.status === 'refused' ? (
            <Alert severity="info">{t('refused', { reason: mine.data.request.refusal ?? '' })}</Alert>
          ) : null}
          <Typography color="textSecondary">{t('explain')}</Typography>
          {mine.data.walletBalance > 0 ? (
            <Alert severity="warning">
              {t('forfeit', { amount: formatMoney(mine.data.walletBalance, language) })}
            </Alert>
          ) : null}
          <Blockers mine={mine.data} />
          <Box>
            <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
              {t('ask')}
            </Button>
          </Box>
        </Stack>
      )}
      {asking ? (
        <AskDialog onClose={() => setAsking(false)} walletBalance={mine.data?.walletBalance ?? 0} />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title={t('cancelTitle')}
        message={t('cancelMessage')}
        confirmLabel={t('cancel')}
        cancelLabel={t('keep')}
        pending={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast(t('cancelled')),
            onError: (error) => toast(errorMessage(error), 'error'),
            onSettled: () => setCancelling(false),
          })
        }
      />
    </Paper>
  )
}

function Blockers({ mine }: { mine: MyDeletion }) {
  const { t } = useDeletionTranslation()
  if (mine.blockers.length === 0) return null
  return (
    <Alert severity="info">
      {t('blockedIntro')}
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
        {mine.blockers.map((blocker) => (
          <li key={blocker}>{t(`blockers.${blocker}`)}</li>
        ))}
      </Box>
    </Alert>
  )
}

function AskDialog({ onClose, walletBalance }: { onClose: () => void; walletBalance: number }) {
  const { t, language } = useDeletionTranslation()
  const ask = useRequestDeletion()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const { control, handleSubmit, formState } = useForm({
    resolver: formResolver(requestDeletionSchema),
    mode: 'onChange',
    defaultValues: { password: '', reason: '' },
  })
  return (
    <FormDialog
      title={t('askTitle')}
      error={ask.error ? errorMessage(ask.error) : null}
      cancelLabel={t('keep')}
      submitLabel={t('confirmAsk')}
      canSubmit={formState.isValid && !ask.isPending}
      destructive
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        ask.mutate(values, {
          onSuccess: () => {
            toast(t('asked'))
            onClose()
          },
        }),
      )}
    >
      <DialogContentText>
        {walletBalance > 0
          ? `${t('askMessage')} ${t('forfeit', { amount: formatMoney(walletBalance, language) })}`
          : t('askMessage')}
      </DialogContentText>
      <PasswordField name="password" control={control} label={t('password')} required />
      <FormTextField name="reason" control={control} label={t('reason')} multiline minRows={2} />
    </FormDialog>
  )
}
