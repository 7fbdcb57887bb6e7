import { useTranslation } from '#web/shared/hooks/use-translation'
import { OutboxList } from '#web/features/dev/components/outbox-list'
import { Page } from '#web/shared/ui/page'

export default function OutboxPage() {
  const { t } = useTranslation('dev')
  return (
    <Page title={t('outbox.title')} subtitle={t('outbox.subtitle')} maxWidth={880}>
      <OutboxList />
    </Page>
  )
}
