import type { Config } from '#api/config'
import { createDatabase, type Database } from './database'
import { closeAndStop, clusterDir, ensureDatabase, startEmbeddedPostgres } from './embedded'

/** A database for the process: DATABASE_URL when set, otherwise the embedded server under DATA_DIR. */
export async function connectDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<{ db: Database; url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const db = createDatabase(config.databaseUrl)
    return { db, url: config.databaseUrl, close: () => db.destroy() }
  }
  const dir = clusterDir(config.dataDir)
  log(`starting the embedded PostgreSQL in ${dir}`)
  const server = await startEmbeddedPostgres(dir, { persistent: true })
  await ensureDatabase(server.url('postgres'), 'sehha')
  const db = createDatabase(server.url('sehha'))
  return {
    db,
    url: server.url('sehha'),
    close: () => closeAndStop(db, server),
  }
}
