import { walletViewSchema } from '@app/domain/payments'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /payments/wallet: the balance and the log, newest first (SPEC 3.5). */
export const getWallet = () => api.get('/payments/wallet', walletViewSchema)

export function walletQueryOptions() {
  return queryOptions({ queryKey: queryKeys.payments.wallet, queryFn: getWallet })
}

export function useWallet() {
  return useQuery(walletQueryOptions())
}
