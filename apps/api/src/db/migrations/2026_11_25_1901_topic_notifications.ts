import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §3: an admin's notifications to topics. One row per send, its idempotency key unique (a double click
 * sends once); its progress (`delivered`, the `cursor` of the next batch) moves one batch job at a time. Each
 * notification kept for a send names it, so the delivery log counts its pushes sent and failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table broadcasts (
      id uuid primary key default gen_random_uuid(),
      idempotency_key uuid not null unique,
      created_by uuid references users (id) on delete set null,
      topic text not null check (topic in ('everyone', 'patients', 'doctors', 'labs', 'radios', 'admins')),
      language text check (language in ('ar', 'en')),
      title_ar text not null check (char_length(title_ar) between 1 and 100),
      title_en text not null check (char_length(title_en) between 1 and 100),
      body_ar text not null check (char_length(body_ar) between 1 and 500),
      body_en text not null check (char_length(body_en) between 1 and 500),
      status text not null default 'sending' check (status in ('sending', 'done')),
      recipients integer not null check (recipients >= 0),
      delivered integer not null default 0 check (delivered >= 0),
      -- The last recipient kept: the next batch starts after it (users are walked in id order).
      cursor uuid,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index broadcasts_created_idx on broadcasts (created_at desc);
    alter table notifications add column broadcast_id uuid;
    create index notifications_broadcast_idx on notifications (broadcast_id) where broadcast_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index notifications_broadcast_idx;
    alter table notifications drop column broadcast_id;
    drop table broadcasts;
  `.execute(db)
}
