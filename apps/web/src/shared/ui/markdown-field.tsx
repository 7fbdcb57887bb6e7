import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MarkdownView } from '#web/shared/ui/markdown-view'
import { TextField } from '#web/shared/ui/text-field'

/**
 * One language's markdown beside its live preview, as the admins edit texts (the dialogs, SPEC 2.9; the legal texts,
 * issue 45 §1): a 14-row field (SPEC 9) written in its language's direction, and the preview as a labelled region that
 * scrolls (focusable, so a keyboard scrolls it too). `error` is the field's message, already translated.
 */
export function MarkdownField({
  lang,
  label,
  previewLabel,
  value,
  onChange,
  error,
  rows = 14,
}: {
  lang: 'ar' | 'en'
  label: string
  previewLabel: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  rows?: number
}) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        rows={rows}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { dir, lang } }}
        sx={{ flex: 1 }}
      />
      <Paper
        variant="outlined"
        sx={{ flex: 1, padding: 2, minHeight: 120, maxHeight: 420, overflow: 'auto' }}
        dir={dir}
        lang={lang}
        aria-label={previewLabel}
        role="region"
        tabIndex={0}
      >
        <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 1 }}>
          {previewLabel}
        </Typography>
        <MarkdownView source={value} />
      </Paper>
    </Stack>
  )
}
