import type { CallMessage, CallRole } from '@app/domain/consults'
import { constants } from '@app/domain/shared'
import { formatEgyptTime, formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import { TextField } from '#web/shared/ui/text-field'
import { UserText } from '#web/shared/ui/user-text'
import Typography from '@mui/material/Typography'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CloseIcon from '@mui/icons-material/Close'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import SendIcon from '@mui/icons-material/Send'
import { memo, useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useCallMessages, useSendCallFile, useSendCallMessage } from '../api/call-messages'
import { useCallTranslation } from './use-call-translation'

/** What may be sent during the call (the server checks the content again). */
export const chatFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

/**
 * The call's messages (issue 11 §1): short texts and an image or PDF, kept with the booking and readable by its two
 * parties. A file can be chosen or dropped anywhere on the panel.
 */
export const ChatPanel = memo(function ChatPanel({
  bookingId,
  names,
  onClose,
}: {
  bookingId: string
  names: Record<CallRole, string>
  onClose?: () => void
}) {
  const { t, language } = useCallTranslation()
  const errorMessage = useErrorMessage()
  const messages = useCallMessages(bookingId)
  const sendText = useSendCallMessage(bookingId)
  const sendFile = useSendCallFile(bookingId)
  const [text, setText] = useState('')
  const [dragging, setDragging] = useState(false)
  const [rejection, setRejection] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const titleId = useId()
  const hintId = useId()
  const items = messages.data?.items ?? []
  const limit = t('chat.megabytes', {
    size: formatNumber(constants.maxUploadBytes / (1024 * 1024), language),
  })

  useEffect(() => {
    const element = list.current
    if (element) element.scrollTop = element.scrollHeight
  }, [items.length])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    if (!trimmed || sendText.isPending) return
    sendText.mutate(trimmed, { onSuccess: () => setText('') })
  }

  const take = (file: File | undefined) => {
    if (!file) return
    if (!(chatFileTypes as readonly string[]).includes(file.type)) {
      setRejection(t('errors:FILE_TYPE_NOT_SUPPORTED'))
      return
    }
    if (file.size > constants.maxUploadBytes) {
      setRejection(t('errors:FILE_TOO_BIG', { limit }))
      return
    }
    setRejection(null)
    sendFile.mutate(file)
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!sendFile.isPending) take(event.dataTransfer.files[0])
  }

  const failure = sendText.error ?? sendFile.error
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        bgcolor: 'background.paper',
        outline: dragging ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'dashed',
        outlineOffset: -4,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', paddingInline: 2, paddingBlock: 1, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('chat.title')}
        </Typography>
        {onClose ? (
          <IconButton onClick={onClose} aria-label={t('chat.close')}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </Box>
      <Box
        component="ol"
        ref={list}
        aria-live="polite"
        aria-relevant="additions"
        sx={{
          listStyle: 'none',
          margin: 0,
          paddingInline: 2,
          paddingBlock: 1,
          flex: 1,
          overflowY: 'auto',
          minHeight: 120,
        }}
      >
        {items.length === 0 && !messages.isPending ? (
          <Typography component="li" color="textSecondary" variant="body2">
            {t('chat.empty')}
          </Typography>
        ) : null}
        {items.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            sender={message.mine ? t('chat.you') : names[message.senderRole]}
            language={language}
          />
        ))}
      </Box>
      {dragging ? (
        <Typography role="status" sx={{ textAlign: 'center', fontWeight: 600, paddingBlock: 1 }}>
          {t('chat.drop')}
        </Typography>
      ) : null}
      {sendFile.isPending ? <LinearProgress aria-label={t('chat.sending')} /> : null}
      {rejection || failure ? (
        <Alert severity="error" role="alert" sx={{ marginInline: 2 }}>
          {rejection ?? errorMessage(failure)}
        </Alert>
      ) : null}
      <Box
        component="form"
        onSubmit={submit}
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          padding: 1.5,
          borderBlockStart: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton
          onClick={() => fileInput.current?.click()}
          disabled={sendFile.isPending}
          aria-label={t('chat.attach')}
          aria-describedby={hintId}
          sx={{ width: 48, height: 48 }}
        >
          <AttachFileIcon />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          accept={chatFileTypes.join(',')}
          aria-label={t('chat.attach')}
          tabIndex={-1}
          onChange={(event) => {
            take(event.target.files?.[0])
            event.target.value = ''
          }}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
        />
        <TextField
          id="call-chat-input"
          label={t('chat.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event)
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={!text.trim() || sendText.isPending}
          aria-label={t('chat.send')}
          sx={{ width: 48, height: 48 }}
        >
          <SendIcon sx={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
        </IconButton>
      </Box>
      <Typography
        id={hintId}
        variant="caption"
        color="textSecondary"
        sx={{ paddingInline: 2, paddingBlockEnd: 1 }}
      >
        {t('chat.hint', { limit })}
      </Typography>
    </Box>
  )
})

function MessageItem({
  message,
  sender,
  language,
}: {
  message: CallMessage
  sender: string
  language: 'ar' | 'en'
}) {
  const { t } = useCallTranslation()
  const file = message.file
  return (
    <Box
      component="li"
      data-mine={message.mine || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: message.mine ? 'flex-end' : 'flex-start',
        marginBlockEnd: 1.5,
      }}
    >
      <Typography variant="caption" color="textSecondary">
        {sender} · {formatEgyptTime(message.createdAt, language)}
      </Typography>
      <Box
        sx={{
          maxWidth: '85%',
          paddingInline: 1.5,
          paddingBlock: 1,
          borderRadius: 2,
          bgcolor: message.mine ? 'primary.main' : 'grey.200',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-wrap',
        }}
      >
        {/* The writer's own direction: an English message in an Arabic chat keeps its full stop on the right. */}
        {message.text ? <UserText>{message.text}</UserText> : null}
        {file ? (
          file.contentType.startsWith('image/') ? (
            <Link
              href={file.url}
              target="_blank"
              rel="noopener"
              color="inherit"
              aria-label={t('chat.openFile', { name: file.name })}
            >
              <Box
                component="img"
                src={file.url}
                alt={t('chat.image', { name: file.name })}
                sx={{ display: 'block', maxWidth: 220, maxHeight: 220, borderRadius: 1 }}
              />
            </Link>
          ) : (
            <Link
              href={file.url}
              target="_blank"
              rel="noopener"
              color="inherit"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PictureAsPdfIcon fontSize="small" aria-hidden />
              {file.name}
            </Link>
          )
        ) : null}
      </Box>
    </Box>
  )
}
