import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient, hydrateServerData, shouldRetry } from './query-client'
import { ApiError } from './api-client'
import { queryKeys } from './query-keys'

describe('the query client', () => {
  it('retries network failures and 5xx, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError('NOT_FOUND', {}, 404))).toBe(false)
    expect(shouldRetry(0, new TypeError('offline'))).toBe(true)
    expect(shouldRetry(2, new TypeError('offline'))).toBe(false)
  })

  it('does not fetch again what the server rendered the page with (issue 42 §2), but does fetch what it did not', async () => {
    const server = new QueryClient()
    server.setQueryData(queryKeys.doctors.page('1'), { name: 'Dr. Mona' })
    const client = createQueryClient()
    hydrateServerData(client, dehydrate(server))
    const fetchDoctor = vi.fn(() => Promise.resolve({ name: 'Dr. Mona' }))
    const fetchOther = vi.fn(() => Promise.resolve({ name: 'other' }))
    const doctor = new QueryObserver(client, { queryKey: queryKeys.doctors.page('1'), queryFn: fetchDoctor })
    const other = new QueryObserver(client, { queryKey: queryKeys.doctors.page('2'), queryFn: fetchOther })
    const stop = [doctor.subscribe(() => undefined), other.subscribe(() => undefined)]
    await vi.waitFor(() => expect(fetchOther).toHaveBeenCalledTimes(1))
    expect(fetchDoctor).not.toHaveBeenCalled()
    expect(doctor.getCurrentResult().data).toEqual({ name: 'Dr. Mona' })
    for (const unsubscribe of stop) unsubscribe()
  })
})
