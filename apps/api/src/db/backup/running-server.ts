import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { clusterDir, embeddedCredentials } from '#api/db/embedded'

/**
 * The connection string of the embedded PostgreSQL that `npm start` runs under DATA_DIR, found by its postmaster.pid
 * (its fourth line is the port: the server takes a free one at each start).
 */
export function runningServerUrl(dataDir: string, database = 'sehha'): string {
  const pidFile = path.join(clusterDir(dataDir), 'postmaster.pid')
  if (!existsSync(pidFile))
    throw new Error(
      `no embedded PostgreSQL is running under ${dataDir}: start the product (npm start) first, or set DATABASE_URL`,
    )
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3])
  return `postgres://${embeddedCredentials.user}:${embeddedCredentials.password}@127.0.0.1:${port}/${database}`
}
