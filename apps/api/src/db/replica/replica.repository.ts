import { sql } from 'kysely'
import type { Database } from '#api/db/database'

/**
 * The statements of the read router's health check (issue 44 §4): where the primary's WAL ends, and how far a
 * standby has replayed it.
 */

/** The primary's current WAL write position, as text (`0/3000148`). */
export async function primaryWalPosition(db: Database): Promise<string> {
  const result = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db)
  return result.rows[0]?.lsn ?? ''
}

export interface StandbyPosition {
  /** False when the server is not a standby (promoted, or the primary itself): its data is not the primary's. */
  inRecovery: boolean
  /** Whether it has replayed the primary's WAL up to `lsn`. */
  caughtUp: boolean
  /**
   * Milliseconds since the commit of the last transaction it replayed (its own clock against the primary's commit
   * time); null before it replayed any since it started.
   */
  replayAgeMs: number | null
}

/** A standby's replay position against the primary's `lsn`, read on the standby. */
export async function standbyPosition(db: Database, lsn: string): Promise<StandbyPosition> {
  const result = await sql<{ inRecovery: boolean; caughtUp: boolean | null; replayAgeMs: number | null }>`
    select pg_is_in_recovery() as in_recovery,
           coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, false) as caught_up,
           (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as replay_age_ms`.execute(
    db,
  )
  const row = result.rows[0]
  return {
    inRecovery: row?.inRecovery ?? false,
    caughtUp: row?.caughtUp ?? false,
    replayAgeMs: row?.replayAgeMs ?? null,
  }
}

/**
 * A physical replication slot on the primary (idempotent): the primary keeps the WAL a standby has not received,
 * however long it is away. Made before the base backup the standby is copied from, it also keeps the WAL from the
 * backup's start.
 */
export async function ensureReplicationSlot(db: Database, name: string): Promise<void> {
  await sql`
    select pg_create_physical_replication_slot(${name}, true)
    where not exists (select 1 from pg_replication_slots where slot_name = ${name})`.execute(db)
}

/** Drops a slot no standby uses any more (else the primary keeps WAL for it for ever). */
export async function dropReplicationSlot(db: Database, name: string): Promise<void> {
  await sql`
    select pg_drop_replication_slot(slot_name) from pg_replication_slots
    where slot_name = ${name} and not active`.execute(db)
}
