import { formatDateTime } from '@app/i18n/format'
import EmailIcon from '@mui/icons-material/Email'
import SmsIcon from '@mui/icons-material/Sms'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useOutbox, type OutboxMessage } from '../api/get-outbox'

const linkPattern = /(https?:\/\/[^\s]+)/g
const codePattern = /(?<!\d)(\d{6})(?!\d)/g

/** Six-digit codes stand out and links are clickable, so a tester can copy a code or follow a verification link. */
function MessageBody({ body }: { body: string }) {
  const parts: ReactNode[] = body.split(linkPattern).map((part, i) => {
    if (i % 2 === 1) {
      return (
        <Link key={i} href={part} sx={{ wordBreak: 'break-all' }}>
          {part}
        </Link>
      )
    }
    return (
      <Fragment key={i}>
        {part.split(codePattern).map((piece, j) =>
          j % 2 === 1 ? (
            <Box
              key={j}
              component="strong"
              data-testid="otp-code"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.5rem',
                letterSpacing: '0.2em',
                bgcolor: 'action.hover',
                paddingInline: 1,
                borderRadius: 1,
              }}
            >
              {piece}
            </Box>
          ) : (
            piece
          ),
        )}
      </Fragment>
    )
  })
  return (
    // Each message in its own direction: Arabic SMS stay readable on the English page and the other way round.
    <Typography
      component="div"
      dir="auto"
      sx={{ whiteSpace: 'pre-wrap', marginBlockStart: 1, textAlign: 'start' }}
    >
      {parts}
    </Typography>
  )
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation('dev')
  const language = i18n.language === 'en' ? 'en' : 'ar'
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            color={message.channel === 'sms' ? 'primary' : 'default'}
            icon={message.channel === 'sms' ? <SmsIcon /> : <EmailIcon />}
            label={t(`outbox.channel.${message.channel}`)}
          />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {t('outbox.to')} <bdi dir="ltr">{message.to}</bdi>
          </Typography>
          <Typography component="span" color="textSecondary" variant="body2">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
          </Typography>
        </Stack>
        {message.subject ? (
          <Typography
            variant="subtitle1"
            component="h2"
            dir="auto"
            sx={{ marginBlockStart: 1, fontWeight: 600 }}
          >
            {message.subject}
          </Typography>
        ) : null}
        <MessageBody body={message.body} />
      </CardContent>
    </Card>
  )
}

/** The development outbox, refreshed every 2 seconds. */
export function OutboxList() {
  const { t } = useTranslation('dev')
  const errorMessage = useErrorMessage()
  const outbox = useOutbox()
  if (outbox.isPending) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    )
  }
  if (outbox.isError) return <Alert severity="error">{errorMessage(outbox.error)}</Alert>
  const items = [...outbox.data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  if (items.length === 0) return <Alert severity="info">{t('outbox.empty')}</Alert>
  return (
    <Stack spacing={2}>
      {items.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </Stack>
  )
}
