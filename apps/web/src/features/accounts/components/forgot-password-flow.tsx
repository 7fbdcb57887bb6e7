import type { SignUpRole } from '@app/domain/shared'
import { useRef, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate } from '#web/shared/lib/router'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useResetPassword } from '../api/reset-password'
import { NewPasswordForm } from './new-password-form'
import { PhoneTicketFlow } from './phone-ticket-flow'

/**
 * SPEC 2.1 password recovery for one profile type: phone → code → new password, then sign in. An unknown patient
 * number opens a popup offering registration or correcting the number (SPEC 8).
 */
export function ForgotPasswordFlow({
  accountRole: role,
  signInHref,
  signUpHref,
}: {
  accountRole: SignUpRole
  signInHref: string
  signUpHref: string
}) {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const toast = useToast()
  const resetPassword = useResetPassword()
  const [unknownNumber, setUnknownNumber] = useState(false)
  const focusPhone = useRef<() => void>(() => undefined)

  return (
    <>
      <PhoneTicketFlow
        purpose="resetPassword"
        accountRole={role}
        labels={[t('steps.phone'), t('steps.code'), t('steps.newPassword')]}
        sendLabel={t('code.send')}
        onRefused={(error, _phone, focus) => {
          if (error.code !== 'PHONE_NOT_REGISTERED' || role !== 'patient') return false
          focusPhone.current = focus
          setUnknownNumber(true)
          return true
        }}
      >
        {(ticket) => (
          <NewPasswordForm
            submitLabel={t('forgotPassword.submit')}
            pending={resetPassword.isPending}
            error={resetPassword.error}
            onSubmit={({ password }) =>
              resetPassword.mutate(
                { ticket, password },
                {
                  onSuccess: () => {
                    toast(t('forgotPassword.done'))
                    void navigate(signInHref, { replace: true })
                  },
                },
              )
            }
          />
        )}
      </PhoneTicketFlow>
      <ConfirmDialog
        open={unknownNumber}
        title={t('forgotPassword.unknownTitle')}
        message={t('forgotPassword.unknownMessage')}
        confirmLabel={t('forgotPassword.startRegistration')}
        cancelLabel={t('forgotPassword.correctNumber')}
        onConfirm={() => {
          setUnknownNumber(false)
          void navigate(signUpHref)
        }}
        onCancel={() => setUnknownNumber(false)}
        onExited={() => focusPhone.current()}
      />
    </>
  )
}
