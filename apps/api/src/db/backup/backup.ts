import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { openBackupSession } from './backup.repository'

/**
 * Online base backups with PostgreSQL's backup API, the WAL archive's retention and the file store's mirror (issue 44
 * §1). Layout of BACKUP_DIR:
 *   base/<id>/data          a copy of the data directory taken between pg_backup_start and pg_backup_stop, with
 *                           the backup_label (and tablespace_map) pg_backup_stop returned
 *   base/<id>/backup.json   what the backup is: when, its WAL locations, its size
 *   wal/                    the WAL the server archives (archive_command), which recovery replays to any moment
 *   files/                  the local file store, mirrored add-only (a file deleted later is still here for a restore
 *                           to an earlier moment)
 *   status.json             the last success and the last failure, read by /metrics
 */
export interface BackupManifest {
  id: string
  label: string
  startedAt: string
  finishedAt: string
  startLsn: string
  stopLsn: string
  /** The first WAL segment recovery needs: older archived segments serve only older backups. */
  startWalFile: string
  serverVersion: string
  bytes: number
  seconds: number
}

export interface BackupStatus {
  lastSuccess: { id: string; at: string; seconds: number; bytes: number } | null
  lastFailure: { at: string; error: string } | null
  failures: number
}

export interface BackupPlan {
  connectionString: string
  dir: string
  keep: number
  /** The local file store to mirror; null when files live on S3 (versioned there). */
  filesDir: string | null
  now?: () => Date
}

const baseDir = (dir: string) => path.join(dir, 'base')
export const walDirOf = (dir: string) => path.join(dir, 'wal')

/** Directories whose contents a base backup leaves out (the PostgreSQL manual's list): rebuilt or not needed. */
const emptiedDirs = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
])
const skippedFiles = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map'])

/** Copies a live data directory; a file that vanishes while it is copied was dropped by the server, and is skipped. */
function copyDataDirectory(from: string, to: string, top = true): number {
  mkdirSync(to, { recursive: true, mode: 0o700 })
  let bytes = 0
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.name.startsWith('pgsql_tmp')) continue
    if (top && skippedFiles.has(entry.name)) continue
    try {
      if (entry.isDirectory()) {
        if (top && emptiedDirs.has(entry.name)) {
          mkdirSync(target, { mode: 0o700 })
          if (entry.name === 'pg_wal') mkdirSync(path.join(target, 'archive_status'), { mode: 0o700 })
          continue
        }
        bytes += copyDataDirectory(source, target, false)
      } else if (entry.isFile()) {
        copyFileSync(source, target)
        bytes += statSync(target).size
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return bytes
}

/** Mirrors the file store add-only: new or changed files are copied, nothing is deleted. */
export function mirrorFiles(from: string, to: string): number {
  if (!existsSync(from)) return 0
  mkdirSync(to, { recursive: true })
  let copied = 0
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) copied += mirrorFiles(source, target)
    else if (entry.isFile() && (!existsSync(target) || statSync(target).size !== statSync(source).size)) {
      copyFileSync(source, `${target}.part`)
      renameSync(`${target}.part`, target)
      copied += 1
    }
  }
  return copied
}

const stamp = (at: Date) => at.toISOString().replaceAll('-', '').replaceAll(':', '').replace('.', '')

/** The WAL segment named in a backup_label's START WAL LOCATION line. */
export function startWalFileOf(labelFile: string): string {
  const match = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(labelFile)
  if (!match?.[1]) throw new Error('backup_label names no start WAL file')
  return match[1]
}

/** An online base backup of the running server, then the retention rule. Throws with a message an operator can act on. */
export async function takeBaseBackup(plan: BackupPlan): Promise<BackupManifest> {
  const now = plan.now ?? (() => new Date())
  const session = await openBackupSession(plan.connectionString)
  try {
    const settings = await session.settings()
    const archiving =
      (settings.archiveMode === 'on' || settings.archiveMode === 'always') &&
      ((settings.archiveCommand !== '' && settings.archiveCommand !== '(disabled)') ||
        settings.archiveLibrary !== '')
    if (!archiving)
      throw new Error(
        `WAL archiving is off on this server (archive_mode=${settings.archiveMode}): a base backup alone restores only ` +
          'to its own end. Turn it on as docs/operations.md says (WAL_ARCHIVE=on for the embedded server).',
      )
    if (!existsSync(path.join(settings.dataDirectory, 'PG_VERSION')))
      throw new Error(
        `the server's data directory ${settings.dataDirectory} is not readable here: run db:backup on the database's ` +
          'own machine, as its owner (or use the provider’s point-in-time recovery for a managed PostgreSQL)',
      )
    const startedAt = now()
    const id = stamp(startedAt)
    const partial = path.join(baseDir(plan.dir), `${id}.partial`)
    rmSync(partial, { recursive: true, force: true })
    const label = `sehha ${id}`
    const startLsn = await session.start(label)
    const bytes = copyDataDirectory(settings.dataDirectory, path.join(partial, 'data'))
    const stopped = await session.stop()
    writeFileSync(path.join(partial, 'data', 'backup_label'), stopped.labelFile)
    if (stopped.tablespaceMap)
      writeFileSync(path.join(partial, 'data', 'tablespace_map'), stopped.tablespaceMap)
    const startWalFile = startWalFileOf(stopped.labelFile)
    if (!existsSync(path.join(walDirOf(plan.dir), startWalFile)))
      throw new Error(
        `the server archived its WAL elsewhere than ${walDirOf(plan.dir)} (no ${startWalFile} there): point its ` +
          'archive_command at BACKUP_DIR/wal',
      )
    const finishedAt = now()
    const manifest: BackupManifest = {
      id,
      label,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      startLsn,
      stopLsn: stopped.lsn,
      startWalFile,
      serverVersion: settings.version,
      bytes,
      seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    }
    writeFileSync(path.join(partial, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    renameSync(partial, path.join(baseDir(plan.dir), id))
    if (plan.filesDir) mirrorFiles(plan.filesDir, path.join(plan.dir, 'files'))
    pruneBackups(plan.dir, plan.keep)
    return manifest
  } finally {
    await session.close()
  }
}

/** Closes the server's current WAL segment, so the archive holds every commit up to now (before a restore drill). */
export async function switchWal(connectionString: string): Promise<string> {
  const session = await openBackupSession(connectionString)
  try {
    return await session.switchWal()
  } finally {
    await session.close()
  }
}

/** The complete base backups, oldest first. */
export function listBackups(dir: string): BackupManifest[] {
  if (!existsSync(baseDir(dir))) return []
  return readdirSync(baseDir(dir))
    .filter((name) => !name.endsWith('.partial') && existsSync(path.join(baseDir(dir), name, 'backup.json')))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(baseDir(dir), name, 'backup.json'), 'utf8')) as BackupManifest,
    )
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt))
}

export const backupDataDir = (dir: string, id: string) => path.join(baseDir(dir), id, 'data')

/**
 * Keeps the newest `keep` base backups and the archived WAL from the oldest of them on (pg_archivecleanup's rule:
 * segments named before its start segment are deleted; timeline history files stay). Partial backups left by a
 * failed run go too.
 */
export function pruneBackups(dir: string, keep: number): { backups: string[]; walFiles: number } {
  const all = listBackups(dir)
  const gone = all.slice(0, Math.max(0, all.length - keep))
  for (const backup of gone) rmSync(path.join(baseDir(dir), backup.id), { recursive: true, force: true })
  if (existsSync(baseDir(dir)))
    for (const name of readdirSync(baseDir(dir)))
      if (name.endsWith('.partial')) rmSync(path.join(baseDir(dir), name), { recursive: true, force: true })
  const oldest = all[gone.length]
  let walFiles = 0
  if (oldest && existsSync(walDirOf(dir))) {
    for (const name of readdirSync(walDirOf(dir))) {
      const segment = name.slice(0, 24)
      if (!/^[0-9A-F]{24}$/.test(segment) || name.endsWith('.history')) continue
      // Compared without the timeline (its first 8 digits), as pg_archivecleanup does.
      if (segment.slice(8) < oldest.startWalFile.slice(8)) {
        rmSync(path.join(walDirOf(dir), name), { force: true })
        walFiles += 1
      }
    }
  }
  return { backups: gone.map((b) => b.id), walFiles }
}

const statusFile = (dir: string) => path.join(dir, 'status.json')

export function readStatus(dir: string): BackupStatus {
  try {
    return JSON.parse(readFileSync(statusFile(dir), 'utf8')) as BackupStatus
  } catch {
    return { lastSuccess: null, lastFailure: null, failures: 0 }
  }
}

/** Records a run's outcome where /metrics reads it (a backup runs as its own process, often on another machine). */
export function recordOutcome(
  dir: string,
  outcome: { ok: true; manifest: BackupManifest } | { ok: false; at: Date; error: string },
): BackupStatus {
  const status = readStatus(dir)
  const next: BackupStatus = outcome.ok
    ? {
        ...status,
        lastSuccess: {
          id: outcome.manifest.id,
          at: outcome.manifest.finishedAt,
          seconds: outcome.manifest.seconds,
          bytes: outcome.manifest.bytes,
        },
      }
    : {
        ...status,
        lastFailure: { at: outcome.at.toISOString(), error: outcome.error },
        failures: status.failures + 1,
      }
  mkdirSync(dir, { recursive: true })
  writeFileSync(`${statusFile(dir)}.part`, `${JSON.stringify(next, null, 2)}\n`)
  renameSync(`${statusFile(dir)}.part`, statusFile(dir))
  return next
}
