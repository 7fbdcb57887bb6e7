import { signUpRoleSchema, type SignUpRole } from '@app/domain/shared'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Navigate, useParams } from '#web/shared/lib/router'
import { ForgotPasswordFlow } from '#web/features/accounts/components/forgot-password-flow'
import { href } from '#web/app/paths'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'

const signUpRoute = {
  patient: 'signUp',
  doctor: 'signUpDoctor',
  lab: 'signUpLab',
  radio: 'signUpRadio',
} as const

function ForgotPassword({ accountRole: role }: { accountRole: SignUpRole }) {
  const { t } = useTranslation('accounts')
  const signInHref = role === 'patient' ? href('signIn') : `${href('signIn')}?role=${role}`
  return (
    <Page title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <ForgotPasswordFlow accountRole={role} signInHref={signInHref} signUpHref={href(signUpRoute[role])} />
    </Page>
  )
}

/** /forgot-password/:profileType — patient in the app's language; doctor, lab and radio in English (SPEC 1). */
export default function ForgotPasswordPage() {
  const parsed = signUpRoleSchema.safeParse(useParams().profileType)
  if (!parsed.success) return <Navigate to={href('forgotPassword', { profileType: 'patient' })} replace />
  if (parsed.data === 'patient') return <ForgotPassword accountRole="patient" />
  return (
    <EnglishScope>
      <ForgotPassword accountRole={parsed.data} />
    </EnglishScope>
  )
}
