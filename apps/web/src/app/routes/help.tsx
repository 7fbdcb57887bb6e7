import { useTranslation } from '#web/shared/hooks/use-translation'
import { HelpSections } from '#web/features/home/components/help-sections'
import { Page } from '#web/shared/ui/page'

export default function HelpPage() {
  const { t } = useTranslation('home')
  return (
    <Page title={t('help.title')} maxWidth={760}>
      <HelpSections />
    </Page>
  )
}
