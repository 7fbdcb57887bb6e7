import { sql, type Kysely } from 'kysely'

/**
 * Issue 42 §2–3: `/clinic` lists the clinic doctors of every specialty, server-rendered, in the search's three orders.
 * The clinic indexes are led by the specialty (the wizard always picks one), so without it PostgreSQL read all of
 * them and sorted: 20 ms for the first page of 32,000 clinic doctors at 100,000 doctors (npm run seed:scale),
 * 0.2 ms with this index, which it walks in order and leaves after a page. The same three orders as video's
 * `doctors_video_all_*` indexes, for the same doctors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index doctors_clinic_all_rating_idx on doctors (rating desc nulls last, user_id)
      where verified and clinic_active and not testing;
    create index doctors_clinic_all_price_idx on doctors (clinic_patient_price, user_id)
      where verified and clinic_active and not testing;
    create index doctors_clinic_all_experience_idx on doctors (years_of_experience desc, user_id)
      where verified and clinic_active and not testing;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index doctors_clinic_all_rating_idx;
    drop index doctors_clinic_all_price_idx;
    drop index doctors_clinic_all_experience_idx;
  `.execute(db)
}
