import {
  phoneToInput,
  type AdminSignInResult,
  type SecondFactorStep,
  type Session,
  type SignInInput,
} from '@app/domain/accounts'
import { toWesternDigits } from '@app/domain/shared'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { lazy, Suspense, useState, useSyncExternalStore, type FormEventHandler, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { formResolverOnDemand } from '#web/shared/lib/form-resolver-on-demand'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PasswordField } from '#web/shared/ui/password-field'
import { PhoneField } from '#web/shared/ui/phone-field'
import { useAdminSignIn } from '../api/admin-sign-in'
import { useSignIn } from '../api/sign-in'
import { usePostSignIn } from '../hooks/use-post-sign-in'
import { ApiErrorAlert } from './api-error-alert'
import { phoneSignInNoticeSeen } from '../lib/phone-sign-in-notice'

type Method = SignInInput['method']

interface PhoneForm {
  phone: string
  password: string
}
interface EmailForm {
  email: string
  password: string
}

// The checks and zod load with the first validation, or from the first focus or touch of the form (issue 8 §5).
const phoneForm = formResolverOnDemand<PhoneForm>(() =>
  import('./sign-in-schemas').then((m) => m.phoneFormResolver),
)
const emailForm = formResolverOnDemand<EmailForm>(() =>
  import('./sign-in-schemas').then((m) => m.emailFormResolver),
)

export interface SignInFormProps {
  /** 'admin' posts to /session/admin (SPEC 6: admin claim required). */
  kind?: 'user' | 'admin'
  /** `?phone=` after the registration popup: the number to prefill. */
  initialPhone?: string | null
  forgotPassword?: { href: string; label: string }
  signUp?: { href: string; label: string }
}

// The admins' second step (issue 10 §1) loads only when an admin's password was right: patients never download it.
const SecondFactorForm = lazy(() => import('./second-factor-form'))
// SPEC 2.8's popup: its chunk loads once the page is on screen, and only on a device that has not seen it.
const PhoneSignInNotice = lazy(() => import('./phone-sign-in-notice'))

const noSubscription = () => () => undefined

/** Whether to show SPEC 2.8's popup: read from the device in the browser (the server's HTML never has it). */
function usePhoneSignInNotice(enabled: boolean): boolean {
  const unseen = useSyncExternalStore(
    noSubscription,
    () => !phoneSignInNoticeSeen(),
    () => false,
  )
  return enabled && unseen
}

/** The admin sign-in's answer may be a second step (issue 10 §1) instead of the session. */
type OnSecondFactor = (credentials: SignInInput, step: SecondFactorStep) => void

/** Sign in with these credentials: the session goes where usePostSignIn says, a second step to `onSecondFactor`. */
function useSubmit(kind: 'user' | 'admin', onSecondFactor: OnSecondFactor) {
  const user = useSignIn()
  const admin = useAdminSignIn()
  const afterSignIn = usePostSignIn()
  const mutation = kind === 'admin' ? admin : user
  return {
    error: mutation.error,
    isPending: mutation.isPending,
    mutate: (credentials: SignInInput) => {
      const done = (result: Session | AdminSignInResult) =>
        'secondFactor' in result ? onSecondFactor(credentials, result) : afterSignIn(result)
      if (kind === 'admin') admin.mutate(credentials, { onSuccess: done })
      else user.mutate(credentials, { onSuccess: done })
    },
  }
}

/**
 * What both ways of signing in share: the identifier, the password, the error, submit. No checklist of the rules for a
 * new password: someone signing in types the one they have (issue 41 §4).
 */
function CredentialsForm({
  identifier,
  passwordField,
  error,
  canSubmit,
  onSubmit,
  preload,
}: {
  identifier: ReactNode
  passwordField: ReactNode
  error: unknown
  canSubmit: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Starts loading the form's checks. */
  preload: () => void
}) {
  const { t } = useTranslation('accounts')
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onFocus={preload} onPointerDown={preload}>
      <Stack spacing={2}>
        {identifier}
        {passwordField}
      </Stack>
      <>
        <ApiErrorAlert error={error} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSubmit}
          style={{ marginBlockStart: 16 }}
        >
          {t('signIn.submit')}
        </Button>
      </>
    </Box>
  )
}

const passwordFieldProps = { required: true } as const

function PhoneSignIn({
  kind,
  initialPhone,
  onSecondFactor,
}: Pick<SignInFormProps, 'initialPhone'> & { kind: 'user' | 'admin'; onSecondFactor: OnSecondFactor }) {
  const { t } = useTranslation('accounts')
  const submit = useSubmit(kind, onSecondFactor)
  const { control, handleSubmit, formState } = useForm<PhoneForm>({
    resolver: phoneForm.resolver,
    // Submit follows every keystroke; a field's message waits until it was left once.
    mode: 'onTouched',
    defaultValues: { phone: initialPhone ? phoneToInput(toWesternDigits(initialPhone)) : '', password: '' },
  })
  return (
    <CredentialsForm
      identifier={<PhoneField name="phone" control={control} required />}
      passwordField={
        <PasswordField
          name="password"
          control={control}
          label={t('fields.password')}
          {...passwordFieldProps}
        />
      }
      error={submit.error}
      canSubmit={formState.isValid && !submit.isPending}
      onSubmit={handleSubmit((values) => submit.mutate({ method: 'phone', ...values }))}
      preload={phoneForm.preload}
    />
  )
}

function EmailSignIn({ kind, onSecondFactor }: { kind: 'user' | 'admin'; onSecondFactor: OnSecondFactor }) {
  const { t } = useTranslation('accounts')
  const submit = useSubmit(kind, onSecondFactor)
  const { control, handleSubmit, formState } = useForm<EmailForm>({
    resolver: emailForm.resolver,
    // Submit follows every keystroke; a field's message waits until it was left once.
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })
  return (
    <CredentialsForm
      identifier={
        <FormTextField
          name="email"
          control={control}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      }
      passwordField={
        <PasswordField
          name="password"
          control={control}
          label={t('fields.password')}
          {...passwordFieldProps}
        />
      }
      error={submit.error}
      canSubmit={formState.isValid && !submit.isPending}
      onSubmit={handleSubmit((values) => submit.mutate({ method: 'email', ...values }))}
      preload={emailForm.preload}
    />
  )
}

/** SPEC 2.8 and 5: sign in with phone or email and a password; submit stays disabled until both fields pass. */
export function SignInForm({ kind = 'user', initialPhone, forgotPassword, signUp }: SignInFormProps) {
  const { t } = useTranslation('accounts')
  const [method, setMethod] = useState<Method>('phone')
  const [secondFactor, setSecondFactor] = useState<{
    credentials: SignInInput
    step: SecondFactorStep
  } | null>(null)
  const afterSignIn = usePostSignIn()
  // Admins never signed in with an email here: the popup is for patients and providers.
  const noticeDue = usePhoneSignInNotice(kind === 'user')
  const onSecondFactor: OnSecondFactor = (credentials, step) => setSecondFactor({ credentials, step })
  if (secondFactor)
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
        <SecondFactorForm
          credentials={secondFactor.credentials}
          step={secondFactor.step}
          onSignedIn={afterSignIn}
          onBack={() => setSecondFactor(null)}
        />
      </Suspense>
    )
  return (
    <>
      {noticeDue ? (
        <Suspense fallback={null}>
          <PhoneSignInNotice />
        </Suspense>
      ) : null}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={method}
        onChange={(_, value: Method | null) => value && setMethod(value)}
        aria-label={t('signIn.methodLabel')}
        sx={{ marginBlockEnd: 3 }}
      >
        <ToggleButton value="phone">{t('signIn.withPhone')}</ToggleButton>
        <ToggleButton value="email">{t('signIn.withEmail')}</ToggleButton>
      </ToggleButtonGroup>
      <>
        {method === 'phone' ? (
          <PhoneSignIn kind={kind} initialPhone={initialPhone} onSecondFactor={onSecondFactor} />
        ) : (
          <EmailSignIn kind={kind} onSecondFactor={onSecondFactor} />
        )}
      </>
      <>
        <Stack spacing={1} sx={{ marginBlockStart: 3, alignItems: 'center' }}>
          {forgotPassword ? (
            <Link component={RouterLink} to={forgotPassword.href}>
              {forgotPassword.label}
            </Link>
          ) : null}
          {signUp ? (
            <Link component={RouterLink} to={signUp.href}>
              {signUp.label}
            </Link>
          ) : null}
        </Stack>
      </>
    </>
  )
}
