/**
 * Issue 44 §7: a base backup of the bench database (100,000 doctors, 1,000,000 bookings: seed-scale.ts) while it
 * runs, and its restore to the end of the archive on a data directory of its own, timed. The cluster is started with
 * WAL archiving into a temporary backup folder, as `npm start` does into BACKUP_DIR; both go at the end.
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase } from '../apps/api/src/db/database'
import {
  clusterDir,
  embeddedCredentials,
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
} from '../apps/api/src/db/embedded'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { seedCatalog } from '../apps/api/src/db/seed/seed'
import { takeBaseBackup } from '../apps/api/src/db/backup/backup'
import { restore, stopRestored } from '../apps/api/src/db/backup/restore'
import { isSeededAtScale, seedAtScale } from './seed-scale'

export async function benchBackup(): Promise<{ figure: string; value: string; goal: string }[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sehha-bench-backup-'))
  chmodSync(scratch, 0o755)
  const backupDir = path.join(scratch, 'backups')
  const server = await startEmbeddedPostgres(clusterDir(path.resolve('.data/bench')), {
    persistent: true,
    walArchiveDir: path.join(backupDir, 'wal'),
  })
  const restoredDir = path.join(scratch, 'restored')
  try {
    await ensureDatabase(server.url('postgres'), 'sehha')
    const db = createDatabase(server.url('sehha'), 2)
    await migrateToLatest(db)
    await seedCatalog(db)
    if (!(await isSeededAtScale(db))) await seedAtScale(db)
    await db.destroy()
    const backup = await takeBaseBackup({
      connectionString: server.url('sehha'),
      dir: backupDir,
      keep: 1,
      filesDir: null,
    })
    const restored = await restore({
      dir: backupDir,
      target: 'latest',
      into: restoredDir,
      port: await freePort(),
      ...embeddedCredentials,
    })
    await stopRestored(restoredDir)
    return [
      {
        figure: 'base backup of the bench database (online, 100k doctors, 1M bookings)',
        value: `${backup.seconds.toFixed(1)} s, ${(backup.bytes / 1e9).toFixed(2)} GB`,
        goal: 'measured',
      },
      {
        figure: 'restore of it to the end of the archive (copy, WAL replay, promote)',
        value: `${restored.seconds.toFixed(1)} s`,
        goal: 'measured',
      },
    ]
  } finally {
    await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}
