import type { Language } from '@app/domain/shared'
import {
  broadcastBodyMaxLength,
  broadcastTextSchema,
  broadcastTitleMaxLength,
  broadcastTopics,
  type BroadcastText,
  type BroadcastTopic,
} from '@app/domain/topic-notifications'
import { formatNumber } from '@app/i18n/format'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useSendTopicNotification, useTopicRecipientCount } from '../api/topic-notifications'

export function useTopicNotificationsTranslation() {
  const translation = useTranslation(['topicNotifications', 'validation', 'errors', 'common'])
  const language: Language = translation.i18n.language.startsWith('en') ? 'en' : 'ar'
  return { ...translation, language }
}

const emptyTexts: BroadcastText = { titleAr: '', titleEn: '', bodyAr: '', bodyEn: '' }

/** How the notification reads in one language, as the recipient's list shows it. */
function Preview({ lang, title, body }: { lang: Language; title: string; body: string }) {
  const { t } = useTopicNotificationsTranslation()
  return (
    <Paper
      variant="outlined"
      sx={{ padding: 2, flex: 1 }}
      role="region"
      aria-label={t('previewAs', { language: t(`languages.${lang}`) })}
    >
      <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 1 }}>
        {t('previewAs', { language: t(`languages.${lang}`) })}
      </Typography>
      <Stack direction="row" spacing={1.5} dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
        <NotificationsOutlined color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          {title || body ? (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {body}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t('previewEmpty')}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  )
}

/**
 * The compose form of /send-notifications (SPEC 3.7, 6; issue 10 §3): topic and app language, the title and text in
 * both languages, the recipients counted before sending, a preview in both languages, a confirmation, then one send
 * per idempotency key made with the form (a double click or a retried request sends once).
 */
export function SendTopicNotification() {
  const { t, language } = useTopicNotificationsTranslation()
  const [topic, setTopic] = useState<BroadcastTopic>('everyone')
  const [audienceLanguage, setAudienceLanguage] = useState<Language | ''>('')
  const [texts, setTexts] = useState<BroadcastText>(emptyTexts)
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const audience = { topic, ...(audienceLanguage ? { language: audienceLanguage } : {}) }
  const count = useTopicRecipientCount(audience)
  const sendMutation = useSendTopicNotification()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()

  const parsed = broadcastTextSchema.safeParse(texts)
  const issues: Partial<Record<keyof BroadcastText, string>> = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues[issue.path[0] as keyof BroadcastText] ??= issue.message
  const recipients = count.data?.recipients
  const formatted = formatNumber(recipients ?? 0, language)

  const field = (name: keyof BroadcastText, max: number, multiline: boolean) => {
    const lang = name.endsWith('Ar') ? 'ar' : 'en'
    const shown = touched ? issues[name] : undefined
    return (
      <TextField
        label={t(name)}
        value={texts[name]}
        onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
        required
        fullWidth
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={Boolean(shown)}
        helperText={shown ? fieldMessage(shown) : t('characters', { count: texts[name].trim().length, max })}
        slotProps={{ htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang, maxLength: max + 20 } }}
      />
    )
  }

  const send = () => {
    if (!parsed.success) return
    sendMutation.mutate(
      { ...audience, ...parsed.data, idempotencyKey },
      {
        onSuccess: () => {
          toast(t('sent'))
          setConfirming(false)
          setTexts(emptyTexts)
          setTouched(false)
          setIdempotencyKey(crypto.randomUUID())
        },
        onError: (error) => {
          setConfirming(false)
          toast(errorMessage(error), 'error')
        },
      },
    )
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="compose-title" sx={{ padding: 2 }}>
      <Stack spacing={2}>
        <Typography id="compose-title" variant="h6" component="h2">
          {t('compose')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectTextField
            label={t('topic')}
            value={topic}
            onChange={(event) => setTopic(event.target.value as BroadcastTopic)}
            sx={{ flex: 1 }}
          >
            {broadcastTopics.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`topics.${value}`)}
              </MenuItem>
            ))}
          </SelectTextField>
          <SelectTextField
            label={t('language')}
            value={audienceLanguage || 'all'}
            onChange={(event) =>
              setAudienceLanguage(event.target.value === 'all' ? '' : (event.target.value as Language))
            }
            sx={{ flex: 1 }}
          >
            <MenuItem value="all">{t('languages.all')}</MenuItem>
            <MenuItem value="ar">{t('languages.ar')}</MenuItem>
            <MenuItem value="en">{t('languages.en')}</MenuItem>
          </SelectTextField>
        </Stack>
        <Typography role="status" aria-live="polite" color={count.isError ? 'error' : 'text.secondary'}>
          {count.isError
            ? t('countFailed')
            : recipients === undefined
              ? t('counting')
              : t('recipients', { count: recipients, formatted })}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Stack spacing={2} sx={{ flex: 1 }}>
            {field('titleAr', broadcastTitleMaxLength, false)}
            {field('bodyAr', broadcastBodyMaxLength, true)}
          </Stack>
          <Stack spacing={2} sx={{ flex: 1 }}>
            {field('titleEn', broadcastTitleMaxLength, false)}
            {field('bodyEn', broadcastBodyMaxLength, true)}
          </Stack>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('preview')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Preview lang="ar" title={texts.titleAr.trim()} body={texts.bodyAr.trim()} />
          <Preview lang="en" title={texts.titleEn.trim()} body={texts.bodyEn.trim()} />
        </Stack>
        <Box>
          <Button
            variant="contained"
            disabled={sendMutation.isPending || recipients === 0}
            onClick={() => {
              setTouched(true)
              if (parsed.success) setConfirming(true)
            }}
          >
            {sendMutation.isPending ? t('sending') : t('send')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        message={t('confirmBody', { count: recipients ?? 0, formatted })}
        confirmLabel={t('send')}
        cancelLabel={t('cancel')}
        pending={sendMutation.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  )
}
