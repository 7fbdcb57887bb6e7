import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import { SignInForm } from '#web/features/accounts/components/sign-in-form'
import { href } from '#web/app/paths'
import { EnglishScope } from '#web/shared/ui/english-scope'
import { Page } from '#web/shared/ui/page'

const providers = ['doctor', 'lab', 'radio'] as const
type Provider = (typeof providers)[number]

const signUpRoute = { doctor: 'signUpDoctor', lab: 'signUpLab', radio: 'signUpRadio' } as const

function PatientSignIn({ phone }: { phone: string | null }) {
  const { t } = useTranslation('accounts')
  return (
    <Page title={t('signIn.title')}>
      <SignInForm
        initialPhone={phone}
        forgotPassword={{
          href: href('forgotPassword', { profileType: 'patient' }),
          label: t('signIn.forgotPassword'),
        }}
        signUp={{ href: href('signUp'), label: t('signIn.noAccount') }}
      />
    </Page>
  )
}

/** Rendered inside EnglishScope: doctor, lab and radio sign-in is English (SPEC 1). */
function ProviderSignIn({ provider, phone }: { provider: Provider; phone: string | null }) {
  const { t } = useTranslation(['accounts', 'common'])
  return (
    <Page title={t('accounts:signIn.providerTitle', { role: t(`common:roles.${provider}`) })}>
      <SignInForm
        initialPhone={phone}
        forgotPassword={{
          href: href('forgotPassword', { profileType: provider }),
          label: t('accounts:signIn.forgotPasswordProvider'),
        }}
        signUp={{ href: href(signUpRoute[provider]), label: t('accounts:signIn.noProviderAccount') }}
      />
    </Page>
  )
}

/** /sign-in, /sign-in?phone=01… (prefilled after the registration popup), /sign-in?role=doctor|lab|radio. */
export default function SignInPage() {
  const [params] = useSearchParams()
  const role = params.get('role')
  const provider = providers.find((kind) => kind === role)
  const phone = params.get('phone')
  if (provider) {
    return (
      <EnglishScope>
        <ProviderSignIn provider={provider} phone={phone} />
      </EnglishScope>
    )
  }
  return <PatientSignIn phone={phone} />
}
