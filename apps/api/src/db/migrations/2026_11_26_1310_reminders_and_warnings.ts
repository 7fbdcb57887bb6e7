import { sql, type Kysely } from 'kysely'

/**
 * Issue 12 §3: reminders sent once per booking and kind (the primary key decides between two workers), and the
 * doctors' no-show warnings (SPEC 4, 9: more than 15% of a week's video bookings missed), one per doctor and week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table booking_reminders (
      booking_id uuid not null references bookings(id) on delete cascade,
      kind text not null check (kind in ('dayBefore', 'soon')),
      sent_at timestamptz not null default now(),
      primary key (booking_id, kind)
    );
    create table doctor_warnings (
      doctor_id uuid not null references doctors(user_id) on delete cascade,
      -- The Egyptian week (Saturday to Friday) the misses fell in, by its Saturday in Cairo.
      week_start date not null,
      missed integer not null check (missed > 0),
      total integer not null check (total >= missed),
      created_at timestamptz not null default now(),
      primary key (doctor_id, week_start)
    );
    create index bookings_opened_starts_idx on bookings (starts_at) where status = 'opened';
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bookings_opened_starts_idx;
    drop table doctor_warnings, booking_reminders;
  `.execute(db)
}
