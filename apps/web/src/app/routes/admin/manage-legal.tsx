import { useTranslation } from '#web/shared/hooks/use-translation'
import { LegalEditor } from '#web/features/legal/components/legal-editor'
import { Page } from '#web/shared/ui/page'

/** /manage-legal (issue 45 §1): admins publish new versions of the legal texts and help pages. */
export default function ManageLegalRoute() {
  const { t } = useTranslation('legal')
  return (
    <Page title={t('editor.title')} subtitle={t('editor.subtitle')} maxWidth={1200}>
      <LegalEditor />
    </Page>
  )
}
