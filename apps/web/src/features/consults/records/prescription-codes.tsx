import { isolate } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useConsultsTranslation } from './use-consults-translation'

/**
 * A prescription's codes as its patient sees them (issue 45 §4): the verification code printed on the PDF, whether
 * a pharmacy marked it dispensed (and when), and, until then, the dispense code the patient gives the pharmacist —
 * null for anyone but the patient side, who then sees no such line.
 */
export function PrescriptionCodes({
  verificationCode,
  dispenseCode,
  dispensedAt,
}: {
  verificationCode: string | null
  dispenseCode: string | null
  dispensedAt: string | null
}) {
  const { t } = useConsultsTranslation()
  if (!verificationCode) return null
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="textSecondary">
          {t('prescription.verification', { code: isolate(verificationCode) })}
        </Typography>
        <Chip
          size="small"
          color={dispensedAt ? 'success' : 'default'}
          variant={dispensedAt ? 'filled' : 'outlined'}
          label={
            dispensedAt
              ? t('prescription.dispensedOn', { date: dispensedAt })
              : t('prescription.notDispensed')
          }
        />
      </Stack>
      {dispenseCode && !dispensedAt ? (
        <Box sx={{ borderInlineStart: 3, borderColor: 'primary.main', paddingInlineStart: 1.5 }}>
          <Typography variant="body2" color="textSecondary">
            {t('prescription.dispenseCode')}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.2em' }}>
            {dispenseCode}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('prescription.dispenseHelp')}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  )
}
