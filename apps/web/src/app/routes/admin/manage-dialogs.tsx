import { useTranslation } from '#web/shared/hooks/use-translation'
import { DialogsEditor } from '#web/features/dialogs/components/dialogs-editor'
import { Page } from '#web/shared/ui/page'

/** /manage-dialogs (SPEC 2.1, 2.9, 3.7; issue 10 §2): admins edit the texts the app shows doctors. */
export default function ManageDialogsRoute() {
  const { t } = useTranslation('dialogs')
  return (
    <Page title={t('title')} subtitle={t('subtitle')} maxWidth={1200}>
      <DialogsEditor />
    </Page>
  )
}
