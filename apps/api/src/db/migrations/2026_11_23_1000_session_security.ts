import { sql, type Kysely } from 'kysely'

/**
 * Issue 7 §1: sessions that go idle and can be listed (last use, device, address), and failed sign-ins counted per
 * account and source, so one address cannot pause an account for everybody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions
      add column last_seen_at timestamptz not null default now(),
      add column user_agent text check (char_length(user_agent) <= 512),
      add column ip text check (char_length(ip) <= 64);

    alter table auth_failures add column source text not null default '';
    create index auth_failures_subject_source_idx on auth_failures (subject, source, created_at desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index auth_failures_subject_source_idx;
    alter table auth_failures drop column source;
    alter table sessions drop column last_seen_at, drop column user_agent, drop column ip;
  `.execute(db)
}
