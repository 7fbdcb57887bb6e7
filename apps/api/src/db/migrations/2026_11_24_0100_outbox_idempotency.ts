import { sql, type Kysely } from 'kysely'

/**
 * Issue 8 §1: sends are jobs, delivered at least once; the development outbox keeps one message per job (its id is
 * the key), so a job run again after its worker died does not show a second message. pg-boss's own tables live in
 * the `pgboss` schema, which pg-boss installs and upgrades itself when it starts (docs/decisions/0010).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_messages add column idempotency_key text unique`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_messages drop column idempotency_key`.execute(db)
}
