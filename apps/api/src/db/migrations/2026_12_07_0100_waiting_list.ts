import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §3 (docs/decisions/0047): the waiting list. A patient waits for an earlier time of one doctor and practice
 * within a range of Cairo dates (`waiting_list_entries`); a time freed by a cancellation, a move or more scheduled
 * time is offered to them in turn (`waiting_list_offers`), held for them alone until `expires_at`.
 *
 * `waiting_list_offers_one_live` keeps one live offer per time of a doctor: an exclusion on the doctor's overlapping
 * times among offers still `offered`, as bookings_no_overlap does for bookings. An offer past its `expires_at` holds
 * nothing (availability and bookings read the deadline), and is marked `lapsed` by the job that offers the time next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table waiting_list_entries (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      medical_file_id uuid,
      doctor_id uuid not null references doctors (user_id) on delete cascade,
      practice text not null,
      from_date date not null,
      to_date date not null,
      state text not null default 'waiting' check (state in ('waiting', 'left', 'booked', 'expired')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (to_date >= from_date)
    )
  `.execute(db)
  // First come, first served: the waiting entries of a doctor in the order they came.
  await sql`
    create index waiting_list_entries_doctor_idx on waiting_list_entries (doctor_id, created_at, id)
      where state = 'waiting'
  `.execute(db)
  await sql`create index waiting_list_entries_user_idx on waiting_list_entries (user_id, created_at desc)`.execute(
    db,
  )
  await sql`
    create table waiting_list_offers (
      id uuid primary key default gen_random_uuid(),
      entry_id uuid not null references waiting_list_entries (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      doctor_id uuid not null references doctors (user_id) on delete cascade,
      practice text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      state text not null default 'offered' check (state in ('offered', 'taken', 'lapsed', 'withdrawn')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- One time is offered to an entry once: letting it pass passes it to the next.
      unique (entry_id, starts_at),
      constraint waiting_list_offers_one_live exclude using gist (
        doctor_id with =, tstzrange(starts_at, ends_at) with &&
      ) where (state = 'offered')
    )
  `.execute(db)
  await sql`
    create unique index waiting_list_offers_one_per_entry on waiting_list_offers (entry_id) where state = 'offered'
  `.execute(db)
  await sql`create index waiting_list_offers_user_idx on waiting_list_offers (user_id) where state = 'offered'`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table waiting_list_offers`.execute(db)
  await sql`drop table waiting_list_entries`.execute(db)
}
