import { useTranslation } from '#web/shared/hooks/use-translation'
import { LegalIndex } from '#web/features/legal/components/legal-index'
import { AskQuestionLink } from '#web/features/questions/components/ask-question-link'
import { href, legalRouteNames } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'

/** /help (SPEC 2.1; issue 45 §1): the index of the legal and help pages. */
export default function HelpPage() {
  const { t } = useTranslation('home')
  return (
    <Page title={t('help.title')} maxWidth={760}>
      <LegalIndex hrefOf={(key) => href(legalRouteNames[key])} />
      <AskQuestionLink href={href('helpAsk')} />
    </Page>
  )
}
