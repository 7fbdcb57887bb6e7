import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAdapters } from './adapters/adapters'
import { pino } from 'pino'
import { buildApp } from './app'
import { ConfigurationError, loadConfig, type Config } from './config'
import { connectDatabase } from './db/connect'
import { startJobs } from './jobs/start'
import { migrateToLatest } from './db/migrate'
import { ReadRouter } from './db/replica/read-router'
import { Readiness } from './plugins/readiness'
import { stopTracing } from './tracing'
import {
  demoAccounts,
  demoAccountsIn,
  demoAdminTotpSecret,
  demoDataRefusal,
  seedCatalog,
  seedDemo,
} from './db/seed/seed'

const startedAt = performance.now()
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(
    `Node ${process.versions.node} is out of support: run the product on Node 24 LTS (npm start and npm test do)`,
  )
}
const here = path.dirname(fileURLToPath(import.meta.url))
/** A start refused by its settings or its database: the message alone, for the operator, and a failing exit code. */
function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}
let config: Config
try {
  config = loadConfig(process.env, {
    WEB_DIST: process.env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
  })
} catch (error) {
  if (error instanceof ConfigurationError) refuse(error.message)
  throw error
}

const { db, url, close } = await connectDatabase(config, (line) => console.log(line))
const applied = await migrateToLatest(db)
if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
await seedCatalog(db)
// Demo accounts with published passwords never serve in production (issue 44 §6).
if (config.production) {
  const demo = await demoAccountsIn(db)
  if (demo.length) {
    await close()
    refuse(demoDataRefusal(demo))
  }
}
const adapters = createAdapters(config, db)
if (config.seedDemo) await seedDemo(db, adapters.storage)

// Jobs (issue 8 §1): this process enqueues, and runs the workers too unless WORKERS=off (then `npm run worker` does).
const jobs = await startJobs({
  config,
  db,
  connectionString: url,
  adapters,
  log: pino({ level: config.logLevel, base: { process: 'api' } }),
  workers: config.workers,
  instanceName: 'api',
})
const readiness = new Readiness()
// The read replica (issue 44 §4): public reads go to it while it is healthy; its first check is done before serving.
const readRouter = config.replica
  ? new ReadRouter({
      primary: db,
      replicaUrl: config.replica.url,
      maxLagMs: config.replica.maxLagMs,
      log: (line) => console.log(line),
    })
  : null
await readRouter?.start()
const app = await buildApp({ config, db, adapters, jobs, readiness, readRouter })
let closing = false
/**
 * A deploy's SIGTERM (issue 44 §3): the process says it is not ready and closes its realtime sockets with 1012, so
 * their clients reconnect to another instance; it keeps serving for SHUTDOWN_DRAIN_MS, while a load balancer sees it
 * and sends new requests elsewhere; then it stops accepting connections and answers the requests it has; its workers
 * finish their jobs (pg-boss's graceful stop) or leave them to another worker; then it exits. Past SHUTDOWN_GRACE_MS
 * the connections still open are closed.
 */
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal}: draining`)
  readiness.drain()
  if (config.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
  const grace = setTimeout(() => {
    app.log.warn(
      `${signal}: requests still open after ${config.shutdownGraceMs} ms; closing their connections`,
    )
    app.server.closeAllConnections()
  }, config.shutdownGraceMs)
  grace.unref()
  await app.close()
  clearTimeout(grace)
  await jobs.stop(config.shutdownGraceMs)
  await readRouter?.close()
  await close()
  // The spans still buffered go to the collector before the process ends (nothing when tracing is off).
  await stopTracing().catch((error: unknown) => app.log.warn({ err: error }, 'tracing: spans not sent'))
  app.log.info(`${signal}: closed`)
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
const seconds = ((performance.now() - startedAt) / 1000).toFixed(2)
console.log(`\nSehha is serving at http://localhost:${config.port} (ready in ${seconds} s)`)
if (config.seedDemo) {
  console.log('Demo accounts (sign in with phone or email and the password):')
  console.table(demoAccounts.map(({ role, phone, email, password }) => ({ role, phone, email, password })))
  console.log(
    `The admin's authenticator secret (a code is asked at every admin sign-in): ${demoAdminTotpSecret}`,
  )
}
if (!config.workers) console.log('Background jobs: WORKERS=off, run `npm run worker` to process them')
if (config.outbox) console.log(`SMS codes and emails: http://localhost:${config.port}/dev/outbox`)
