import { otpTicketSchema, type VerifyOtpInput } from '@app/domain/accounts'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

export const verifyOtp = (input: VerifyOtpInput) => api.post('/accounts/otp/verify', input, otpTicketSchema)

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}
