import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate } from '#web/shared/lib/router'
import { useToast } from '#web/shared/ui/toast'
import { useChangePhone } from '../api/change-phone'
import { ApiErrorAlert } from './api-error-alert'
import { CodeStep } from './code-step'
import { PhoneStep, type CodeSent } from './phone-step'
import { VerificationStepper } from './verification-stepper'

/** Password and the new number → code to the new number → PUT /accounts/phone with the ticket. */
export function ChangePhoneFlow({ doneHref }: { doneHref: string }) {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const toast = useToast()
  const changePhone = useChangePhone()
  const [sent, setSent] = useState<CodeSent | null>(null)
  const [step, setStep] = useState(0)

  return (
    <>
      <VerificationStepper active={step} labels={[t('steps.newPhone'), t('steps.code')]} />
      {step === 0 ? (
        <>
          {/* A refused change (a wrong password) comes back here with its message. */}
          <ApiErrorAlert error={changePhone.error} />
          <PhoneStep
            purpose="changePhone"
            withPassword
            phoneLabel={t('fields.newPhone')}
            submitLabel={t('code.send')}
            defaultPhone={sent?.phone}
            onSent={(value) => {
              changePhone.reset()
              setSent(value)
              setStep(1)
            }}
          />
        </>
      ) : null}
      {step === 1 && sent ? (
        <CodeStep
          phone={sent.phone}
          purpose="changePhone"
          resendAfterSeconds={sent.resendAfterSeconds}
          earlier={sent.earlier ?? false}
          submitLabel={t('changePhone.submit')}
          onVerified={(ticket) =>
            changePhone.mutate(
              { password: sent.password ?? '', ticket },
              {
                onSuccess: () => {
                  toast(t('changePhone.done'))
                  void navigate(doneHref)
                },
                onError: () => setStep(0),
              },
            )
          }
          onChangeNumber={() => setStep(0)}
        />
      ) : null}
    </>
  )
}
