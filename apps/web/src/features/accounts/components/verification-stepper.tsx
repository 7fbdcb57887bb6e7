import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'

/** The progress of a phone-verification flow (phone, code, then what the flow is for). */
export function VerificationStepper({ active, labels }: { active: number; labels: string[] }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ marginBlockEnd: 3 }}>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}
