import { useTranslation } from '#web/shared/hooks/use-translation'
import { useDialogs } from '../api/dialogs'
import { MarkdownView } from '#web/shared/ui/markdown-view'

/**
 * One text of the 'dr' dialogs (SPEC 3.7) in the reader's language, as the admins last saved it. Until the dialogs
 * arrive, or if they cannot be read, the app's own text (`fallback`) is shown, so a doctor is never left without it.
 */
export function DialogText({ dialogKey, fallback }: { dialogKey: string; fallback: string }) {
  const { i18n } = useTranslation()
  const dialogs = useDialogs()
  const leaf = dialogs.data?.items.find((item) => item.key === dialogKey)
  const text = leaf ? (i18n.language.startsWith('en') ? leaf.en : leaf.ar) : fallback
  return (
    <div data-dialog-key={dialogKey}>
      <MarkdownView source={text} />
    </div>
  )
}
