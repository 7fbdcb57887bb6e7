import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#api/db/database'

/**
 * Issue 41 §6: a seam of shared/ is called by a feature that may not import the feature answering it, so each
 * process must load the answering feature itself (src/seams.ts). Loaded from nothing but a process's entry
 * module, every seam reaches its feature: a database that refuses to be touched shows that it got that far.
 */
const reached = 'the registered feature was reached'
const untouchable = new Proxy({} as Database, {
  get() {
    throw new Error(reached)
  },
})
const someId = '00000000-0000-4000-8000-000000000000'

describe.each([
  ['the API and the tests (app.ts)', () => import('#api/app')],
  ['the worker (jobs/start.ts)', () => import('#api/jobs/start')],
])('%s', (_process, loadEntry) => {
  beforeAll(async () => {
    vi.resetModules()
    await loadEntry()
  })

  it('lets accounts reach the role profiles', async () => {
    const seam = await import('#api/shared/account-profiles')
    await expect(seam.rolesOf(untouchable, someId)).rejects.toThrow(reached)
    await expect(seam.summaryOf(untouchable, someId, 'patient')).rejects.toThrow(reached)
    await expect(seam.contactChanged(untouchable, someId, { phoneNumber: '+201000000000' })).rejects.toThrow(
      reached,
    )
  })

  it("lets payments settle a booking's order and a centre order's (issue 43 §5)", async () => {
    const { orderSettled } = await import('#api/shared/order-settlements')
    const ctx = { jobs: {} as never, clock: { now: () => new Date() } }
    const order = { id: someId, bookingId: null, centreOrderId: null }
    await expect(orderSettled(ctx, untouchable, { ...order, bookingId: someId }, 'timeout')).rejects.toThrow(
      reached,
    )
    await expect(
      orderSettled(ctx, untouchable, { ...order, centreOrderId: someId }, 'timeout'),
    ).rejects.toThrow(reached)
  })

  it("lets schedules and profiles announce a doctor's change", async () => {
    const { doctorChanged } = await import('#api/shared/doctor-changes')
    await expect(doctorChanged(untouchable, someId)).rejects.toThrow(reached)
  })
})
