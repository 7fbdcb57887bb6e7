import type { SignedInDevice } from '@app/domain/accounts'
import { formatDateTime } from '@app/i18n/format'
import ComputerOutlined from '@mui/icons-material/ComputerOutlined'
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { useSignedInDevices } from '../api/get-signed-in-devices'
import { useSignOutDevice } from '../api/sign-out-device'
import { useSignOutOtherDevices } from '../api/sign-out-other-devices'

type Asking = { kind: 'one'; device: SignedInDevice } | { kind: 'others' } | null

/**
 * The /settings section that lists where the account is signed in (issue 7 §1): this device first and flagged, each
 * other one with its own sign-out, and 'sign out of all other devices'. Both ask before they act.
 */
export function SignedInDevices() {
  const { t, i18n } = useTranslation('accounts')
  const language = i18n.language === 'en' ? 'en' : 'ar'
  const headingId = useId()
  const devices = useSignedInDevices()
  const signOutOne = useSignOutDevice()
  const signOutOthers = useSignOutOtherDevices()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const [asking, setAsking] = useState<Asking>(null)

  const name = (device: SignedInDevice) =>
    t('devices.deviceName', {
      browser: device.browser ?? t('devices.unknownBrowser'),
      os: device.os ?? t('devices.unknownSystem'),
    })
  const items = [...(devices.data?.items ?? [])].sort((a, b) => Number(b.current) - Number(a.current))
  const others = items.filter((device) => !device.current)

  const confirm = () => {
    if (!asking) return
    const done = (message: string) => () => {
      setAsking(null)
      toast(message)
    }
    const failed = (error: unknown) => {
      setAsking(null)
      toast(errorMessage(error), 'error')
    }
    if (asking.kind === 'one')
      signOutOne.mutate(asking.device.id, { onSuccess: done(t('devices.signedOutOne')), onError: failed })
    else signOutOthers.mutate(undefined, { onSuccess: done(t('devices.signedOutOthers')), onError: failed })
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} aria-busy={devices.isPending}>
      <Stack spacing={1} sx={{ padding: 2, paddingBlockEnd: 0 }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
          {t('devices.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('devices.intro')}
        </Typography>
      </Stack>
      {devices.isPending ? (
        <Stack spacing={1} sx={{ padding: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : devices.isError ? (
        <Stack sx={{ padding: 2 }}>
          <RetryAlert onRetry={() => void devices.refetch()}>{t('devices.loadFailed')}</RetryAlert>
        </Stack>
      ) : (
        <>
          <List>
            {items.map((device) => (
              <ListItem key={device.id} sx={{ gap: 1 }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {device.mobile ? <SmartphoneOutlined /> : <ComputerOutlined />}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{name(device)}</span>
                      {device.current ? (
                        <Chip
                          size="small"
                          color="primary"
                          variant="outlined"
                          label={t('devices.thisDevice')}
                        />
                      ) : null}
                    </Stack>
                  }
                  secondary={
                    <>
                      <span>
                        {t('devices.lastActive', { time: formatDateTime(device.lastSeenAt, language) })}
                      </span>
                      <br />
                      <span>
                        {t('devices.signedInAt', { time: formatDateTime(device.createdAt, language) })}
                      </span>
                      {device.ip ? (
                        <>
                          <br />
                          <span>
                            {t('devices.address')} <bdi dir="ltr">{device.ip}</bdi>
                          </span>
                        </>
                      ) : null}
                    </>
                  }
                />
                {device.current ? null : (
                  <Button
                    color="error"
                    size="small"
                    sx={{ flexShrink: 0 }}
                    aria-label={t('devices.signOutNamed', { device: name(device) })}
                    onClick={() => setAsking({ kind: 'one', device })}
                  >
                    {t('devices.signOut')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
          <Stack sx={{ padding: 2, paddingBlockStart: 0, alignItems: 'flex-start' }}>
            {others.length ? (
              <Button variant="outlined" color="error" onClick={() => setAsking({ kind: 'others' })}>
                {t('devices.signOutOthers')}
              </Button>
            ) : (
              <Typography variant="body2" color="textSecondary">
                {t('devices.noOthers')}
              </Typography>
            )}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'others' ? t('devices.confirmOthers.title') : t('devices.confirmOne.title')}
        message={
          asking?.kind === 'one'
            ? t('devices.confirmOne.message', { device: name(asking.device) })
            : t('devices.confirmOthers.message')
        }
        confirmLabel={
          asking?.kind === 'others' ? t('devices.confirmOthers.confirm') : t('devices.confirmOne.confirm')
        }
        cancelLabel={t('devices.cancel')}
        destructive
        pending={signOutOne.isPending || signOutOthers.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Paper>
  )
}
