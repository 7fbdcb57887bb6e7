import type { SignUpRole } from '@app/domain/shared'
import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate } from '#web/shared/lib/router'
import { ApiError } from '#web/shared/lib/api-client'
import { i18n as appI18n } from '#web/shared/lib/i18n'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useSignUp } from '../api/sign-up'
import { usePostSignIn } from '../hooks/use-post-sign-in'
import { NewPasswordForm } from './new-password-form'
import { PhoneTicketFlow } from './phone-ticket-flow'

/** What happens when the number is already registered (SPEC 8): a popup whose OK opens `href(phone)`. */
export interface RegisteredPopup {
  title: string
  message: string
  href: (phone: string) => string
}

/**
 * SPEC 4 registration: phone → 6-digit code → password, for any sign-up role. Without `registeredPopup` a
 * registered number is reported inline (lab and radio).
 */
export function SignUpFlow({
  accountRole: role,
  registeredPopup,
}: {
  accountRole: SignUpRole
  registeredPopup?: RegisteredPopup
}) {
  const { t } = useTranslation(['accounts', 'common'])
  const navigate = useNavigate()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const signUp = useSignUp()
  const afterSignIn = usePostSignIn()
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null)

  return (
    <>
      <PhoneTicketFlow
        purpose="signUp"
        accountRole={role}
        labels={[t('accounts:steps.phone'), t('accounts:steps.code'), t('accounts:steps.password')]}
        sendLabel={t('accounts:code.send')}
        onRefused={(error, phone) => {
          if (error.code !== 'PHONE_ALREADY_REGISTERED' || !registeredPopup) return false
          setRegisteredPhone(phone)
          return true
        }}
      >
        {(ticket, restart) => (
          <NewPasswordForm
            submitLabel={t('accounts:signUp.submit')}
            pending={signUp.isPending}
            error={signUp.error}
            onSubmit={({ password }) =>
              signUp.mutate(
                { ticket, role, password, language: appI18n.language === 'en' ? 'en' : 'ar' },
                {
                  onSuccess: (session) => afterSignIn(session),
                  onError: (error) => {
                    if (error instanceof ApiError && error.code === 'OTP_TICKET_INVALID') {
                      toast(errorMessage(error), 'error')
                      restart()
                    }
                  },
                },
              )
            }
          />
        )}
      </PhoneTicketFlow>
      {registeredPopup ? (
        <ConfirmDialog
          open={registeredPhone !== null}
          title={registeredPopup.title}
          message={registeredPopup.message}
          confirmLabel={t('common:ok')}
          cancelLabel={t('common:cancel')}
          onCancel={() => setRegisteredPhone(null)}
          onConfirm={() => {
            const phone = registeredPhone ?? ''
            setRegisteredPhone(null)
            void navigate(registeredPopup.href(phone))
          }}
        />
      ) : null}
    </>
  )
}
