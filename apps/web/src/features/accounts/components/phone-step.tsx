import { currentPasswordSchema, phoneInputSchema, phoneToInput, type OtpPurpose } from '@app/domain/accounts'
import type { SignUpRole } from '@app/domain/shared'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { z } from 'zod'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { PasswordField } from '#web/shared/ui/password-field'
import { PhoneField } from '#web/shared/ui/phone-field'
import { useSendOtp } from '../api/send-otp'
import { ApiErrorAlert } from './api-error-alert'

export interface CodeSent {
  phone: string
  resendAfterSeconds: number
  password?: string
  /** No new code went: the one sent a moment ago is still the one to type (issue 41 §4). */
  earlier?: boolean
}

const phoneOnlySchema = z.object({ phone: phoneInputSchema, password: z.string().optional() })
const withPasswordSchema = z.object({ phone: phoneInputSchema, password: currentPasswordSchema })

/**
 * Step 1 of phone verification (SPEC 4): the number, then POST /accounts/otp. `onRefused` may take over an API
 * refusal (a registered or unknown number) and return true; otherwise it shows inline.
 */
export function PhoneStep({
  purpose,
  accountRole: role,
  submitLabel,
  phoneLabel,
  defaultPhone,
  withPassword = false,
  onSent,
  onRefused,
}: {
  purpose: OtpPurpose
  accountRole?: SignUpRole
  submitLabel: string
  phoneLabel?: string
  defaultPhone?: string
  withPassword?: boolean
  onSent: (sent: CodeSent) => void
  onRefused?: (error: ApiError, phone: string, focusPhone: () => void) => boolean
}) {
  const { t } = useTranslation('accounts')
  const sendOtp = useSendOtp()
  const [shownError, setShownError] = useState<unknown>(null)
  const { control, handleSubmit, setFocus } = useForm({
    resolver: formResolver(withPassword ? withPasswordSchema : phoneOnlySchema),
    mode: 'onTouched',
    defaultValues: { phone: defaultPhone ? phoneToInput(defaultPhone) : '', password: '' },
  })

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ phone, password }) => {
        setShownError(null)
        sendOtp.mutate(
          { phone, purpose, role },
          {
            onSuccess: (result) => onSent({ phone, resendAfterSeconds: result.resendAfterSeconds, password }),
            onError: (error) => {
              // A code sent a moment ago is still valid: go on and wait out the countdown.
              if (error instanceof ApiError && error.code === 'OTP_RESEND_TOO_SOON') {
                onSent({
                  phone,
                  resendAfterSeconds: Number(error.params.seconds ?? 45),
                  password,
                  earlier: true,
                })
                return
              }
              if (error instanceof ApiError && onRefused?.(error, phone, () => setFocus('phone'))) return
              setShownError(error)
            },
          },
        )
      })}
    >
      <Stack spacing={2}>
        {withPassword ? (
          <PasswordField name="password" control={control} label={t('fields.currentPassword')} required />
        ) : null}
        <PhoneField name="phone" control={control} label={phoneLabel} required />
      </Stack>
      <ApiErrorAlert error={shownError} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={sendOtp.isPending}
        sx={{ marginBlockStart: 3 }}
      >
        {submitLabel}
      </Button>
    </Box>
  )
}
