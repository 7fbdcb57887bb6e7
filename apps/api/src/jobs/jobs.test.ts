import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { sql } from 'kysely'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { effectPolicies, effectSchemas } from '#api/testing/effect-jobs'
import { JobQueue, jobIdFor } from './queue'

/** Issue 8 §1 and §6: jobs commit with their transaction, run once, are idempotent by key and keep their failures. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

async function outboxTo(to: string) {
  return t.db.selectFrom('outboxMessages').selectAll().where('recipient', '=', to).execute()
}

async function jobRow(name: string, id: string) {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    select state, retry_count from pgboss.job where name = ${name} and id = ${id}
  `.execute(t.db)
  return rows[0]
}

/** Polls `check` every 20 ms until it returns a value, up to `ms`. */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await delay(20)
  }
}

const sms = (to: string) => ({
  to,
  language: 'en' as const,
  template: 'code' as const,
  params: { code: '123456' },
})

describe('jobs enqueued in the business transaction', () => {
  it('never runs a job whose transaction rolled back', async () => {
    const failed = t.db.transaction().execute(async (trx) => {
      await t.jobs.enqueue(trx, 'sms.send', sms('01055500001'), { key: 'rollback-1' })
      throw new Error('the business change failed')
    })
    await expect(failed).rejects.toThrow('the business change failed')
    await t.jobs.whenIdle()
    expect(await jobRow('sms.send', jobIdFor('sms.send', 'rollback-1'))).toBeUndefined()
    expect(await outboxTo('01055500001')).toHaveLength(0)
  })

  it('runs a committed job once, in the language of its data', async () => {
    await t.db.transaction().execute(async (trx) => {
      await t.jobs.enqueue(trx, 'sms.send', sms('01055500002'), { key: 'commit-1' })
    })
    await t.jobs.whenIdle()
    const sent = await outboxTo('01055500002')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatch(/Your Sehha verification code is 123456/)
    expect(await jobRow('sms.send', jobIdFor('sms.send', 'commit-1'))).toMatchObject({ state: 'completed' })
  })

  it('gives one job for one key, however often it is enqueued', async () => {
    const first = await t.db
      .transaction()
      .execute((trx) => t.jobs.enqueue(trx, 'sms.send', sms('01055500003'), { key: 'twice-1' }))
    const second = await t.db
      .transaction()
      .execute((trx) => t.jobs.enqueue(trx, 'sms.send', sms('01055500003'), { key: 'twice-1' }))
    expect(first).toEqual({ id: second.id, created: true })
    expect(second.created).toBe(false)
    await t.jobs.whenIdle()
    // After it ran, the same key still enqueues nothing new.
    const third = await t.db
      .transaction()
      .execute((trx) => t.jobs.enqueue(trx, 'sms.send', sms('01055500003'), { key: 'twice-1' }))
    expect(third.created).toBe(false)
    await t.jobs.whenIdle()
    expect(await outboxTo('01055500003')).toHaveLength(1)
  })

  it('refuses data that does not match the job schema, before anything commits', async () => {
    const bad = t.db.transaction().execute((trx) =>
      // @ts-expect-error: a wrong template is a type error too
      t.jobs.enqueue(trx, 'sms.send', { ...sms('01055500004'), template: 'nope' }, { key: 'bad-1' }),
    )
    await expect(bad).rejects.toThrow()
    expect(await jobRow('sms.send', jobIdFor('sms.send', 'bad-1'))).toBeUndefined()
  })
})

describe('a job whose worker is killed mid-job', () => {
  const script = path.resolve(import.meta.dirname, '../testing/effect-worker.ts')
  const children: ChildProcess[] = []

  function startWorker(hang: boolean): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: t.url, HANG: hang ? 'on' : 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(child)
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve(child)
      })
      child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)))
    })
  }

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  })

  it(
    'runs again on a new worker after expiry, and its keyed effect happens once',
    { timeout: 60_000 },
    async () => {
      await sql`create table test_effects (key text primary key, at timestamptz not null default now())`.execute(
        t.db,
      )
      await sql`create table test_attempts (job_id uuid not null, pid int not null)`.execute(t.db)
      const producer = new JobQueue({
        connectionString: t.url,
        db: t.db,
        log: pino({ level: 'silent' }),
        schemas: effectSchemas,
        policies: effectPolicies,
        instanceName: 'producer',
      })
      await producer.start()
      try {
        const first = await startWorker(true)
        const { id } = await t.db
          .transaction()
          .execute((trx) => producer.enqueue(trx, 'test.effect', { key: 'effect-1' }, { key: 'effect-1' }))
        // The first worker has done the effect and hangs before the job is marked done: kill it there.
        await eventually(
          async () => (await jobRow('test.effect', id))?.state === 'active' && (await attempts()) === 1,
        )
        first.kill('SIGKILL')
        await new Promise((resolve) => first.once('exit', resolve))
        expect((await jobRow('test.effect', id))?.state).toBe('active')

        await startWorker(false)
        await eventually(async () => (await jobRow('test.effect', id))?.state === 'completed')
        expect(await attempts()).toBe(2)
        const pids = await sql<{ pid: number }>`select distinct pid from test_attempts`.execute(t.db)
        expect(pids.rows).toHaveLength(2)
        const effects = await sql<{ key: string }>`select key from test_effects`.execute(t.db)
        expect(effects.rows).toEqual([{ key: 'effect-1' }])
      } finally {
        await producer.stop()
      }

      async function attempts() {
        const { rows } = await sql<{ n: string }>`select count(*) as n from test_attempts`.execute(t.db)
        return Number(rows[0]?.n)
      }
    },
  )
})

describe('a failing job', () => {
  it('is retried with its backoff and then kept as failed with its error', { timeout: 60_000 }, async () => {
    const schemas = { 'test.fail': z.object({ n: z.number() }) }
    const queue = new JobQueue({
      connectionString: t.url,
      db: t.db,
      log: pino({ level: 'silent' }),
      schemas,
      policies: { 'test.fail': { retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 2 } },
      tuning: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, poolSize: 2 },
      instanceName: 'failing',
    })
    await queue.start()
    const runs: number[] = []
    try {
      await queue.work('test.fail', async (_data, job) => {
        runs.push(job.retryCount)
        throw new Error('the gateway answered 503')
      })
      const { id } = await t.db
        .transaction()
        .execute((trx) => queue.enqueue(trx, 'test.fail', { n: 1 }, { key: 'fail-1' }))
      const [failed] = await eventually(async () => {
        const list = await queue.listFailed({ name: 'test.fail' })
        return list.length ? list : undefined
      })
      expect(runs).toEqual([0, 1, 2])
      expect(failed).toMatchObject({ id, name: 'test.fail', data: { n: 1 }, retryCount: 2 })
      expect(JSON.stringify(failed?.error)).toContain('the gateway answered 503')
      // The app's own listing sees it too (one table for every queue).
      expect((await t.jobs.listFailed()).map((j) => j.id)).toContain(id)
    } finally {
      await queue.stop()
    }
  })
})
