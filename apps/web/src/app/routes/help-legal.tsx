import { legalKeySchema } from '@app/domain/legal'
import { LegalPage } from '#web/features/legal/components/legal-page'
import { AskQuestionLink } from '#web/features/questions/components/ask-question-link'
import { href } from '#web/app/paths'
import { useLocation } from '#web/shared/lib/router'

/**
 * /help/about, /help/contact, /help/terms, /help/doctor-terms, /help/doctors-agreement, /help/privacy and
 * /help/refunds (issue 45 §1): one page module; the last part of the path names the text.
 */
export default function HelpLegalPage() {
  const { pathname } = useLocation()
  const key = legalKeySchema.catch('about').parse(pathname.replace(/\/+$/, '').split('/').at(-1))
  // Issue 45 §1: contact offers the questions form too.
  return (
    <LegalPage
      key={key}
      legalKey={key}
      after={key === 'contact' ? <AskQuestionLink href={href('helpAsk')} /> : null}
    />
  )
}
