import { sendOtpResultSchema, type SendOtpInput } from '@app/domain/accounts'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

export const sendOtp = (input: SendOtpInput) => api.post('/accounts/otp', input, sendOtpResultSchema)

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp })
}
