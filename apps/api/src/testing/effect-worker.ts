import { sql } from 'kysely'
import { createDatabase } from '#api/db/database'
import { JobQueue } from '#api/jobs/queue'
import { effectPolicies, effectSchemas } from './effect-jobs'

/**
 * A worker process for jobs.test.ts: it runs the `test.effect` queue, whose handler writes a keyed effect and then,
 * when HANG=on, never finishes (the test kills the process there, as a crash after the effect and before the job is
 * marked done). Every attempt is recorded, so the test can see the job ran twice and its effect happened once.
 */
const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
const db = createDatabase(url, 2)
const log = { info() {}, warn() {}, error: (o: object) => console.error(o) }
const jobs = new JobQueue({
  connectionString: url,
  db,
  log,
  schemas: effectSchemas,
  policies: effectPolicies,
  tuning: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, poolSize: 2 },
  instanceName: 'effect-worker',
})
await jobs.start()
await jobs.work('test.effect', async (data, job) => {
  await sql`insert into test_attempts (job_id, pid) values (${job.id}, ${process.pid})`.execute(db)
  // The effect is keyed: a second run of the same job adds nothing.
  await sql`insert into test_effects (key) values (${data.key}) on conflict (key) do nothing`.execute(db)
  if (process.env.HANG === 'on') await new Promise(() => {})
})
console.log('ready')
