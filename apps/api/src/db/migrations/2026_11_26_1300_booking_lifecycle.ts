import { sql, type Kysely } from 'kysely'

/**
 * Issue 12: the life of a booking after it is paid — cancelled (by whom, where the refund went), moved once,
 * followed up for free, reminded of; specialties that do not allow a free follow-up (SPEC 4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings
      add column canceled_at timestamptz,
      add column canceled_by text check (canceled_by in ('patient', 'doctor', 'admin')),
      add column refund_to text check (refund_to in ('wallet', 'card', 'none')),
      add column rescheduled_at timestamptz,
      add column reschedule_count smallint not null default 0 check (reschedule_count between 0 and 1),
      -- A free follow-up points at its consult; a consult has at most one (SPEC 4, 5).
      add column follow_up_of uuid references bookings(id),
      add constraint bookings_follow_up_type check ((type = 'followUp') = (follow_up_of is not null));
    create unique index bookings_one_follow_up_idx on bookings (follow_up_of)
      where follow_up_of is not null and status in ('pending', 'opened', 'going', 'finished');
    alter table specialties add column follow_up_allowed boolean not null default true;
    -- The patient's and the doctor's lists (issue 12 §1): by person, by start.
    create index bookings_payer_starts_idx on bookings (payer_id, starts_at);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bookings_payer_starts_idx;
    alter table specialties drop column follow_up_allowed;
    drop index bookings_one_follow_up_idx;
    alter table bookings
      drop constraint bookings_follow_up_type,
      drop column follow_up_of, drop column reschedule_count, drop column rescheduled_at,
      drop column refund_to, drop column canceled_by, drop column canceled_at;
  `.execute(db)
}
