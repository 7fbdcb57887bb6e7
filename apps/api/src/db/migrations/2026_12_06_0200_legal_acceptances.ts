import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §1: who accepted which version of the terms of use, the privacy policy, the doctor terms and the doctors
 * agreement, when, and how — at sign-up, at a doctor's submission for review, in the dialog that asks for a new
 * version, or `existing`: an account made before the texts existed, taken to have accepted their version 1 (so
 * nobody is asked about the texts they signed up under; the dialog appears only once an admin publishes a new
 * version). Every account has the terms and the privacy policy, every doctor also the doctors' two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table legal_acceptances (
      user_id uuid not null references users (id) on delete cascade,
      key text not null check (key in ('terms', 'privacy', 'doctor-terms', 'doctors-agreement')),
      version integer not null,
      accepted_at timestamptz not null default now(),
      via text not null check (via in ('sign-up', 'review', 'dialog', 'existing')),
      primary key (user_id, key, version),
      foreign key (key, version) references legal_texts (key, version)
    )
  `.execute(db)
  await sql`
    insert into legal_acceptances (user_id, key, version, via)
    select u.id, k.key, 1, 'existing' from users u cross join (values ('terms'), ('privacy')) as k (key)
    union all
    select d.user_id, k.key, 1, 'existing' from doctors d
      cross join (values ('doctor-terms'), ('doctors-agreement')) as k (key)
    on conflict do nothing
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table legal_acceptances`.execute(db)
}
