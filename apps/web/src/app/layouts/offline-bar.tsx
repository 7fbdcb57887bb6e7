import WifiOffIcon from '@mui/icons-material/WifiOff'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { useOnlineStatus } from '#web/shared/hooks/use-online-status'

/** SPEC 8: 'You are offline' while the browser has no network. */
export function OfflineBar() {
  const { t } = useTranslation('frame')
  const online = useOnlineStatus()
  if (online) return null
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
