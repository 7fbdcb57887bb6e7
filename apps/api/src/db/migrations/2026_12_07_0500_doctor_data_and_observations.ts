import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §5 (docs/decisions/0050): the doctor's remaining SPEC 3.1 data and the SPEC 3.7 observations.
 * - Translations: the subspecialty's English version, as the name, about, degree and certificates have theirs.
 * - Countries of practice: codes of SPEC 3.7's list (EG, SA, AE), each once.
 * - Insurance category and name as two fields: the free text the doctor wrote so far becomes the name, under the
 *   category 'other', so nothing written is lost; both or neither.
 * - Certificates keep their jsonb list; an item may now carry `category` and `type` (checked by the API's schema).
 * - A consult's note gains the observations the doctor picked from the catalogue (codes of the domain's list).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table doctors
      add column subspecialty_en text,
      add column practice_countries text[] not null default '{}'
        check (practice_countries <@ array['EG', 'SA', 'AE']::text[]),
      add column insurance_category text
        check (insurance_category in (
          'universalHealth', 'healthInsuranceOrg', 'privateInsurer', 'medicalManagement', 'syndicate',
          'corporate', 'other'
        ));
    alter table doctors rename column insurance to insurance_name;
    update doctors set insurance_name = left(btrim(insurance_name), 150);
    update doctors set insurance_name = null where insurance_name = '';
    update doctors set insurance_category = 'other' where insurance_name is not null;
    alter table doctors
      add constraint doctors_insurance_pair_check check ((insurance_category is null) = (insurance_name is null));

    alter table consult_notes
      add column observation_codes text[] not null default '{}'
        check (cardinality(observation_codes) <= 30);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table consult_notes drop column observation_codes;
    alter table doctors drop constraint doctors_insurance_pair_check;
    alter table doctors
      drop column insurance_category, drop column practice_countries, drop column subspecialty_en;
    alter table doctors rename column insurance_name to insurance;
  `.execute(db)
}
