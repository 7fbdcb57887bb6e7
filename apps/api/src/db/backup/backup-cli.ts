/**
 * `npm run db:backup`: an online base backup of the running database into BACKUP_DIR, the file store mirrored, old
 * backups pruned (BACKUP_KEEP). A failure is logged at error level, recorded for /metrics, and exits 1 — for cron or
 * a systemd timer to alert on. Options: --keep N overrides BACKUP_KEEP; --files-only mirrors the local file store
 * and nothing else (cheap: only new files are copied; run it every few minutes between base backups).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pino } from 'pino'
import { loadConfig } from '#api/config'
import { runningServerUrl } from './running-server'
import { mirrorFiles, recordOutcome, takeBaseBackup } from './backup'

const log = pino({ base: { process: 'db:backup' } })
const config = loadConfig()
const { values } = parseArgs({ options: { keep: { type: 'string' }, 'files-only': { type: 'boolean' } } })

async function baseBackup() {
  const manifest = await takeBaseBackup({
    connectionString: config.databaseUrl ?? runningServerUrl(config.dataDir),
    dir: config.backup.dir,
    keep: values.keep ? Number(values.keep) : config.backup.keep,
    filesDir: config.storage.driver === 'local' ? config.storage.localDir : null,
  })
  recordOutcome(config.backup.dir, { ok: true, manifest })
  log.info(
    {
      backup: manifest.id,
      bytes: manifest.bytes,
      seconds: manifest.seconds,
      startWalFile: manifest.startWalFile,
    },
    `base backup ${manifest.id}: ${(manifest.bytes / 1e6).toFixed(1)} MB in ${manifest.seconds.toFixed(1)} s, into ${config.backup.dir}`,
  )
}

function filesOnly() {
  if (config.storage.driver !== 'local') throw new Error('files are on S3: its bucket versioning keeps them')
  const copied = mirrorFiles(config.storage.localDir, path.join(config.backup.dir, 'files'))
  log.info({ copied }, `file store mirrored: ${copied} new files`)
}

try {
  if (values['files-only']) filesOnly()
  else await baseBackup()
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  recordOutcome(config.backup.dir, { ok: false, at: new Date(), error: message })
  log.error({ err: error }, `backup failed: ${message}`)
  process.exitCode = 1
}
