import { sql, type Kysely } from 'kysely'

/**
 * Issue 7 §3 (search speed): each doctor's 'available from' (SPEC 2.8) is kept once computed, so a page of search
 * results reads ten rows instead of ten schedules and their bookings. A row is good while nothing it was computed
 * from has changed: triggers on `schedules` and `bookings` bump its `version` and clear it in the transaction of
 * the change, and time makes it stale at `stale_at` (when its slot starts, or at the next Cairo midnight when the
 * horizon found none). A reader writes back only if the version it read is still there, so a value computed from
 * data a concurrent change replaced is never kept (docs/decisions/0008).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table doctor_next_slots (
      doctor_id uuid primary key references doctors (user_id) on delete cascade,
      -- Bumped by every change to the doctor's schedule or bookings; a reader's write must carry the one it read.
      version bigint not null default 0,
      horizon_days integer,
      -- When the value was computed (null: to compute); it holds from then until stale_at.
      computed_at timestamptz,
      next_slot_at timestamptz,
      stale_at timestamptz
    );

    create function doctor_next_slots_invalidate() returns trigger language plpgsql as $$
    begin
      -- Transition tables: every doctor the statement touched, once. New rows start at version 1, so a reader
      -- that found no row (version 0) cannot write a value computed before this change.
      if tg_op in ('INSERT', 'UPDATE') then
        insert into doctor_next_slots as s (doctor_id, version)
        select distinct n.doctor_id, 1 from new_rows n join doctors d on d.user_id = n.doctor_id
        on conflict (doctor_id) do update set version = s.version + 1, computed_at = null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into doctor_next_slots as s (doctor_id, version)
        select distinct o.doctor_id, 1 from old_rows o join doctors d on d.user_id = o.doctor_id
        on conflict (doctor_id) do update set version = s.version + 1, computed_at = null;
      end if;
      return null;
    end
    $$;

    create trigger schedules_next_slot_insert after insert on schedules
      referencing new table as new_rows for each statement execute function doctor_next_slots_invalidate();
    create trigger schedules_next_slot_update after update on schedules
      referencing old table as old_rows new table as new_rows
      for each statement execute function doctor_next_slots_invalidate();
    create trigger schedules_next_slot_delete after delete on schedules
      referencing old table as old_rows for each statement execute function doctor_next_slots_invalidate();
    create trigger bookings_next_slot_insert after insert on bookings
      referencing new table as new_rows for each statement execute function doctor_next_slots_invalidate();
    create trigger bookings_next_slot_update after update on bookings
      referencing old table as old_rows new table as new_rows
      for each statement execute function doctor_next_slots_invalidate();
    create trigger bookings_next_slot_delete after delete on bookings
      referencing old table as old_rows for each statement execute function doctor_next_slots_invalidate();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger schedules_next_slot_insert on schedules;
    drop trigger schedules_next_slot_update on schedules;
    drop trigger schedules_next_slot_delete on schedules;
    drop trigger bookings_next_slot_insert on bookings;
    drop trigger bookings_next_slot_update on bookings;
    drop trigger bookings_next_slot_delete on bookings;
    drop function doctor_next_slots_invalidate();
    drop table doctor_next_slots;
  `.execute(db)
}
