import { formatNumber } from '@app/i18n/format'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** The progress of a phone-verification flow (phone, code, then what the flow is for). */
export function VerificationStepper({ active, labels }: { active: number; labels: string[] }) {
  const { i18n } = useTranslation()
  const language = i18n.language === 'ar' ? 'ar' : 'en'
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ marginBlockEnd: 3 }}>
      {labels.map((label, index) => (
        <Step key={label}>
          {/* Numbered in the reader's digits (MUI writes the index in Latin digits). */}
          <StepLabel icon={formatNumber(index + 1, language)}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}
