import { pino } from 'pino'
import { createAdapters } from './adapters/adapters'
import { ConfigurationError, loadConfig, type Config } from './config'
import { createDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { demoAccountsIn, demoDataRefusal } from './db/seed/seed'
import { startJobs } from './jobs/start'

/**
 * `npm run worker`: a process that only runs background jobs (issue 8 §1, docs/scaling.md). Start as many as the
 * queues need, next to API processes started with WORKERS=off (or on). It needs the shared database: DATABASE_URL.
 */
let config: Config
try {
  config = loadConfig(process.env)
} catch (error) {
  // The settings' problems, all of them, each naming its setting (issue 44 §6).
  if (error instanceof ConfigurationError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const log = pino({
  level: config.logLevel === 'silent' ? 'silent' : config.logLevel,
  base: { process: 'worker' },
})
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded PostgreSQL belongs to the `npm start` process, whose workers run jobs already (WORKERS=on).',
  )
  process.exit(1)
}
const db = createDatabase(config.databaseUrl, 4)
// A worker may start before any API process on a new database.
await migrateToLatest(db)
if (config.production) {
  const demo = await demoAccountsIn(db)
  if (demo.length) {
    console.error(demoDataRefusal(demo))
    await db.destroy()
    process.exit(1)
  }
}
const jobs = await startJobs({
  config,
  db,
  connectionString: config.databaseUrl,
  adapters: createAdapters(config, db),
  log,
  workers: true,
  instanceName: 'worker',
})
log.info('worker: running the job queues')

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  log.info(`${signal}: finishing running jobs`)
  await jobs.stop()
  await db.destroy()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
