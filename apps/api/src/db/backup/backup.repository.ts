import pg from 'pg'

/**
 * The statements of an online base backup (PostgreSQL's backup API), on one session of its own: the connection that
 * calls `pg_backup_start` must stay open until `pg_backup_stop`, or the server aborts the backup.
 */
export interface BackupSession {
  /** The server's settings a backup depends on. */
  settings(): Promise<{
    version: string
    dataDirectory: string
    archiveMode: string
    archiveCommand: string
    archiveLibrary: string
    walLevel: string
  }>
  /** Starts the backup (a checkpoint first, at once): the WAL location recovery starts from. */
  start(label: string): Promise<string>
  /** Ends it once its WAL is archived: the backup_label and tablespace_map files to write beside the copy. */
  stop(): Promise<{ lsn: string; labelFile: string; tablespaceMap: string }>
  /** Closes the current WAL segment so the archive has everything committed up to now. */
  switchWal(): Promise<string>
  close(): Promise<void>
}

export async function openBackupSession(connectionString: string): Promise<BackupSession> {
  const client = new pg.Client({ connectionString, application_name: 'sehha-backup' })
  await client.connect()
  const setting = async (name: string) =>
    String((await client.query<{ v: string }>('select current_setting($1) as v', [name])).rows[0]?.v ?? '')
  return {
    async settings() {
      return {
        version: await setting('server_version'),
        dataDirectory: await setting('data_directory'),
        archiveMode: await setting('archive_mode'),
        archiveCommand: await setting('archive_command'),
        archiveLibrary: await setting('archive_library'),
        walLevel: await setting('wal_level'),
      }
    },
    async start(label) {
      const result = await client.query<{ lsn: string }>(
        'select pg_backup_start(label => $1, fast => true)::text as lsn',
        [label],
      )
      return result.rows[0]?.lsn ?? ''
    },
    async stop() {
      const result = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
        'select lsn::text, labelfile, spcmapfile from pg_backup_stop(wait_for_archive => true)',
      )
      const row = result.rows[0]
      if (!row) throw new Error('pg_backup_stop returned nothing')
      return { lsn: row.lsn, labelFile: row.labelfile, tablespaceMap: row.spcmapfile }
    },
    async switchWal() {
      return String((await client.query<{ lsn: string }>('select pg_switch_wal()::text as lsn')).rows[0]?.lsn)
    },
    close: () => client.end(),
  }
}

/** A restored server's state: whether it is still replaying WAL, and its newest commit's time when it can tell. */
export async function recoveryState(connectionString: string): Promise<{ inRecovery: boolean }> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    const row = (await client.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0]
    return { inRecovery: row?.r ?? true }
  } finally {
    await client.end()
  }
}
