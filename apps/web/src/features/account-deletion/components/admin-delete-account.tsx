import { adminDeletionSchema } from '@app/domain/account-deletion'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import type { z } from 'zod'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useToast } from '#web/shared/ui/toast'
import { useDeleteAccount } from '../api/account-deletion'

const reasonForm = adminDeletionSchema.pick({ reason: true })
type ReasonForm = z.infer<typeof reasonForm>

/**
 * An admin deletes an account on their own decision (SPEC 2.9, 6), after a dialog that says what goes and what stays
 * and asks why; the same rules as an owner's request (refused while a booking is live or money is held).
 */
export function AdminDeleteAccount({
  userId,
  name,
  onDeleted,
}: {
  userId: string
  name: string
  onDeleted: () => void
}) {
  const { t } = useTranslation(['accountDeletion', 'errors', 'validation'])
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('admin.action')}
      </Button>
      {open ? (
        <DeleteDialog userId={userId} name={name} onClose={() => setOpen(false)} onDeleted={onDeleted} />
      ) : null}
    </>
  )
}

function DeleteDialog({
  userId,
  name,
  onClose,
  onDeleted,
}: {
  userId: string
  name: string
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation(['accountDeletion', 'errors', 'validation'])
  const remove = useDeleteAccount()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const { control, handleSubmit, formState } = useForm<ReasonForm>({
    resolver: formResolver(reasonForm),
    mode: 'onChange',
    defaultValues: { reason: '' },
  })
  return (
    <FormDialog
      title={t('queue.completeTitle', { name })}
      error={remove.error ? errorMessage(remove.error) : null}
      cancelLabel={t('keep')}
      submitLabel={t('queue.complete')}
      canSubmit={formState.isValid && !remove.isPending}
      destructive
      onClose={onClose}
      onSubmit={handleSubmit(({ reason }) =>
        remove.mutate(
          { userId, reason },
          {
            onSuccess: () => {
              toast(t('queue.completed'))
              onDeleted()
            },
          },
        ),
      )}
    >
      <DialogContentText>{t('queue.completeMessage')}</DialogContentText>
      <FormTextField
        name="reason"
        control={control}
        label={t('admin.reason')}
        multiline
        minRows={2}
        required
      />
    </FormDialog>
  )
}
