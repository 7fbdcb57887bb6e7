import {
  deletionStatuses,
  refuseDeletionSchema,
  type DeletionQueueItem,
  type DeletionStatus,
} from '@app/domain/account-deletion'
import { cairoDate, toArabicIndicDigits } from '@app/domain/shared'
import { formatDate, formatMoney, formatNumber, joinList } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import {
  useCompleteDeletion,
  useDeletionQueue,
  useRefuseDeletion,
} from '#web/features/account-deletion/api/account-deletion'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { Page } from '#web/shared/ui/page'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { useToast } from '#web/shared/ui/toast'
import { PagedList } from './list-filters'

function useDeletionsTranslation() {
  const translation = useTranslation(['accountDeletion', 'adminAccounts', 'common', 'errors', 'validation'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

/**
 * /manage-deletions (issue 10 §1, SPEC 4): the account deletion requests, pending ones oldest first with their due
 * day (5 working days) and what blocks them; complete (anonymise, after a confirmation) or refuse with a reason.
 */
export default function ManageDeletionsPage() {
  const { t, language } = useDeletionsTranslation()
  const [params, setParams] = useSearchParams()
  const status: DeletionStatus = deletionStatuses.find((s) => s === params.get('status')) ?? 'pending'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const queue = useDeletionQueue(status, page)
  const go = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current)
        for (const [key, value] of Object.entries(next))
          if (value === null) merged.delete(key)
          else merged.set(key, value)
        return merged
      },
      { replace: true },
    )

  return (
    <Page title={t('queue.title')} subtitle={t('queue.subtitle')} maxWidth={960}>
      <Tabs
        value={status}
        onChange={(_, value: string) => go({ status: value === 'pending' ? null : value, page: null })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('queue.statusFilter')}
      >
        {deletionStatuses.map((s) => (
          <Tab key={s} value={s} label={t(`statuses.${s}`)} />
        ))}
      </Tabs>
      <PagedList
        query={queue}
        page={page}
        onPage={(p) => go({ page: String(p) })}
        rowHeight={120}
        texts={{
          loadFailed: t('loadFailed'),
          count: (total) => t('queue.count', { count: total, formatted: formatNumber(total, language) }),
          empty: t(status === 'pending' ? 'queue.emptyPending' : 'queue.empty'),
        }}
      >
        {(items) => (
          <Stack spacing={2} sx={{ mt: 2 }}>
            {items.map((item) => (
              <RequestCard key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Page>
  )
}

function RequestCard({ item }: { item: DeletionQueueItem }) {
  const { t, language } = useDeletionsTranslation()
  const complete = useCompleteDeletion()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [confirming, setConfirming] = useState(false)
  const [refusing, setRefusing] = useState(false)
  const overdue = item.status === 'pending' && item.dueDay < cairoDate(new Date())
  const headingId = useId()
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
              {item.name}
            </Typography>
            {item.roles.map((role) => (
              <Chip key={role} size="small" variant="outlined" label={t(`adminAccounts:roles.${role}`)} />
            ))}
            {overdue ? <Chip size="small" color="error" label={t('queue.overdue')} /> : null}
          </Stack>
          {item.phone ? (
            <Typography color="textSecondary">
              <PhoneNumber phone={language === 'ar' ? toArabicIndicDigits(item.phone) : item.phone} />
            </Typography>
          ) : null}
          <Typography color="textSecondary">
            {t('queue.dates', {
              requested: formatDate(item.requestedAt, language),
              due: formatDate(item.dueDay, language),
            })}
          </Typography>
          {item.reason ? <Typography>{t('queue.reason', { reason: item.reason })}</Typography> : null}
          {item.refusal ? <Typography>{t('queue.refusal', { reason: item.refusal })}</Typography> : null}
          {item.status === 'pending' ? (
            <>
              {item.blockers.length ? (
                <Alert severity="warning">
                  {t('queue.blocked')}{' '}
                  {joinList(
                    item.blockers.map((blocker) => t(`blockers.${blocker}`)),
                    language,
                  )}
                </Alert>
              ) : null}
              {item.walletBalance > 0 ? (
                <Typography color="textSecondary">
                  {t('queue.forfeit', { amount: formatMoney(item.walletBalance, language) })}
                </Typography>
              ) : null}
              <Stack direction="row" spacing={2}>
                <Button
                  variant="contained"
                  color="error"
                  disabled={item.blockers.length > 0 || complete.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {t('queue.complete')}
                </Button>
                <Button variant="outlined" onClick={() => setRefusing(true)}>
                  {t('queue.refuse')}
                </Button>
              </Stack>
            </>
          ) : null}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('queue.completeTitle', { name: item.name })}
        message={t('queue.completeMessage')}
        confirmLabel={t('queue.complete')}
        cancelLabel={t('keep')}
        destructive
        pending={complete.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          complete.mutate(
            { requestId: item.id, body: undefined },
            {
              onSuccess: () => toast(t('queue.completed')),
              onError: (error) => toast(errorMessage(error), 'error'),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
      {refusing ? <RefuseDialog item={item} onClose={() => setRefusing(false)} /> : null}
    </Card>
  )
}

function RefuseDialog({ item, onClose }: { item: DeletionQueueItem; onClose: () => void }) {
  const { t } = useDeletionsTranslation()
  const refuse = useRefuseDeletion()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const { control, handleSubmit, formState } = useForm({
    resolver: formResolver(refuseDeletionSchema),
    mode: 'onChange',
    defaultValues: { reason: '' },
  })
  return (
    <FormDialog
      title={t('queue.refuseTitle', { name: item.name })}
      error={refuse.error ? errorMessage(refuse.error) : null}
      cancelLabel={t('keep')}
      submitLabel={t('queue.refuse')}
      canSubmit={formState.isValid && !refuse.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((body) =>
        refuse.mutate(
          { requestId: item.id, body },
          {
            onSuccess: () => {
              toast(t('queue.refused'))
              onClose()
            },
          },
        ),
      )}
    >
      <FormTextField
        name="reason"
        control={control}
        label={t('queue.refuseReason')}
        helperText={t('queue.refuseHint')}
        multiline
        minRows={3}
        required
      />
    </FormDialog>
  )
}
