import { sql, type Kysely } from 'kysely'

/**
 * ADR 0025: a group of bookings inserts many doctors' bookings in one statement, and the statement trigger bumps
 * each doctor's doctor_next_slots row, locking it until the transaction ends. Bumped in doctor order, two groups
 * that share doctors lock them in the same order and wait for each other rather than deadlock.
 */
const invalidate = (ordered: boolean) => {
  const order = ordered ? sql`order by 1` : sql``
  return sql`
    create or replace function doctor_next_slots_invalidate() returns trigger language plpgsql as $$
    begin
      -- Transition tables: every doctor the statement touched, once. New rows start at version 1, so a reader
      -- that found no row (version 0) cannot write a value computed before this change.
      if tg_op in ('INSERT', 'UPDATE') then
        insert into doctor_next_slots as s (doctor_id, version)
        select distinct n.doctor_id, 1 from new_rows n join doctors d on d.user_id = n.doctor_id ${order}
        on conflict (doctor_id) do update set version = s.version + 1, computed_at = null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into doctor_next_slots as s (doctor_id, version)
        select distinct o.doctor_id, 1 from old_rows o join doctors d on d.user_id = o.doctor_id ${order}
        on conflict (doctor_id) do update set version = s.version + 1, computed_at = null;
      end if;
      return null;
    end
    $$;
  `
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await invalidate(true).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await invalidate(false).execute(db)
}
