import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useBookingTranslation } from '../hooks/use-booking-translation'
import { complaintSchema } from '@app/domain/bookings/schemas'
import { complaintMaxLength } from '../lib/wizard'

const formSchema = z.object({ complaint: complaintSchema })

/**
 * SPEC 2.5 step 4: the symptoms and medical complaint, 1 to 256 characters, with a live count. Every change is
 * reported (`onChange`) so the wizard can keep it on the device; Next either passes the trimmed text or, when it is
 * missing, marks the field and calls `onInvalid` (the wizard's toast, SPEC 4: the visitor stays).
 */
export function ComplaintForm({
  defaultValue,
  onChange,
  onSubmit,
  onInvalid,
  back,
}: {
  defaultValue: string
  onChange: (complaint: string) => void
  onSubmit: (complaint: string) => void
  /** The field's message key ('validation:complaint.required' when it is empty). */
  onInvalid: (message: string) => void
  /** The way back to the date step, composed by the page. */
  back: ReactNode
}) {
  const { t } = useBookingTranslation()
  const { control, handleSubmit } = useForm({
    resolver: formResolver(formSchema),
    defaultValues: { complaint: defaultValue },
  })
  const complaint = useWatch({ control, name: 'complaint' })
  useEffect(() => onChange(complaint), [complaint, onChange])

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(
        (values) => onSubmit(values.complaint),
        (errors) => onInvalid(errors.complaint?.message ?? 'validation:complaint.required'),
      )}
    >
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <FormTextField
            name="complaint"
            control={control}
            label={t('problem.label')}
            required
            multiline
            minRows={4}
            maxRows={12}
            id="complaint"
            slotProps={{
              htmlInput: {
                maxLength: complaintMaxLength,
                'aria-describedby': 'complaint-helper-text complaint-count',
              },
            }}
            helperText={t('problem.hint')}
          />
          {/* Polite: announced after typing pauses, not on every key. */}
          <Box
            id="complaint-count"
            aria-live="polite"
            sx={{ typography: 'body2', color: 'text.secondary', textAlign: 'end', paddingInline: 1.5 }}
          >
            {t('problem.count', { used: complaint.length, max: complaintMaxLength })}
          </Box>
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          {back}
          <Button type="submit" variant="contained">
            {t('problem.next')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
