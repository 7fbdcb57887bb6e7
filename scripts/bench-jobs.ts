/**
 * Issue 8 §1: the time from a business transaction's commit to its SMS in the outbox (a job run by the API's own
 * workers, woken by pg-boss's LISTEN/NOTIFY). Run alone with `npx tsx scripts/bench-jobs.ts`; `npm run bench` adds
 * its row.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { pino } from 'pino'
import { createAdapters } from '../apps/api/src/adapters/adapters'
import { loadConfig } from '../apps/api/src/config'
import { createDatabase } from '../apps/api/src/db/database'
import { closeAndStop, ensureDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { startJobs } from '../apps/api/src/jobs/start'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

export async function benchJobs(sends = 50): Promise<{ figure: string; value: string; goal: string }[]> {
  const dir = mkdtempSync(path.join('/tmp', 'sehha-bench-jobs-'))
  chmodSync(dir, 0o755)
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'), { persistent: false })
  await ensureDatabase(server.url('postgres'), 'sehha')
  const url = server.url('sehha')
  const db = createDatabase(url)
  const config = loadConfig({}, { DATA_DIR: dir, LOG_LEVEL: 'silent', OUTBOX: 'on', NODE_ENV: 'development' })
  try {
    await migrateToLatest(db)
    const startedAt = performance.now()
    const jobs = await startJobs({
      config,
      db,
      connectionString: url,
      adapters: createAdapters(config, db),
      log: pino({ level: 'silent' }),
      workers: true,
      instanceName: 'bench',
    })
    const startMs = performance.now() - startedAt
    const latencies: number[] = []
    for (let i = 0; i < sends + 5; i++) {
      const to = `0105${String(i).padStart(7, '0')}`
      await db
        .transaction()
        .execute((trx) =>
          jobs.enqueue(
            trx,
            'sms.send',
            { to, language: 'ar', template: 'code', params: { code: '123456' } },
            { key: `bench:${i}` },
          ),
        )
      const committed = performance.now()
      for (;;) {
        const row = await db
          .selectFrom('outboxMessages')
          .select('id')
          .where('recipient', '=', to)
          .executeTakeFirst()
        if (row) break
        await delay(1)
      }
      // The first five warm the workers and the connections up.
      if (i >= 5) latencies.push(performance.now() - committed)
    }
    await jobs.stop()
    return [
      {
        figure: 'job queue start (pg-boss schema on a fresh database, queues, workers)',
        value: `${(startMs / 1000).toFixed(2)} s`,
        goal: '',
      },
      {
        figure: `commit → SMS in the outbox (a job), p50 / p95 over ${sends} sends`,
        value: `${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 95).toFixed(1)} ms`,
        goal: 'p95 < 250 ms',
      },
    ]
  } finally {
    await closeAndStop(db, server)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchJobs())
