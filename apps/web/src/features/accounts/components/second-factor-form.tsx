import {
  otpCodeSchema,
  totpCodeSchema,
  type AdminSignInInput,
  type AdminSignInResult,
  type Session,
  type SecondFactorStep,
  type SignInInput,
} from '@app/domain/accounts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { z } from 'zod'
import { formResolver } from '#web/shared/lib/form-resolver'
import { OtpCodeField } from '#web/shared/ui/otp-code-field'
import { useAdminSignIn } from '../api/admin-sign-in'
import { ApiErrorAlert } from './api-error-alert'

const codeFormSchema = z.object({ code: totpCodeSchema })
const phoneCodeFormSchema = z.object({ code: otpCodeSchema })

/** The secret in groups of four, as authenticator apps show it, for typing it in by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

/**
 * The admin sign-in's second step (issue 10 §1): the 6-digit code from the authenticator app. At the first admin
 * sign-in (issue 41 §1), the code texted to the account's phone first, then the app's setup (scan the QR code or type
 * the key). The credentials of the first step are sent again with each code; they never leave this page's memory.
 */
export default function SecondFactorForm({
  credentials,
  step: firstStep,
  onSignedIn,
  onBack,
}: {
  credentials: SignInInput
  step: SecondFactorStep
  onSignedIn: (session: Session) => void
  onBack: () => void
}) {
  const [step, setStep] = useState(firstStep)
  return step.secondFactor === 'enrol' ? (
    <PhoneCodeStep
      credentials={credentials}
      phoneEnding={step.phoneEnding}
      onSetup={setStep}
      onBack={onBack}
    />
  ) : (
    // A new key for the authenticator is a new form: nothing typed for the step before stays.
    <AuthenticatorStep
      key={step.secondFactor}
      credentials={credentials}
      step={step}
      onSignedIn={onSignedIn}
      onBack={onBack}
    />
  )
}

/** The code texted to the admin's phone, which proves the phone is theirs before a secret is shown (issue 41 §1). */
function PhoneCodeStep({
  credentials,
  phoneEnding,
  onSetup,
  onBack,
}: {
  credentials: SignInInput
  phoneEnding: string
  onSetup: (step: SecondFactorStep) => void
  onBack: () => void
}) {
  const { t } = useTranslation('adminAccounts')
  return (
    <CodeForm
      schema={phoneCodeFormSchema}
      send={(code) => ({ ...credentials, phoneCode: code })}
      onResult={(result) => 'secondFactor' in result && onSetup(result)}
      label={t('secondFactor.phoneCodeLabel')}
      submitLabel={t('secondFactor.enrolSubmit')}
      onBack={onBack}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('secondFactor.enrolTitle')}
      </Typography>
      <Typography>{t('secondFactor.enrolIntro', { ending: phoneEnding })}</Typography>
    </CodeForm>
  )
}

/** The authenticator's code; at the first sign-in, after its setup. */
function AuthenticatorStep({
  credentials,
  step,
  onSignedIn,
  onBack,
}: {
  credentials: SignInInput
  step: Exclude<SecondFactorStep, { secondFactor: 'enrol' }>
  onSignedIn: (session: Session) => void
  onBack: () => void
}) {
  // Its texts live with the admin pages' (adminAccounts), so the sign-in page of everyone else stays light.
  const { t } = useTranslation('adminAccounts')
  return (
    <CodeForm
      schema={codeFormSchema}
      send={(code) => ({ ...credentials, code })}
      onResult={(result) => !('secondFactor' in result) && onSignedIn(result)}
      label={t('secondFactor.codeLabel')}
      hint={t('secondFactor.codeHint')}
      submitLabel={step.secondFactor === 'setup' ? t('secondFactor.confirmSetup') : t('secondFactor.submit')}
      onBack={onBack}
    >
      {step.secondFactor === 'setup' ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('secondFactor.setupTitle')}
          </Typography>
          <Typography>{t('secondFactor.setupIntro')}</Typography>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrSvg)}`}
            alt={t('secondFactor.qrAlt')}
            sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white', p: 1 }}
          />
          <Alert severity="info" icon={false}>
            <Typography variant="body2">{t('secondFactor.keyLabel')}</Typography>
            <Typography
              component="code"
              dir="ltr"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.05rem',
                wordBreak: 'break-all',
                userSelect: 'all',
              }}
              data-testid="totp-secret"
            >
              {grouped(step.secret)}
            </Typography>
          </Alert>
        </>
      ) : (
        <Typography>{t('secondFactor.codeIntro')}</Typography>
      )}
    </CodeForm>
  )
}

/** One step's form: what it says, a 6-digit code, the credentials sent again with it, and the way back. */
function CodeForm({
  schema,
  send,
  onResult,
  label,
  hint,
  submitLabel,
  onBack,
  children,
}: {
  schema: typeof codeFormSchema | typeof phoneCodeFormSchema
  send: (code: string) => AdminSignInInput
  onResult: (result: AdminSignInResult) => void
  label: string
  hint?: string
  submitLabel: string
  onBack: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('adminAccounts')
  const submit = useAdminSignIn()
  const { control, handleSubmit, formState } = useForm({
    resolver: formResolver(schema),
    mode: 'onChange',
    defaultValues: { code: '' },
  })
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ code }) => submit.mutate(send(code), { onSuccess: onResult }))}
    >
      <Stack spacing={2}>
        {children}
        <OtpCodeField name="code" control={control} label={label} {...(hint ? { hint } : {})} required />
      </Stack>
      <ApiErrorAlert error={submit.error} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!formState.isValid || submit.isPending}
        sx={{ marginBlockStart: 2 }}
      >
        {submitLabel}
      </Button>
      <Button fullWidth onClick={onBack} sx={{ marginBlockStart: 1 }}>
        {t('secondFactor.back')}
      </Button>
    </Box>
  )
}
