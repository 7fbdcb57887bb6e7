import type { Availability } from '@app/domain/schedules'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '#web/shared/lib/query-keys'
import { stubApi } from '#web/testing/render-with-providers'
import { availabilityWindowsQueryOptions, isGatheredWindow } from './get-availability'

const doctorId = '7a45f1db-0deb-4a59-bbb7-41f56e77b865'
const window = (start: string, nextFrom: string): Availability => ({
  slots: [{ start, end: new Date(Date.parse(start) + 15 * 60_000).toISOString() }],
  timezone: 'Africa/Cairo',
  nextFrom,
})
const first = window('2026-12-05T07:00:00.000Z', '2027-01-02T22:00:00.000Z')
const second = window('2027-01-03T07:00:00.000Z', '2027-02-02T22:00:00.000Z')

/** The API's windows: from now, and from where the first ends. */
const api = () =>
  stubApi(({ path }) =>
    path === `/doctors/${doctorId}/availability`
      ? { body: first }
      : path.startsWith(`/doctors/${doctorId}/availability?from=`)
        ? { body: second }
        : undefined,
  )

describe("a doctor's free times, one window per 'Load more' (SPEC 2.8; issue 42 §2)", () => {
  it('takes a window from the gathering a page rendered on the server carried, and asks only for the next', async () => {
    const fetch = api()
    const queryClient = new QueryClient()
    // A page rendered on the server carries the first window once, in its gathering (entry-server.tsx).
    queryClient.setQueryData(queryKeys.availability.windows(doctorId, 1), [first])
    const two = await queryClient.fetchQuery(availabilityWindowsQueryOptions(queryClient, doctorId, 2))
    expect(two).toEqual([first, second])
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining(`/doctors/${doctorId}/availability?from=`),
    ])
  })

  it('asks for a window the gathering does not hold', async () => {
    const fetch = api()
    const queryClient = new QueryClient()
    queryClient.setQueryData(queryKeys.availability.windows(doctorId, 1), [first])
    // The first window as read again later ends elsewhere: the gathering holds no window from there.
    const later = '2027-01-03T22:00:00.000Z'
    queryClient.setQueryData(queryKeys.availability.window(doctorId, null), { ...first, nextFrom: later })
    const two = await queryClient.fetchQuery(availabilityWindowsQueryOptions(queryClient, doctorId, 2))
    expect(two[1]).toEqual(second)
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining(`/doctors/${doctorId}/availability?from=${encodeURIComponent(later)}`),
    ])
  })

  it('asks again for every window once a change invalidated them (a booking, a saved schedule)', async () => {
    const fetch = api()
    const queryClient = new QueryClient()
    queryClient.setQueryData(queryKeys.availability.windows(doctorId, 1), [first])
    await queryClient.invalidateQueries({ queryKey: queryKeys.availability.all, refetchType: 'none' })
    await queryClient.fetchQuery(availabilityWindowsQueryOptions(queryClient, doctorId, 2))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('leaves the windows out of a page’s data, not their gathering', () => {
    expect(isGatheredWindow(queryKeys.availability.window(doctorId, null))).toBe(true)
    expect(isGatheredWindow(queryKeys.availability.windows(doctorId, 1))).toBe(false)
    expect(isGatheredWindow(queryKeys.doctors.page(doctorId))).toBe(false)
  })
})
