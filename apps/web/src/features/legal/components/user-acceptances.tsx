import type { Language } from '@app/domain/shared'
import { formatDateTime } from '@app/i18n/format'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useUserAcceptances } from '../api/legal'

/** Issue 45 §1: on an account's admin page, which versions of the legal texts the person accepted, when and how. */
export function UserAcceptances({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('legal')
  const language: Language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const headingId = useId()
  const acceptances = useUserAcceptances(userId)
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('acceptances.title')}
      </Typography>
      {acceptances.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : acceptances.isError ? (
        <RetryAlert onRetry={() => void acceptances.refetch()}>{t('acceptances.loadFailed')}</RetryAlert>
      ) : acceptances.data.items.length === 0 ? (
        <Typography color="textSecondary">{t('acceptances.none')}</Typography>
      ) : (
        <List dense>
          {acceptances.data.items.map((item) => (
            <ListItem key={`${item.key}:${item.version}`} disableGutters>
              <ListItemText
                primary={t('acceptances.row', { title: t(`titles.${item.key}`), version: item.version })}
                secondary={t('acceptances.when', {
                  date: formatDateTime(item.acceptedAt, language),
                  via: t(`acceptances.via.${item.via}`),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}
