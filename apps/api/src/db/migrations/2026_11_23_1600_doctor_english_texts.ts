import { sql, type Kysely } from 'kysely'

/**
 * Issue 7 §3: the English version of a doctor's medical degree (optional; the page falls back to the Arabic). A
 * certificate's English name lives in its jsonb item (`{ name, nameEn? }`), so it needs no column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table doctors add column medical_degree_en text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table doctors drop column medical_degree_en`.execute(db)
}
