import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §6: the admins' doctor list in its other orders at 100,000 doctors (newest first p95 87 ms, by name at
 * page 200 p95 113 ms, each sorting the whole table): an index per order, so a page is read in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index doctors_created_idx on doctors (created_at desc, user_id);
    create index doctors_name_ar_idx on doctors (name_ar, user_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index doctors_name_ar_idx;
    drop index doctors_created_idx;
  `.execute(db)
}
