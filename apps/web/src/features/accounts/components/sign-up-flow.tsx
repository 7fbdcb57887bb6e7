import type { SignUpRole } from '@app/domain/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '#web/shared/lib/api-client'
import { i18n as appI18n } from '#web/shared/lib/i18n'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useSignUp } from '../api/sign-up'
import { usePostSignIn } from '../hooks/use-post-sign-in'
import { CodeStep } from './code-step'
import { NewPasswordForm } from './new-password-form'
import { PhoneStep, type CodeSent } from './phone-step'
import { VerificationStepper } from './verification-stepper'

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
  const [step, setStep] = useState(0)
  const [sent, setSent] = useState<CodeSent | null>(null)
  const [ticket, setTicket] = useState<string | null>(null)
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null)

  return (
    <>
      <VerificationStepper
        active={step}
        labels={[t('accounts:steps.phone'), t('accounts:steps.code'), t('accounts:steps.password')]}
      />
      {step === 0 ? (
        <PhoneStep
          purpose="signUp"
          accountRole={role}
          defaultPhone={sent?.phone}
          submitLabel={t('accounts:code.send')}
          onSent={(value) => {
            setSent(value)
            setStep(1)
          }}
          onRefused={(error, phone) => {
            if (error.code !== 'PHONE_ALREADY_REGISTERED' || !registeredPopup) return false
            setRegisteredPhone(phone)
            return true
          }}
        />
      ) : null}
      {step === 1 && sent ? (
        <CodeStep
          phone={sent.phone}
          purpose="signUp"
          accountRole={role}
          resendAfterSeconds={sent.resendAfterSeconds}
          onVerified={(value) => {
            setTicket(value)
            setStep(2)
          }}
          onChangeNumber={() => setStep(0)}
        />
      ) : null}
      {step === 2 && ticket ? (
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
                    setStep(0)
                  }
                },
              },
            )
          }
        />
      ) : null}
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
