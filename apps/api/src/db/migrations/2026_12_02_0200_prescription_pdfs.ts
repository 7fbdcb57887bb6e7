import { sql, type Kysely } from 'kysely'

/**
 * Issue 41 §3: the prescription PDF is rendered once per version of its input (the summary, the doctor's and the
 * patient's details printed on it) and kept here, where every API instance reads it; one row per booking, the last
 * render, replaced when the input changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table prescription_pdfs (
      booking_id uuid primary key references bookings(id) on delete cascade,
      input_hash bytea not null check (octet_length(input_hash) = 32),
      pdf bytea not null,
      rendered_at timestamptz not null
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table prescription_pdfs`.execute(db)
}
