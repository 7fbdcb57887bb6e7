import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSignOut } from '#web/features/accounts/api/sign-out'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { href } from '#web/app/paths'

/** SPEC 2.3: 'Are you sure you want to sign out?'; then the cache is reset (language kept) and home opens. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('frame')
  const signOut = useSignOut()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  return (
    <ConfirmDialog
      open={open}
      title={t('signOut.title')}
      message={t('signOut.question')}
      confirmLabel={t('signOut.confirm')}
      cancelLabel={t('signOut.cancel')}
      pending={signOut.isPending}
      onCancel={onClose}
      onConfirm={() =>
        signOut.mutate(undefined, {
          onSuccess: () => {
            onClose()
            // A full load of home: nothing of the person stays in memory (a shared phone in a family), and no
            // signed-in page is still mounted to send the visitor to sign-in on the way out. The language is
            // kept by the API's cookie and local storage.
            window.location.replace(href('home'))
          },
          onError: (error) => toast(errorMessage(error), 'error'),
        })
      }
    />
  )
}

// The frame loads it lazily (default export); the settings page imports it by name.
export default SignOutDialog
