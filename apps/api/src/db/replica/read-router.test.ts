import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createDatabase, type Database } from '#api/db/database'
import { freePort } from '#api/db/embedded'
import { judgeReplica, ReadRouter, replicaLagSeconds, type ReplicaSample } from './read-router'

/**
 * Issue 44 §4: the read router's decision. The rule alone (judgeReplica), then a router whose check reads a sample the
 * test sets, on the test server: its "replica" is the test server itself (so its queries are counted where they ran),
 * or an address nothing listens on (a replica that is gone).
 */
const caughtUp: ReplicaSample = { reachable: true, inRecovery: true, caughtUp: true, replayAgeMs: 600_000 }
const behind = (replayAgeMs: number | null): ReplicaSample => ({
  reachable: true,
  inRecovery: true,
  caughtUp: false,
  replayAgeMs,
})

describe('the replica rule', () => {
  it('counts no lag when the replica has replayed all the primary had, however old its last replayed commit', () => {
    expect(judgeReplica(caughtUp, 2000)).toEqual({ state: 'up', lagMs: 0 })
  })

  it('measures a replica behind by the age of the last commit it replayed, against the limit', () => {
    expect(judgeReplica(behind(150), 2000)).toEqual({ state: 'up', lagMs: 150 })
    expect(judgeReplica(behind(2500), 2000)).toEqual({ state: 'lagging', lagMs: 2500 })
    expect(judgeReplica(behind(null), 2000)).toEqual({ state: 'lagging', lagMs: null })
  })

  it('skips a replica that does not answer, or is no standby (promoted, or the primary itself)', () => {
    expect(judgeReplica({ reachable: false, error: 'ECONNREFUSED' }, 2000)).toEqual({
      state: 'down',
      lagMs: null,
    })
    expect(judgeReplica({ ...caughtUp, inRecovery: false }, 2000).state).toBe('not a standby')
  })
})

let primary: Database
let url = ''
const routers: ReadRouter[] = []
beforeAll(() => {
  url = inject('pgAdminUrl')
  primary = createDatabase(url, 2)
})
afterEach(async () => {
  for (const router of routers.splice(0)) await router.close()
})
afterAll(async () => {
  await primary?.destroy()
})

function routerWith(replicaUrl: string, samples: { next: ReplicaSample }) {
  const router = new ReadRouter({
    primary,
    replicaUrl,
    maxLagMs: 2000,
    intervalMs: 60_000,
    log: () => {},
    probe: async () => samples.next,
  })
  routers.push(router)
  return router
}

const one = async (db: Database) => Number((await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0]?.n)

describe('the read router', () => {
  it('sends reads to the replica while it is healthy, to the primary while it lags, and back when it recovers', async () => {
    const samples: { next: ReplicaSample } = { next: caughtUp }
    const router = routerWith(url, samples)
    await router.start()
    expect(router.health().state).toBe('up')
    expect(replicaLagSeconds()).toBe(0)
    expect(await one(router.reads)).toBe(1)
    expect(router.queries).toMatchObject({ replica: 1, primary: 0 })

    samples.next = behind(5000)
    await router.check()
    expect(router.health()).toMatchObject({ state: 'lagging', lagMs: 5000 })
    expect(replicaLagSeconds()).toBe(5)
    expect(await one(router.reads)).toBe(1)
    expect(router.queries).toMatchObject({ replica: 1, primary: 1 })

    samples.next = { reachable: false, error: 'connect ECONNREFUSED' }
    await router.check()
    expect(router.health().state).toBe('down')
    expect(replicaLagSeconds()).toBeNull()
    expect(await one(router.reads)).toBe(1)
    expect(router.queries).toMatchObject({ replica: 1, primary: 2 })

    samples.next = behind(300)
    await router.check()
    expect(router.health()).toMatchObject({ state: 'up', lagMs: 300 })
    expect(await one(router.reads)).toBe(1)
    expect(router.queries).toMatchObject({ replica: 2, primary: 2 })
  })

  it('answers a read whose replica is gone from the primary, and uses the primary until a check finds it back', async () => {
    // The check still believes the replica healthy: the failure is noticed by the query itself.
    const samples: { next: ReplicaSample } = { next: caughtUp }
    const gone = `postgres://sehha@127.0.0.1:${await freePort()}/sehha`
    const router = routerWith(gone, samples)
    await router.start()
    expect(router.useReplica).toBe(true)
    expect(await one(router.reads)).toBe(1)
    expect(router.health().state).toBe('down')
    expect(await one(router.reads)).toBe(1)
    expect(router.queries.replica).toBe(0)
    expect(router.queries.primary).toBe(2)
    await router.check()
    expect(router.useReplica).toBe(true)
  })

  it('keeps no lag for a router that is closed', async () => {
    const router = routerWith(url, { next: caughtUp })
    await router.start()
    await router.close()
    routers.splice(0)
    expect(replicaLagSeconds()).toBeNull()
  })
})
