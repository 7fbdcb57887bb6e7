import { otpCodeSchema, type OtpPurpose } from '@app/domain/accounts'
import type { SignUpRole } from '@app/domain/shared'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { z } from 'zod'
import { useCountdown } from '#web/shared/hooks/use-countdown'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { OtpCodeField } from '#web/shared/ui/otp-code-field'
import { useToast } from '#web/shared/ui/toast'
import { useSendOtp } from '../api/send-otp'
import { useVerifyOtp } from '../api/verify-otp'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { ApiErrorAlert } from './api-error-alert'

const codeFormSchema = z.object({ code: otpCodeSchema })

/** Step 2: the 6-digit code (POST /accounts/otp/verify → ticket); resend after the 45-second countdown. */
export function CodeStep({
  phone,
  purpose,
  accountRole: role,
  resendAfterSeconds,
  earlier = false,
  submitLabel,
  onVerified,
  onChangeNumber,
}: {
  phone: string
  purpose: OtpPurpose
  accountRole?: SignUpRole
  resendAfterSeconds: number
  /** The code was sent a moment ago, not now: say so rather than "we sent a code". */
  earlier?: boolean
  submitLabel?: string
  onVerified: (ticket: string) => void
  onChangeNumber: () => void
}) {
  const { t } = useTranslation('accounts')
  const toast = useToast()
  const verifyOtp = useVerifyOtp()
  const sendOtp = useSendOtp()
  const { secondsLeft, restart } = useCountdown(resendAfterSeconds)
  const { control, handleSubmit, setFocus } = useForm({
    resolver: formResolver(codeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  })

  // The new step's field takes focus, so keyboard and screen-reader users land where the flow continues.
  useEffect(() => setFocus('code'), [setFocus])

  const resend = () =>
    sendOtp.mutate(
      { phone, purpose, role },
      {
        onSuccess: (result) => {
          restart(result.resendAfterSeconds)
          toast(t('code.resent'))
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'OTP_RESEND_TOO_SOON')
            restart(Number(error.params.seconds ?? 0))
        },
      },
    )

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ code }) =>
        verifyOtp.mutate({ phone, purpose, code }, { onSuccess: ({ ticket }) => onVerified(ticket) }),
      )}
    >
      <Typography sx={{ marginBlockEnd: 2 }}>
        {earlier ? t('code.sentEarlier') : t('code.sentTo')}{' '}
        <PhoneNumber phone={phone} international sx={{ fontWeight: 700 }} />
      </Typography>
      <OtpCodeField name="code" control={control} required />
      <ApiErrorAlert
        error={
          verifyOtp.error ??
          (sendOtp.error instanceof ApiError && sendOtp.error.code !== 'OTP_RESEND_TOO_SOON'
            ? sendOtp.error
            : null)
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={verifyOtp.isPending}
        sx={{ marginBlockStart: 3 }}
      >
        {submitLabel ?? t('code.verify')}
      </Button>
      <Stack
        direction="row"
        spacing={1}
        sx={{ marginBlockStart: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Button onClick={onChangeNumber}>{t('code.changeNumber')}</Button>
        <Button onClick={resend} disabled={secondsLeft > 0 || sendOtp.isPending} aria-live="polite">
          {secondsLeft > 0 ? t('code.resendIn', { count: secondsLeft }) : t('code.resend')}
        </Button>
      </Stack>
    </Box>
  )
}
