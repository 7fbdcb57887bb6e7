import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §2 and §4 (docs/decisions/0018): home-visit leads (SPEC 3.6 referralsHome), and the indexes the admins'
 * audit log pages by (newest first, by who acted, by an action's prefix).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table leads (
      id uuid primary key default gen_random_uuid(),
      name text not null check (char_length(name) between 1 and 100),
      mobile text not null check (mobile ~ '^01[0125][0-9]{8}$'),
      specialty_id integer references specialties(id) on delete set null,
      governorate_id integer references governorates(id) on delete set null,
      area_id integer references areas(id) on delete set null,
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      address_note text not null default '' check (char_length(address_note) <= 200),
      -- The patient who asked while signed in; a visitor's lead has none.
      user_id uuid references users(id) on delete set null,
      closed boolean not null default false,
      registration boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((latitude is null) = (longitude is null))
    );
    -- The admins' list, newest first; the per-mobile limit on new leads.
    create index leads_created_idx on leads (created_at desc, id);
    create index leads_mobile_idx on leads (mobile, created_at desc);

    create index audit_log_created_idx on audit_log (created_at desc, id desc);
    create index audit_log_actor_idx on audit_log (actor_user_id, created_at desc);
    create index audit_log_action_idx on audit_log (action text_pattern_ops, created_at desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index audit_log_action_idx;
    drop index audit_log_actor_idx;
    drop index audit_log_created_idx;
    drop table leads;
  `.execute(db)
}
