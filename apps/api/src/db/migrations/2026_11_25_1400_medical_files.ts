import { sql, type Kysely } from 'kysely'

/**
 * Issue 9 §1, SPEC 2.8: bookings for someone else. A dependent is a family member's medical file held by an account
 * (no sign-in of their own; minors allowed). A link lets an account book into another patient's file for a while,
 * once it gave that patient's mobile and password (docs/decisions/0015). A booking's medical file is its patient_id
 * (an account) and, for a dependent, dependent_id, which must be one of that account's dependents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dependents (
      id uuid primary key default gen_random_uuid(),
      holder_id uuid not null references users(id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      gender text not null check (gender in ('male', 'female')),
      birthday date not null check (birthday >= '1900-01-01'),
      relation text not null check (relation in ('child', 'spouse', 'parent', 'sibling', 'other')),
      created_at timestamptz not null default now(),
      unique (id, holder_id)
    );
    create index dependents_holder_idx on dependents (holder_id, created_at);

    create table medical_file_links (
      holder_id uuid not null references users(id) on delete cascade,
      patient_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (holder_id, patient_id),
      check (holder_id <> patient_id)
    );

    alter table bookings
      add column dependent_id uuid,
      add constraint bookings_dependent_fk foreign key (dependent_id, patient_id)
        references dependents (id, holder_id);
    create index bookings_dependent_idx on bookings (dependent_id) where dependent_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings drop column dependent_id;
    drop table medical_file_links, dependents;
  `.execute(db)
}
