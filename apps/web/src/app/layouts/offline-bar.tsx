import WifiOffIcon from '@mui/icons-material/WifiOff'
import Box from '@mui/material/Box'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useOffline } from '#web/shared/realtime/offline'

/**
 * SPEC 8: 'You are offline' while the browser has no network, or while a signed-in person's realtime socket has
 * been down past a short grace (issue 8 §2: the server cannot be reached though the network is up).
 */
export function OfflineBar() {
  const { t } = useTranslation('frame')
  const offline = useOffline()
  if (!offline) return null
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        paddingBlock: 1,
        paddingInline: 2,
        bgcolor: 'warning.light',
        color: 'rgba(0, 0, 0, 0.87)',
        fontWeight: 600,
      }}
    >
      <WifiOffIcon fontSize="small" aria-hidden />
      {t('offline')}
    </Box>
  )
}
