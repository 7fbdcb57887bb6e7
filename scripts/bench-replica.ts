/**
 * Issue 44 §4: the search mix (bench-search.ts) against two API processes on the bench database (100,000 doctors,
 * 1,000,000 bookings: seed-scale.ts), first on the primary alone, then with DATABASE_REPLICA_URL set to a streaming
 * standby made from it (a base backup, makeStandby). On one machine the replica adds no CPU: the figures show what the
 * routing costs and how the work moves, not a gain. The standby, its backup and the WAL archive go at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { backupDataDir, takeBaseBackup } from '../apps/api/src/db/backup/backup'
import { createDatabase, type Database } from '../apps/api/src/db/database'
import {
  clusterDir,
  embeddedCredentials,
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from '../apps/api/src/db/embedded'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { dropReplicationSlot, ensureReplicationSlot } from '../apps/api/src/db/replica/replica.repository'
import { makeStandby, stopStandby, type Standby } from '../apps/api/src/db/replica/standby'
import { seedCatalog } from '../apps/api/src/db/seed/seed'
import { benchSearch } from './bench-search'
import { isSeededAtScale, seedAtScale } from './seed-scale'

const root = path.resolve(import.meta.dirname, '..')
const slot = 'sehha_bench_standby'

/** An API process (server.ts) on `port`, in its own process group; ready once /api/health answers. */
export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error('an API process stopped before serving')
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export async function stopApi(child: ChildProcess): Promise<void> {
  const group = child.pid
  if (!group) return
  try {
    process.kill(-group, 'SIGTERM')
  } catch {
    return
  }
  const began = performance.now()
  for (;;) {
    try {
      process.kill(-group, performance.now() - began > 20_000 ? 'SIGKILL' : 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Transactions a server has run in the sehha database (pg_stat_database): where the queries went. */
async function transactions(db: Database): Promise<number> {
  const result = await sql<{ n: string }>`
    select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`.execute(
    db,
  )
  return Number(result.rows[0]?.n ?? 0)
}

export async function benchReplica(): Promise<{ figure: string; value: string; goal: string }[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sehha-bench-replica-'))
  chmodSync(scratch, 0o755)
  const backupDir = path.join(scratch, 'backups')
  const walDir = path.join(backupDir, 'wal')
  const server = await startEmbeddedPostgres(clusterDir(path.resolve('.data/bench')), {
    persistent: true,
    walArchiveDir: walDir,
  })
  const db = createDatabase(server.url('sehha'), 2)
  let standby: Standby | undefined
  let standbyDb: Database | undefined
  const apis: ChildProcess[] = []
  const rows: { figure: string; value: string; goal: string }[] = []
  try {
    await ensureDatabase(server.url('postgres'), 'sehha')
    await migrateToLatest(db)
    await seedCatalog(db)
    if (!(await isSeededAtScale(db))) {
      console.log('seeding the bench database at scale (once; kept in .data/bench)…')
      await seedAtScale(db)
    }
    const specialties = (
      await db.selectFrom('specialties').select('id').where('enabledVideo', '=', true).execute()
    ).map((s) => s.id)
    const primaryPort = Number(new URL(server.url('sehha')).port)
    await ensureReplicationSlot(db, slot)
    const backup = await takeBaseBackup({
      connectionString: server.url('sehha'),
      dir: backupDir,
      keep: 1,
      filesDir: null,
    })
    const madeAt = performance.now()
    standby = await makeStandby({
      from: backupDataDir(backupDir, backup.id),
      into: path.join(scratch, 'standby'),
      port: await freePort(),
      primary: { host: '127.0.0.1', port: primaryPort, ...embeddedCredentials },
      slot,
      walArchiveDir: walDir,
      // The primary's memory (db/embedded.ts): the searches' working set fits in both.
      serverFlags: ['-c', 'shared_buffers=256MB'],
    })
    rows.push({
      figure:
        'read replica: a streaming standby of the bench database (base backup copied, started, caught up)',
      value: `backup ${backup.seconds.toFixed(1)} s (${(backup.bytes / 1e9).toFixed(2)} GB), standby ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
      goal: 'measured',
    })
    standbyDb = createDatabase(standby.url('sehha'), 1)

    const ports = [await freePort(), await freePort()]
    const options = { alone: 5, clients: 16, mixRequests: 6000, mixSeconds: 20 }
    for (const withReplica of [false, true]) {
      const env: Record<string, string> = {
        DATABASE_URL: server.url('sehha'),
        DATA_DIR: path.join(scratch, 'api'),
        SEED_DEMO: 'off',
        RATE_LIMIT: 'off',
        WAL_ARCHIVE: 'off',
        ...(withReplica ? { DATABASE_REPLICA_URL: standby.url('sehha') } : {}),
      }
      for (const port of ports) apis.push(await startApi(port, env))
      const before = { primary: await transactions(db), standby: await transactions(standbyDb) }
      const search = await benchSearch(
        ports.map((port) => `http://127.0.0.1:${port}`),
        specialties,
        options,
      )
      const after = { primary: await transactions(db), standby: await transactions(standbyDb) }
      for (const api of apis.splice(0)) await stopApi(api)
      const mix = search.rows.find((row) => row.figure.startsWith('doctor search mix'))
      const label = withReplica ? 'primary + replica' : 'primary only'
      rows.push(
        {
          figure: `read replica bench, ${label}: search mix, two API processes, ${options.clients} clients: searches/s, p50 / p95 / p99`,
          value: mix?.value ?? 'not measured',
          goal: 'measured',
        },
        {
          figure: `read replica bench, ${label}: transactions on the primary / on the standby during the run`,
          value: `${after.primary - before.primary} / ${after.standby - before.standby}`,
          goal: withReplica ? 'the searches on the standby' : 'all on the primary',
        },
      )
    }
  } finally {
    for (const api of apis) await stopApi(api)
    await standbyDb?.destroy()
    if (standby) await stopStandby(standby, 'fast').catch(() => {})
    await dropReplicationSlot(db, slot).catch(() => {})
    await db.destroy()
    await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
  return rows
}
