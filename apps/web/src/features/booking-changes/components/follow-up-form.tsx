import {
  complaintSchema,
  followUpWindowDays,
  type CreateFollowUpRequest,
  type FollowUpOption,
} from '@app/domain/bookings'
import { constants } from '@app/domain/shared'
import { formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked'
import { useCallback, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useToast } from '#web/shared/ui/toast'
import { useCreateFollowUp } from '../api/create-follow-up'
import { useBookingChangesTranslation } from '../hooks/use-booking-changes-translation'
import { dayAndTime } from '../lib/times'
import type { SlotPickerProps } from './reschedule-dialog'

const formSchema = z.object({ complaint: complaintSchema })

/**
 * The free follow-up (issue 12 §4; SPEC 2.7, 4): the consult's doctor and kind of visit, until when it is free (Egypt
 * time), the complaint carried over (editable), a time from `renderSlotPicker` (the doctor's free times before the
 * deadline, composed in app/), and a payment step with the only method a follow-up allows: free. Confirmed at once.
 */
export function FollowUpForm({
  option,
  renderSlotPicker,
  onBooked,
}: {
  option: FollowUpOption
  renderSlotPicker: (picker: SlotPickerProps) => ReactNode
  onBooked: (bookingId: string) => void
}) {
  const { t, language } = useBookingChangesTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const create = useCreateFollowUp(option.bookingId)
  const [chosen, setChosen] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { control, handleSubmit } = useForm({
    resolver: formResolver(formSchema),
    mode: 'onTouched',
    // Longer than a complaint may be (an old one): cut, not refused, as the patient may rewrite it.
    defaultValues: { complaint: option.complaint.slice(0, constants.complaintMaxLength) },
  })
  const complaint = useWatch({ control, name: 'complaint' })
  const doctor = language === 'en' && option.doctor.nameEn ? option.doctor.nameEn : option.doctor.nameAr

  const onTaken = useCallback(() => {
    setChosen(null)
    setProblem(errorMessage(new ApiError('SLOT_TAKEN', {}, 409)))
  }, [errorMessage])

  const submit = async (values: { complaint: string }) => {
    if (!chosen) {
      setProblem(t('validation:consultTime.required'))
      return
    }
    setProblem(null)
    const request: CreateFollowUpRequest = {
      startsAt: chosen,
      complaint: values.complaint,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Cairo',
      timezoneOffsetMinutes: new Date().getTimezoneOffset(),
    }
    try {
      const { bookingId } = await create.mutateAsync(request)
      toast(t('followUp.done'))
      onBooked(bookingId)
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_NOT_AVAILABLE'))
        setChosen(null)
      setProblem(errorMessage(error))
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
      <Stack spacing={3}>
        <Typography>{t('followUp.lead')}</Typography>
        <Card variant="outlined" component="section" aria-labelledby="follow-up-doctor">
          <CardContent>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
            >
              <Typography component="dt" color="textSecondary">
                {t('followUp.doctor')}
              </Typography>
              <Typography component="dd" id="follow-up-doctor" sx={{ m: 0, fontWeight: 700 }}>
                {doctor}
              </Typography>
              <Typography component="dt" color="textSecondary">
                {t('followUp.practice')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {t(`followUp.practices.${option.practice}`)}
              </Typography>
            </Box>
            {option.until ? (
              <Typography sx={{ mt: 1.5, fontWeight: 700, color: 'success.dark' }}>
                {t('followUp.until', { time: option.until })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>

        <Stack spacing={0.5}>
          <FormTextField
            name="complaint"
            control={control}
            label={t('followUp.complaint')}
            helperText={t('followUp.complaintHint')}
            required
            multiline
            minRows={3}
            maxRows={10}
            id="follow-up-complaint"
            slotProps={{
              htmlInput: {
                maxLength: constants.complaintMaxLength,
                'aria-describedby': 'follow-up-complaint-helper-text follow-up-complaint-count',
              },
            }}
          />
          <Box
            id="follow-up-complaint-count"
            aria-live="polite"
            sx={{ typography: 'body2', color: 'text.secondary', textAlign: 'end', paddingInline: 1.5 }}
          >
            {t('followUp.count', { used: complaint.length, max: constants.complaintMaxLength })}
          </Box>
        </Stack>

        <Box component="section" aria-labelledby="follow-up-time">
          <Typography id="follow-up-time" variant="h6" component="h2">
            {t('followUp.timeHeading')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('followUp.egyptTime')}
          </Typography>
          {renderSlotPicker({
            value: chosen,
            onChange: (start) => {
              setChosen(start)
              setProblem(null)
            },
            onTaken,
          })}
          {/* The choice is announced by the status around it, not as an alert. */}
          <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
            {chosen ? (
              <Alert severity="success" role="note">
                {t('followUp.chosen', dayAndTime(chosen, language))}
              </Alert>
            ) : (
              <Typography color="textSecondary">{t('followUp.noneChosen')}</Typography>
            )}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="follow-up-payment">
          <Typography id="follow-up-payment" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('followUp.paymentHeading')}
          </Typography>
          {/* SPEC 2.7: a follow-up allows the free method only, so it is shown chosen, with nothing to choose. */}
          <Card variant="outlined" sx={{ borderColor: 'primary.main', borderWidth: 2 }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <RadioButtonCheckedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{t('followUp.free')}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('followUp.freeHelp', { days: followUpWindowDays })}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatMoney(0, language)}
              </Typography>
            </CardContent>
          </Card>
        </Box>

        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {create.isPending ? t('followUp.working') : t('followUp.confirm')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
