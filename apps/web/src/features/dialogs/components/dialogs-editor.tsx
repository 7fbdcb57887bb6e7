import {
  dialogEditorRows,
  dialogTextSchema,
  dialogTree,
  markdownToPlainText,
  treeLabel,
  type DialogLeaf,
  type DialogNode,
} from '@app/domain/dialogs'
import type { Language } from '@app/domain/shared'
import { formatDateTime } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useDialogs, useUpdateDialog } from '../api/dialogs'
import { MarkdownField } from '#web/shared/ui/markdown-field'

function useDialogsTranslation() {
  const translation = useTranslation(['dialogs', 'validation', 'errors', 'common'])
  const language: Language = translation.i18n.language.startsWith('en') ? 'en' : 'ar'
  return { ...translation, language }
}

/** The tree of the document (SPEC 2.9): branches by path, leaves labelled with their text cut at 50 characters. */
function DialogTreeView({
  nodes,
  selected,
  onSelect,
  depth = 0,
}: {
  nodes: DialogNode[]
  selected: string | null
  onSelect: (key: string) => void
  depth?: number
}) {
  const { language } = useDialogsTranslation()
  return (
    <>
      {nodes.map((node) => (
        <Box component="li" key={node.path} sx={{ listStyle: 'none' }} role="none">
          {node.leaf ? (
            <ListItemButton
              role="treeitem"
              aria-selected={selected === node.leaf.key}
              selected={selected === node.leaf.key}
              onClick={() => onSelect(node.leaf?.key ?? '')}
              sx={{ paddingInlineStart: 2 + depth * 2 }}
            >
              <ListItemText
                primary={node.name}
                secondary={treeLabel(markdownToPlainText(node.leaf[language]))}
                slotProps={{ secondary: { dir: language === 'ar' ? 'rtl' : 'ltr' } }}
              />
            </ListItemButton>
          ) : (
            <>
              <Typography
                variant="overline"
                component="div"
                sx={{ paddingInlineStart: 2 + depth * 2, color: 'text.secondary' }}
              >
                {node.name}
              </Typography>
              <Box component="ul" role="group" sx={{ margin: 0, padding: 0 }}>
                <DialogTreeView
                  nodes={node.children}
                  selected={selected}
                  onSelect={onSelect}
                  depth={depth + 1}
                />
              </Box>
            </>
          )}
        </Box>
      ))}
    </>
  )
}

/** One leaf's two texts: a 14-row markdown field and a live preview per language, then Save (SPEC 2.9, 8). */
function LeafEditor({ leaf }: { leaf: DialogLeaf }) {
  const { t, language } = useDialogsTranslation()
  const [texts, setTexts] = useState({ ar: leaf.ar, en: leaf.en })
  const update = useUpdateDialog()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({})
  const parsed = dialogTextSchema.safeParse(texts)
  const issues: Record<string, string> = { ...serverIssues }
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues[String(issue.path[0])] ??= issue.message
  const dirty = texts.ar !== leaf.ar || texts.en !== leaf.en

  const save = () => {
    if (!parsed.success) return
    update.mutate(
      { key: leaf.key, text: parsed.data },
      {
        onSuccess: () => toast(t('saved')),
        onError: (error) => {
          if (error instanceof ApiError)
            setServerIssues(Object.fromEntries(error.issues.map((i) => [i.path, i.code])))
          toast(t('saveFailed', { message: errorMessage(error) }), 'error')
        },
      },
    )
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="dialog-editing">
      <Typography id="dialog-editing" variant="h6" component="h2">
        {t('editing', { key: leaf.key })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('markdownHelp')}
      </Typography>
      {(['ar', 'en'] as const).map((lang) => (
        <MarkdownField
          key={lang}
          lang={lang}
          label={t('markdown', { language: t(`languages.${lang}`) })}
          previewLabel={t('preview', { language: t(`languages.${lang}`) })}
          value={texts[lang]}
          onChange={(value) => {
            setServerIssues({})
            setTexts((current) => ({ ...current, [lang]: value }))
          }}
          error={issues[lang] ? fieldMessage(issues[lang]) : undefined}
          rows={dialogEditorRows}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={save} disabled={!dirty || !parsed.success || update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
        <Typography variant="body2" color="textSecondary" role="status">
          {dirty ? t('unsaved') : t('updated', { date: formatDateTime(leaf.updatedAt, language) })}
        </Typography>
      </Stack>
    </Stack>
  )
}

/** /manage-dialogs (SPEC 2.9, 3.7): the 'dr' document's tree beside the editor of the chosen text. */
export function DialogsEditor() {
  const { t } = useDialogsTranslation()
  const dialogs = useDialogs()
  const [selected, setSelected] = useState<string | null>(null)
  if (dialogs.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    )
  if (dialogs.isError)
    return <RetryAlert onRetry={() => void dialogs.refetch()}>{t('loadFailed')}</RetryAlert>
  const leaf = dialogs.data.items.find((item) => item.key === selected)
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
        <List
          component="ul"
          role="tree"
          aria-label={t('tree')}
          subheader={<ListSubheader component="div">{t('document')}</ListSubheader>}
        >
          <DialogTreeView nodes={dialogTree(dialogs.data.items)} selected={selected} onSelect={setSelected} />
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {leaf ? (
          // Another leaf, or this one saved (a new updatedAt): the editor starts again from the server's texts.
          <LeafEditor key={`${leaf.key}:${leaf.updatedAt}`} leaf={leaf} />
        ) : (
          <Alert severity="info">{t('chooseLeaf')}</Alert>
        )}
      </Box>
    </Stack>
  )
}
