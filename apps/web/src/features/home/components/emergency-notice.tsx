import LocalHospitalIcon from '@mui/icons-material/LocalHospital'
import Box from '@mui/material/Box'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** SPEC 2.4: this is not an emergency service — go to the ER or call an ambulance (123 in Egypt). */
export function EmergencyNotice() {
  const { t } = useTranslation('home')
  return (
    <Box
      component="aside"
      aria-labelledby="emergency-title"
      sx={{
        display: 'flex',
        gap: 1.5,
        marginBlockStart: 4,
        padding: 2,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 2,
        color: 'error.dark',
        bgcolor: 'background.paper',
      }}
    >
      <LocalHospitalIcon aria-hidden />
      <div>
        <Box component="strong" id="emergency-title" sx={{ display: 'block', marginBlockEnd: 0.5 }}>
          {t('emergency.title')}
        </Box>
        {t('emergency.body')}{' '}
        <Box component="a" href="tel:123" sx={{ fontWeight: 700, color: 'inherit' }}>
          {t('emergency.call')}
        </Box>
      </div>
    </Box>
  )
}
