import { sql, type Kysely } from 'kysely'

/**
 * Height and weight over time (SPEC 2.8, 3.7; issue 11): one row per measurement in a medical file — the account's
 * own (dependent_id null) or a family member's it holds, which must be one of that account's dependents, as a
 * booking's is. Human ranges are checked here too (the domain's rules give the message, the check the guarantee).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table measurements (
      id uuid primary key default gen_random_uuid(),
      patient_id uuid not null references users(id) on delete cascade,
      dependent_id uuid,
      kind text not null check (kind in ('height', 'weight')),
      value numeric(5, 1) not null check (
        (kind = 'height' and value between 30 and 250) or (kind = 'weight' and value between 1 and 400)
      ),
      measured_on date not null check (measured_on >= '1900-01-01'),
      created_at timestamptz not null default now(),
      created_by uuid references users(id) on delete set null,
      constraint measurements_dependent_fk foreign key (dependent_id, patient_id)
        references dependents (id, holder_id) on delete cascade
    );
    -- A file's history of one kind, newest first (the list and the latest value).
    create index measurements_file_idx
      on measurements (patient_id, dependent_id, kind, measured_on desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table measurements`.execute(db)
}
