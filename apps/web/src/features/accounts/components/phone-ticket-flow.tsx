import type { SignUpRole } from '@app/domain/shared'
import { useState, type ComponentProps, type ReactNode } from 'react'
import { CodeStep } from './code-step'
import { PhoneStep, type CodeSent } from './phone-step'
import { VerificationStepper } from './verification-stepper'

/**
 * SPEC 4 phone proof for sign-up and password recovery: the number, the 6-digit code, then the caller's last step
 * with the single-use ticket the code earned. 'Change number' and `restart` go back to the number, kept filled.
 */
export function PhoneTicketFlow({
  purpose,
  accountRole,
  labels,
  sendLabel,
  onRefused,
  children,
}: {
  purpose: 'signUp' | 'resetPassword'
  accountRole: SignUpRole
  /** The three steps' names: the number, the code, the last step. */
  labels: [string, string, string]
  sendLabel: string
  onRefused?: ComponentProps<typeof PhoneStep>['onRefused']
  children: (ticket: string, restart: () => void) => ReactNode
}) {
  const [step, setStep] = useState(0)
  const [sent, setSent] = useState<CodeSent | null>(null)
  const [ticket, setTicket] = useState<string | null>(null)

  return (
    <>
      <VerificationStepper active={step} labels={labels} />
      {step === 0 ? (
        <PhoneStep
          purpose={purpose}
          accountRole={accountRole}
          defaultPhone={sent?.phone}
          submitLabel={sendLabel}
          onSent={(value) => {
            setSent(value)
            setStep(1)
          }}
          onRefused={onRefused}
        />
      ) : null}
      {step === 1 && sent ? (
        <CodeStep
          phone={sent.phone}
          purpose={purpose}
          accountRole={accountRole}
          resendAfterSeconds={sent.resendAfterSeconds}
          earlier={sent.earlier ?? false}
          onVerified={(value) => {
            setTicket(value)
            setStep(2)
          }}
          onChangeNumber={() => setStep(0)}
        />
      ) : null}
      {step === 2 && ticket ? children(ticket, () => setStep(0)) : null}
    </>
  )
}
