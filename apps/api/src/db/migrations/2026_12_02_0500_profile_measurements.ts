import { sql, type Kysely } from 'kysely'

/**
 * Issue 41 §4: the height and weight a patient gave in their profile now reach their health record as
 * measurements (profiles.service, through measurements.service). Patients who gave them before that find them in
 * their record too: a measurement of each kind their own file has none of, dated the day the profile was last
 * saved in Egypt (the value held then at the latest), by the patient. A value that is not a measurement (not a
 * number, outside the human range the table checks) stays in the profile alone, as the service leaves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into measurements (patient_id, dependent_id, kind, value, measured_on, created_by)
    select p.user_id, null, m.kind, m.value, (p.updated_at at time zone 'Africa/Cairo')::date, p.user_id
    from patients p
    cross join lateral (
      select kind, case when text ~ '^[0-9]{1,6}([.][0-9]+)?$' then round(text::numeric, 1) end as value
      from (values ('height', p.height), ('weight', p.weight)) as given (kind, text)
    ) m
    where m.value is not null
      and ((m.kind = 'height' and m.value between 30 and 250) or (m.kind = 'weight' and m.value between 1 and 400))
      and (p.updated_at at time zone 'Africa/Cairo')::date >= greatest(p.birthday, date '1900-01-01')
      and not exists (
        select 1 from measurements e
        where e.patient_id = p.user_id and e.dependent_id is null and e.kind = m.kind
      )
  `.execute(db)
}

/** The backfilled rows cannot be told from measurements entered since: they stay. */
export async function down(): Promise<void> {}
