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
import { backupDataDir, listBackups, walDirOf, type BackupManifest } from './backup'
import { recoveryState } from './backup.repository'
import { chownTree, clusterOwner, pgCtl, pgCtlPath } from './postgres-tools'

/**
 * Point-in-time restore (issue 44 §1): a new data directory from the newest base backup finished before the target,
 * the archived WAL replayed up to the target (or to its end), promoted, and started on a port of its own. The
 * original server is never touched; the operator points DATABASE_URL at the restored one once it is checked.
 */
export interface RestorePlan {
  /** BACKUP_DIR. */
  dir: string
  target: { time: Date } | 'latest'
  /** The new data directory: must not exist, or be empty. */
  into: string
  port: number
  /** The cluster's credentials (the source server's): the restore connects to see recovery end. */
  user: string
  password: string
  pgBinDir?: string | undefined
  /** How long recovery may take before the restore gives up (the server keeps going; its log says how far). */
  timeoutMs?: number
}

export interface RestoreResult {
  backup: BackupManifest
  dataDir: string
  port: number
  /** The log's own words on where recovery stopped: the transaction and its commit time, when it says. */
  stoppedAt: { transaction: string | null; time: string | null; line: string } | null
  seconds: number
}

/** Accepts a moment with its UTC offset only: in Egypt an hour without one is ambiguous twice a year. */
export function parseTarget(text: string): Date {
  const match =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)$/.exec(
      text.trim(),
    )
  if (!match)
    throw new Error(`--to "${text}": give a date, a time and its UTC offset, e.g. "2027-03-01 14:05:00+02"`)
  const offset =
    match[3] === 'Z'
      ? 'Z'
      : (match[3] ?? '').replace(/^([+-]\d{2}):?(\d{2})?$/, (_, h, m) => `${h}:${m ?? '00'}`)
  const time = match[2]?.length === 5 ? `${match[2]}:00` : match[2]
  const at = new Date(`${match[1]}T${time}${offset}`)
  if (Number.isNaN(at.getTime())) throw new Error(`--to "${text}" is not a real moment`)
  return at
}

export function chooseBackup(
  backups: readonly BackupManifest[],
  target: RestorePlan['target'],
): BackupManifest {
  const usable =
    target === 'latest' ? backups : backups.filter((b) => Date.parse(b.finishedAt) <= target.time.getTime())
  const chosen = usable.at(-1)
  if (!chosen)
    throw new Error(
      target === 'latest'
        ? 'no base backup: run npm run db:backup first'
        : `no base backup finished before ${target.time.toISOString()}: the oldest kept finished at ${backups[0]?.finishedAt ?? '(none)'}`,
    )
  return chosen
}

const stoppingLine = /recovery stopping (?:before|after) (?:commit|abort) of transaction (\d+), time (.+)$/m
const lastLine = /last completed transaction was at log time (.+)$/m

/** Where recovery stopped, as the server's log says it. */
export function stoppedAtOf(log: string): RestoreResult['stoppedAt'] {
  const stopping = stoppingLine.exec(log)
  if (stopping)
    return { transaction: stopping[1] ?? null, time: stopping[2]?.trim() ?? null, line: stopping[0] }
  const last = lastLine.exec(log)
  if (last) return { transaction: null, time: last[1]?.trim() ?? null, line: last[0] }
  return null
}

export async function restore(plan: RestorePlan): Promise<RestoreResult> {
  const began = performance.now()
  const backup = chooseBackup(listBackups(plan.dir), plan.target)
  if (existsSync(plan.into) && readdirSync(plan.into).length > 0)
    throw new Error(`${plan.into} is not empty: a restore builds a new data directory`)
  cpSync(backupDataDir(plan.dir, backup.id), plan.into, { recursive: true })
  chmodSync(plan.into, 0o700)
  const owner = clusterOwner()
  const walDir = walDirOf(plan.dir)
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`
  appendFileSync(
    path.join(plan.into, 'postgresql.auto.conf'),
    [
      '',
      `# npm run db:restore, from base backup ${backup.id}`,
      `restore_command = ${quote(`cp "${walDir}/%f" "%p"`)}`,
      ...(plan.target === 'latest'
        ? []
        : [
            `recovery_target_time = ${quote(plan.target.time.toISOString().replace('T', ' ').replace('Z', '+00'))}`,
          ]),
      "recovery_target_action = 'promote'",
      // A restored copy never writes into the archive of the server it came from.
      "archive_mode = 'off'",
      '',
    ].join('\n'),
  )
  writeFileSync(path.join(plan.into, 'recovery.signal'), '')
  chownTree(plan.into, owner)
  const logFile = path.join(plan.into, 'restore.log')
  const binary = await pgCtlPath(plan.pgBinDir)
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')
  const fatal = () => /(?:FATAL|PANIC): {2}(.+)$/m.exec(readLog())?.[1]
  try {
    await pgCtl(binary, plan.into, [
      'start',
      '-w',
      '-t',
      String(Math.ceil((plan.timeoutMs ?? 600_000) / 1000)),
      '-l',
      logFile,
      '-o',
      `-p ${plan.port} -c listen_addresses=127.0.0.1`,
    ])
  } catch (error) {
    const reason = fatal() ?? String(error)
    const hint = reason.includes('before configured recovery target was reached')
      ? ': the archived WAL ends before that moment (what came after is still in the server’s current WAL segment; archive_timeout bounds how long it waits there) — choose an earlier moment or --latest'
      : ''
    throw new Error(`the restored server did not start: ${reason}${hint} (its log: ${logFile})`)
  }
  const url = `postgres://${encodeURIComponent(plan.user)}:${encodeURIComponent(plan.password)}@127.0.0.1:${plan.port}/postgres`
  const deadline = performance.now() + (plan.timeoutMs ?? 600_000)
  for (;;) {
    const state = await recoveryState(url).catch(() => null)
    if (state && !state.inRecovery) break
    const failed = fatal()
    if (failed) throw new Error(`recovery failed: ${failed} (its log: ${logFile})`)
    if (performance.now() > deadline) throw new Error(`recovery did not end in time (its log: ${logFile})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    backup,
    dataDir: plan.into,
    port: plan.port,
    stoppedAt: stoppedAtOf(readLog()),
    seconds: (performance.now() - began) / 1000,
  }
}

/** Stops a restored server (a drill's end). */
export async function stopRestored(dataDir: string, pgBinDir?: string): Promise<void> {
  await pgCtl(await pgCtlPath(pgBinDir), dataDir, ['stop', '-m', 'fast', '-w'])
}
