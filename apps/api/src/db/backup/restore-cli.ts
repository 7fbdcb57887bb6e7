/**
 * `npm run db:restore -- --to "2027-03-01 14:05:00+02"` (or `--latest`): builds a new data directory from the newest
 * base backup before that moment and the archived WAL, starts it on a port of its own and says up to which
 * transaction it recovered. Options: --into DIR (default BACKUP_DIR/restores/<now>), --port N (default a free one).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#api/config'
import { embeddedCredentials, freePort } from '#api/db/embedded'
import { parseTarget, restore } from './restore'

const config = loadConfig()
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    latest: { type: 'boolean' },
    into: { type: 'string' },
    port: { type: 'string' },
  },
})
try {
  if (!values.to === !values.latest) throw new Error('say --to "YYYY-MM-DD HH:MM:SS+02" or --latest')
  const target = values.to ? { time: parseTarget(values.to) } : ('latest' as const)
  const source = config.databaseUrl ? new URL(config.databaseUrl) : null
  const result = await restore({
    dir: config.backup.dir,
    target,
    into: path.resolve(
      values.into ?? path.join(config.backup.dir, 'restores', new Date().toISOString().replaceAll(':', '')),
    ),
    port: values.port ? Number(values.port) : await freePort(),
    pgBinDir: config.backup.pgBinDir,
    user: source ? decodeURIComponent(source.username) : embeddedCredentials.user,
    password: source ? decodeURIComponent(source.password) : embeddedCredentials.password,
  })
  const database = source ? source.pathname.slice(1) : 'sehha'
  console.log(
    [
      `restored from base backup ${result.backup.id} in ${result.seconds.toFixed(1)} s into ${result.dataDir}`,
      result.stoppedAt?.transaction
        ? `recovered up to the moment: stopped at transaction ${result.stoppedAt.transaction}, committed ${result.stoppedAt.time ?? '?'} (${result.stoppedAt.line})`
        : `recovered to the end of the archived WAL${result.stoppedAt?.time ? `: its last transaction committed ${result.stoppedAt.time}` : ''}`,
      `running on 127.0.0.1:${result.port}, database ${database}: check it, then point DATABASE_URL at it`,
    ].join('\n'),
  )
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
