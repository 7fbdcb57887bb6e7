import type { LegalKey } from '@app/domain/legal'
import type { Language } from '@app/domain/shared'
import { formatDate } from '@app/i18n/format'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { MarkdownView } from '#web/shared/ui/markdown-view'
import { Page } from '#web/shared/ui/page'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useLegalText } from '../api/legal'

/**
 * One legal or help page under /help (issue 45 §1): its title, when its latest version was published and its
 * number, and its markdown in the reader's language. Rendered on the server for a signed-out visit (the text is in
 * the first screen's data, app/router.tsx).
 */
export function LegalPage({ legalKey, after }: { legalKey: LegalKey; after?: ReactNode }) {
  const { t, i18n } = useTranslation('legal')
  const language: Language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const text = useLegalText(legalKey)
  return (
    <Page title={t(`titles.${legalKey}`)} maxWidth={760}>
      {text.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : text.isError ? (
        <RetryAlert onRetry={() => void text.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : (
        <article>
          <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 2 }}>
            {t('updated', {
              date: formatDate(text.data.publishedAt, language, { dateStyle: 'long' }),
              version: text.data.version,
            })}
          </Typography>
          <MarkdownView source={text.data[language]} topLevel={2} />
        </article>
      )}
      {after}
    </Page>
  )
}
