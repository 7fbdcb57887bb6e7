import { formatNumber } from '@app/i18n/format'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useBookingTranslation } from '../hooks/use-booking-translation'
import { wizardSteps } from '../lib/wizard'

/**
 * SPEC 2.5 step indicator: every step by name; any reachable step can be clicked. A phone shows the current step and
 * a progress bar instead of seven squeezed labels.
 */
export function BookingSteps({
  current,
  isReachable,
  onSelect,
}: {
  current: number
  isReachable: (step: number) => boolean
  onSelect: (step: number) => void
}) {
  const { t, language } = useBookingTranslation()
  const total = wizardSteps.length
  return (
    <Box component="nav" aria-label={t('stepsLabel')} sx={{ marginBlockEnd: 3 }}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="subtitle2" component="p" aria-current="step">
          {t('stepOf', {
            current: formatNumber(current + 1, language),
            total: formatNumber(total, language),
            name: t(`steps.${wizardSteps[current] ?? 'specialty'}`),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((current + 1) / total) * 100}
          aria-hidden
          sx={{ marginBlockStart: 1, borderRadius: 1 }}
        />
      </Box>
      <Stepper nonLinear activeStep={current} sx={{ display: { xs: 'none', md: 'flex' } }}>
        {wizardSteps.map((name, step) => {
          const reachable = isReachable(step)
          // Numbered in the reader's digits (MUI writes the index in Latin digits).
          const icon = formatNumber(step + 1, language)
          return (
            <Step key={name} completed={false} disabled={!reachable}>
              {reachable ? (
                <StepButton
                  icon={icon}
                  onClick={() => onSelect(step)}
                  aria-current={step === current ? 'step' : undefined}
                >
                  {t(`steps.${name}`)}
                </StepButton>
              ) : (
                <StepLabel icon={icon}>{t(`steps.${name}`)}</StepLabel>
              )}
            </Step>
          )
        })}
      </Stepper>
    </Box>
  )
}
