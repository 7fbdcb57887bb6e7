import { useSession } from '#web/features/accounts/api/get-session'
import { AskQuestionForm } from '#web/features/questions/components/ask-question-form'
import { MyQuestions } from '#web/features/questions/components/my-questions'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Page } from '#web/shared/ui/page'

/**
 * /help/ask (issue 45 §1): the ask-your-question form, signed in or with a mobile, and below it a signed-in person's
 * own questions with the answers. Rendered in the browser (a form; /help's other pages are rendered on the server,
 * ADR 0039); its title is the page's and the document's.
 */
export default function HelpAskPage() {
  const { t } = useTranslation('legal')
  const { data: session } = useSession()
  const userId = session?.user?.id ?? null
  return (
    <Page title={t('ask.title')} subtitle={t('ask.subtitle')} maxWidth={760}>
      <title>{`${t('ask.title')} | ${t('common:appName')}`}</title>
      <AskQuestionForm key={userId ?? 'visitor'} signedIn={userId !== null} />
      {userId ? <MyQuestions userId={userId} /> : null}
    </Page>
  )
}
