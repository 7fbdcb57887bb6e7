import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { chownTree, clusterOwner, pgCtl, pgCtlPath } from '#api/db/backup/postgres-tools'

/**
 * A streaming standby (issue 44 §4) made as a restore is (db/backup/restore.ts): a copy of a base backup, but with
 * `standby.signal` and the primary's address instead of a recovery target, so it never promotes and keeps replaying
 * what the primary streams. Started with the server binaries of the primary's major version, as its owner.
 */
export interface StandbyPlan {
  /** A base backup's data directory (backupDataDir(BACKUP_DIR, id)), left as it is. */
  from: string
  /** The standby's data directory: must not exist, or be empty. */
  into: string
  port: number
  primary: { host: string; port: number; user: string; password: string }
  /** A replication slot on the primary (replica.repository's ensureReplicationSlot), made before the backup. */
  slot?: string
  /** The primary's WAL archive: the standby catches up from it when the primary no longer has the WAL. */
  walArchiveDir?: string
  pgBinDir?: string | undefined
  /** Settings for its server's command line, as the primary's (`['-c', 'shared_buffers=256MB']`). */
  serverFlags?: readonly string[]
  /** How long its start may take (its catch-up to a consistent state included); 600 s unless set. */
  timeoutMs?: number
}

export interface Standby {
  dataDir: string
  port: number
  logFile: string
  url(database: string): string
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`
/** A value in a libpq connection string: quoted, so a password with spaces or quotes stays one value. */
const conninfoValue = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

export async function makeStandby(plan: StandbyPlan): Promise<Standby> {
  if (existsSync(plan.into) && readdirSync(plan.into).length > 0)
    throw new Error(`${plan.into} is not empty: a standby is made in a new data directory`)
  cpSync(plan.from, plan.into, { recursive: true })
  chmodSync(plan.into, 0o700)
  const { host, port, user, password } = plan.primary
  appendFileSync(
    path.join(plan.into, 'postgresql.auto.conf'),
    [
      '',
      '# a streaming standby (issue 44 §4)',
      `primary_conninfo = ${quote(
        [
          `host=${conninfoValue(host)}`,
          `port=${port}`,
          `user=${conninfoValue(user)}`,
          `password=${conninfoValue(password)}`,
          `application_name=${conninfoValue(plan.slot ?? 'sehha-standby')}`,
        ].join(' '),
      )}`,
      ...(plan.slot ? [`primary_slot_name = ${quote(plan.slot)}`] : []),
      ...(plan.walArchiveDir ? [`restore_command = ${quote(`cp "${plan.walArchiveDir}/%f" "%p"`)}`] : []),
      // Promoted one day, it must not write into the archive of the server it came from.
      "archive_mode = 'off'",
      '',
    ].join('\n'),
  )
  writeFileSync(path.join(plan.into, 'standby.signal'), '')
  chownTree(plan.into, clusterOwner())
  const standby: Standby = {
    dataDir: plan.into,
    port: plan.port,
    logFile: path.join(plan.into, 'standby.log'),
    url: (database) =>
      `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${plan.port}/${database}`,
  }
  await startStandby(standby, plan)
  return standby
}

/** Starts a standby's server (again), waiting until it accepts connections (a consistent state reached). */
export async function startStandby(
  standby: Pick<Standby, 'dataDir' | 'port' | 'logFile'>,
  options: { pgBinDir?: string | undefined; timeoutMs?: number; serverFlags?: readonly string[] } = {},
): Promise<void> {
  try {
    await pgCtl(await pgCtlPath(options.pgBinDir), standby.dataDir, [
      'start',
      '-w',
      '-t',
      String(Math.ceil((options.timeoutMs ?? 600_000) / 1000)),
      '-l',
      standby.logFile,
      '-o',
      [`-p ${standby.port} -c listen_addresses=127.0.0.1`, ...(options.serverFlags ?? [])].join(' '),
    ])
  } catch (error) {
    const log = existsSync(standby.logFile) ? readFileSync(standby.logFile, 'utf8') : ''
    const reason = /(?:FATAL|PANIC): {2}(.+)$/m.exec(log)?.[1] ?? String(error)
    throw new Error(`the standby did not start: ${reason} (its log: ${standby.logFile})`)
  }
}

/** Stops a standby: `fast` ends its sessions cleanly, `immediate` as a crash would (the drills). */
export async function stopStandby(
  standby: Pick<Standby, 'dataDir'>,
  mode: 'fast' | 'immediate' = 'fast',
  pgBinDir?: string,
): Promise<void> {
  await pgCtl(await pgCtlPath(pgBinDir), standby.dataDir, ['stop', '-m', mode, '-w'])
}
