import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate } from '#web/shared/lib/router'
import { useToast } from '#web/shared/ui/toast'
import { useChangePassword } from '../api/change-password'
import { NewPasswordForm } from './new-password-form'

/** SPEC 5: the current password re-authenticates (the API checks it), then the new one with its confirmation. */
export function ChangePasswordForm({ doneHref }: { doneHref: string }) {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const toast = useToast()
  const changePassword = useChangePassword()
  return (
    <NewPasswordForm
      withCurrent
      submitLabel={t('changePassword.submit')}
      pending={changePassword.isPending}
      error={changePassword.error}
      onSubmit={({ currentPassword, password }) =>
        changePassword.mutate(
          { currentPassword: currentPassword ?? '', newPassword: password },
          {
            onSuccess: () => {
              toast(t('changePassword.done'))
              void navigate(doneHref)
            },
          },
        )
      }
    />
  )
}
