import { choosableChannels, type ChannelChoice } from '@app/domain/notifications'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import FormGroup from '@mui/material/FormGroup'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useChannelChoices, useSaveChannelChoices } from '../api/notifications'
import { PushOnThisDevice } from './push-on-this-device'

/**
 * The /settings section of notifications (issue 8 §3): per kind of notification, which channels bring it. Codes
 * and security alerts always come, so they are not offered. A switch saves at once.
 */
export function ChannelChoices() {
  const { t } = useTranslation('notifications')
  const headingId = useId()
  const choices = useChannelChoices()
  const save = useSaveChannelChoices()
  const toast = useToast()
  const errorMessage = useErrorMessage()

  const toggle = (choice: ChannelChoice, enabled: boolean) =>
    save.mutate(
      { choices: [{ ...choice, enabled }] },
      {
        onSuccess: () => toast(t('settings.saved')),
        onError: (error) => toast(errorMessage(error), 'error'),
      },
    )

  const list = choices.data?.choices ?? []
  const categories = [...new Set(list.map((choice) => choice.category))]

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} aria-busy={choices.isPending}>
      <Stack spacing={2} sx={{ padding: 2 }}>
        <Stack spacing={1}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
            {t('settings.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('settings.intro')}
          </Typography>
        </Stack>
        <PushOnThisDevice />
        {choices.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : choices.isError ? (
          <RetryAlert onRetry={() => void choices.refetch()}>{errorMessage(choices.error)}</RetryAlert>
        ) : (
          categories.map((category) => (
            <FormControl key={category} component="fieldset">
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t(`settings.category.${category}`)}
              </FormLabel>
              <FormGroup>
                {choosableChannels.map((channel) => {
                  const choice = list.find((c) => c.category === category && c.channel === channel)
                  if (!choice) return null
                  return (
                    <FormControlLabel
                      key={channel}
                      control={
                        <Switch
                          checked={choice.enabled}
                          disabled={save.isPending}
                          onChange={(_, enabled) => toggle(choice, enabled)}
                        />
                      }
                      label={t(`settings.channel.${channel}`)}
                    />
                  )
                })}
              </FormGroup>
            </FormControl>
          ))
        )}
      </Stack>
    </Paper>
  )
}
