import { MarketingPage } from '#web/features/home/components/marketing-page'
import { href } from '#web/app/paths'
import { EnglishScope } from '#web/shared/ui/english-scope'

/** SPEC 1: provider marketing pages are English (hidden in the mobile app). */
export default function ForRadioPage() {
  return (
    <EnglishScope>
      <MarketingPage
        audience="radio"
        signUpHref={href('signUpRadio')}
        signInHref={`${href('signIn')}?role=radio`}
      />
    </EnglishScope>
  )
}
