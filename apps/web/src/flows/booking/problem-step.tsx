import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useCallback, useState } from 'react'
import { Link as RouterLink, useNavigate } from '#web/shared/lib/router'
import { ComplaintForm } from '#web/features/booking/components/complaint-form'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import type { NewSavedBooking, SavedBooking, WizardPlace } from '#web/features/booking/lib/wizard'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { useToast } from '#web/shared/ui/toast'
import { ChoiceSummary } from './choice-summary'
import { wizardHref } from './links'

/**
 * Step 4 (SPEC 2.5): the health problem. What is typed is kept with the saved choice on the device at once, never
 * in the URL (health data), so back, reload and step 5's sign-in detour keep it.
 */
export function ProblemStep({
  place,
  saved,
  save,
}: {
  place: WizardPlace
  saved: SavedBooking
  save: (booking: NewSavedBooking) => void
}) {
  const { t } = useBookingTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  // The choice as the step opened: typing replaces only its complaint.
  const [choice] = useState(saved)
  const keep = useCallback((complaint: string) => save({ ...choice, complaint }), [choice, save])

  return (
    <Stack spacing={3}>
      <ChoiceSummary doctorId={choice.doctorId} practice={choice.practice} start={choice.start} />
      <Typography variant="h6" component="h2">
        {t('problem.heading')}
      </Typography>
      <ComplaintForm
        defaultValue={choice.complaint}
        onChange={keep}
        onSubmit={(complaint) => {
          keep(complaint)
          void navigate(wizardHref({ ...place, step: 5 }))
        }}
        // SPEC 4: without a complaint the visitor stays, told why.
        onInvalid={(message) => toast(fieldMessage(message) ?? message, 'error')}
        back={
          <Button
            component={RouterLink}
            to={wizardHref({ ...place, step: 3 })}
            startIcon={<ArrowBackIcon sx={flipInRtl} />}
          >
            {t('problem.back')}
          </Button>
        }
      />
    </Stack>
  )
}
