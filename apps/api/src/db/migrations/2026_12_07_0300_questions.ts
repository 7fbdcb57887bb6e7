import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §1 `/help/ask`: the questions people ask the team, signed in (their account) or with a mobile, and the
 * admins' answer (by SMS, email or in the app) and closing. The asker's phone is kept as answered to (the account's,
 * or the visitor's); a deleted account takes its questions with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table questions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references users (id) on delete cascade,
      name text not null default '',
      phone text not null,
      body text not null check (char_length(body) between 1 and 2000),
      language text not null check (language in ('ar', 'en')),
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      answer text check (char_length(answer) <= 600),
      answered_via text check (answered_via in ('sms', 'email', 'inApp')),
      answered_at timestamptz,
      answered_by uuid references users (id) on delete set null,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      check ((answer is null) = (answered_at is null))
    )
  `.execute(db)
  // The admins' queue: a status's questions newest first; the asker's own; the per-mobile count.
  await sql`create index questions_status_created_idx on questions (status, created_at desc, id desc)`.execute(
    db,
  )
  await sql`create index questions_user_idx on questions (user_id, created_at desc) where user_id is not null`.execute(
    db,
  )
  await sql`create index questions_phone_idx on questions (phone, created_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table questions`.execute(db)
}
