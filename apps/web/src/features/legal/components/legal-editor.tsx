import { legalKeys, publishLegalTextSchema, type LegalKey, type LegalVersions } from '@app/domain/legal'
import type { Language } from '@app/domain/shared'
import { formatDateTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ApiError } from '#web/shared/lib/api-client'
import { MarkdownField } from '#web/shared/ui/markdown-field'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useToast } from '#web/shared/ui/toast'
import { useLegalVersions, usePublishLegalText } from '../api/legal'

/** The markdown editor's rows (SPEC 9: 14, as the dialogs'). */
const editorRows = 14

function useLegalTranslation() {
  const translation = useTranslation(['legal', 'validation', 'errors', 'common'])
  const language: Language = translation.i18n.language.startsWith('en') ? 'en' : 'ar'
  return { ...translation, language }
}

/**
 * One text's next version: its Arabic and English markdown, each beside a live preview, starting from the latest
 * version; Publish makes it the next version (issue 45 §1). Below, every version with when and by whom.
 */
function TextEditor({ legalKey, versions }: { legalKey: LegalKey; versions: LegalVersions }) {
  const { t, language } = useLegalTranslation()
  const latest = versions.items[0]
  const [texts, setTexts] = useState({ ar: latest?.ar ?? '', en: latest?.en ?? '' })
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({})
  const publish = usePublishLegalText()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const parsed = publishLegalTextSchema.safeParse(texts)
  const issues: Record<string, string> = { ...serverIssues }
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues[String(issue.path[0])] ??= issue.message
  const dirty = texts.ar !== latest?.ar || texts.en !== latest?.en
  const next = (latest?.version ?? 0) + 1

  const submit = () => {
    if (!parsed.success) return
    publish.mutate(
      { key: legalKey, text: parsed.data },
      {
        onSuccess: (published) => toast(t('editor.published', { version: published.version })),
        onError: (error) => {
          if (error instanceof ApiError)
            setServerIssues(Object.fromEntries(error.issues.map((i) => [i.path, i.code])))
          toast(t('editor.publishFailed', { message: errorMessage(error) }), 'error')
        },
      },
    )
  }

  return (
    <Stack spacing={2}>
      <Stack spacing={2} component="section" aria-labelledby="legal-editing">
        <Typography id="legal-editing" variant="h6" component="h2">
          {t('editor.editing', { title: t(`titles.${legalKey}`) })}
        </Typography>
        {latest ? (
          <Typography variant="body2" color="textSecondary">
            {t('editor.current', {
              version: latest.version,
              date: formatDateTime(latest.publishedAt, language),
            })}
          </Typography>
        ) : null}
        <Typography variant="body2" color="textSecondary">
          {t('editor.markdownHelp')}
        </Typography>
        {(['ar', 'en'] as const).map((lang) => (
          <MarkdownField
            key={lang}
            lang={lang}
            label={t('editor.markdown', { language: t(`editor.languages.${lang}`) })}
            previewLabel={t('editor.preview', { language: t(`editor.languages.${lang}`) })}
            value={texts[lang]}
            onChange={(value) => {
              setServerIssues({})
              setTexts((current) => ({ ...current, [lang]: value }))
            }}
            error={issues[lang] ? fieldMessage(issues[lang]) : undefined}
            rows={editorRows}
          />
        ))}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={submit}
            disabled={!dirty || !parsed.success || publish.isPending}
          >
            {publish.isPending ? t('editor.publishing') : t('editor.publish', { version: next })}
          </Button>
          <Typography variant="body2" color="textSecondary" role="status">
            {dirty ? t('editor.unsaved') : ''}
          </Typography>
        </Stack>
      </Stack>
      <Box component="section" aria-labelledby="legal-history">
        <Typography id="legal-history" variant="h6" component="h2">
          {t('editor.history')}
        </Typography>
        <List dense>
          {versions.items.map((version) => (
            <ListItem key={version.version} disableGutters>
              <ListItemText
                primary={t('editor.version', { version: version.version })}
                secondary={t('editor.publishedOn', {
                  date: formatDateTime(version.publishedAt, language),
                  by: version.publishedBy ?? t('editor.bySeed'),
                })}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  )
}

function SelectedText({ legalKey }: { legalKey: LegalKey }) {
  const { t } = useLegalTranslation()
  const versions = useLegalVersions(legalKey)
  if (versions.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    )
  if (versions.isError)
    return <RetryAlert onRetry={() => void versions.refetch()}>{t('editor.loadFailed')}</RetryAlert>
  const latest = versions.data.items[0]
  // Another text, or a new version published: the editor starts again from the latest version.
  return (
    <TextEditor key={`${legalKey}:${latest?.version ?? 0}`} legalKey={legalKey} versions={versions.data} />
  )
}

/** /manage-legal (issue 45 §1): the seven texts beside the editor of the chosen one. */
export function LegalEditor() {
  const { t } = useLegalTranslation()
  const [selected, setSelected] = useState<LegalKey | null>(null)
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
        <List component="nav" aria-label={t('editor.texts')}>
          {legalKeys.map((key) => (
            <ListItemButton
              key={key}
              selected={selected === key}
              aria-current={selected === key ? 'true' : undefined}
              onClick={() => setSelected(key)}
            >
              <ListItemText primary={t(`titles.${key}`)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {selected ? (
          <SelectedText legalKey={selected} />
        ) : (
          <Alert severity="info">{t('editor.chooseText')}</Alert>
        )}
      </Box>
    </Stack>
  )
}
