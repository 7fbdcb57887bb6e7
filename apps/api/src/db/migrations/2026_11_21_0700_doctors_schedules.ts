import { sql, type Kysely } from 'kysely'

/**
 * Doctors' profiles and practices, schedules, bookings (the minimum availability needs), favourites, the
 * specialties' active-doctor counts and the indexes behind the doctor search (issue 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists btree_gin;

    -- The SQL twin of normalizeName (packages/domain/src/doctors/doctors.search.ts); a test keeps them equal.
    create function normalize_name(input text) returns text
    language sql immutable strict parallel safe
    return regexp_replace(
      btrim(regexp_replace(lower(translate(
        regexp_replace(normalize(input, NFKC), '[\\u064b-\\u065f\\u0670\\u0640\\u200b-\\u200f\\u061c\\ufeff]', '', 'g'),
        'أإآٱةىئؤ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
        'ااااهييو01234567890123456789'
      )), '\\s+', ' ', 'g')),
      '^(د\\s*[./]|د |dr\\s*[./]|dr )\\s*', ''
    );

    alter table doctors
      add column about_ar text,
      add column about_en text,
      add column subspecialty text,
      add column years_of_experience integer not null default 0 check (years_of_experience between 0 and 80),
      add column medical_degree text,
      add column certificates jsonb not null default '[]' check (jsonb_typeof(certificates) = 'array'),
      add column governorate_id integer references governorates(id),
      add column area_id integer references areas(id),
      add column licence_number text,
      add column insurance text,
      add column languages jsonb not null default '[]' check (jsonb_typeof(languages) = 'array'),
      add column rating double precision check (rating between 1 and 5),
      add column rating_count integer not null default 0 check (rating_count >= 0),
      add column submitted_at timestamptz,
      -- Practices. Prices are piastres: the doctor's price, and the patient's total (patientPrice) kept beside
      -- it so the price bands and the price sort read an index.
      add column video_active boolean not null default false,
      add column video_price integer check (video_price >= 0),
      add column video_patient_price integer check (video_patient_price >= 0),
      add column clinic_active boolean not null default false,
      add column clinic_price integer check (clinic_price >= 0),
      add column clinic_patient_price integer check (clinic_patient_price >= 0),
      add column clinic_governorate_id integer references governorates(id),
      add column clinic_area_id integer references areas(id),
      add column clinic_address text,
      add column clinic_phones jsonb not null default '[]' check (jsonb_typeof(clinic_phones) = 'array'),
      add column clinic_latitude double precision check (clinic_latitude between -90 and 90),
      add column clinic_longitude double precision check (clinic_longitude between -180 and 180),
      add column home_active boolean not null default false,
      add column home_price integer check (home_price >= 0),
      add column home_patient_price integer check (home_patient_price >= 0),
      add column home_area_ids integer[] not null default '{}',
      add column search_name text generated always as (
        normalize_name(name_ar) || coalesce(' ' || normalize_name(name_en), '')
      ) stored,
      -- An active practice can be listed: it has its price (and a clinic its place, a home visit its areas).
      add constraint doctors_video_listable check (not video_active or video_patient_price is not null),
      add constraint doctors_clinic_listable check (
        not clinic_active or (clinic_patient_price is not null and clinic_area_id is not null
          and clinic_address is not null)
      ),
      add constraint doctors_home_listable check (
        not home_active or (home_patient_price is not null and cardinality(home_area_ids) > 0)
      );

    -- The search: one partial index per practice and sort, led by the specialty the wizard always picks, over
    -- the doctors anyone may see (testing doctors are for testing users only, whose searches may go slower).
    -- Each also answers the count of its practice and specialty from the index alone.
    create index doctors_video_rating_idx on doctors (specialty_id, rating desc nulls last, user_id)
      where verified and video_active and not testing;
    create index doctors_video_price_idx on doctors (specialty_id, video_patient_price, user_id)
      where verified and video_active and not testing;
    create index doctors_video_experience_idx on doctors (specialty_id, years_of_experience desc, user_id)
      where verified and video_active and not testing;
    -- Video doctors of every specialty (the specialists list), in each order.
    create index doctors_video_all_rating_idx on doctors (rating desc nulls last, user_id)
      where verified and video_active and not testing;
    create index doctors_video_all_price_idx on doctors (video_patient_price, user_id)
      where verified and video_active and not testing;
    create index doctors_video_all_experience_idx on doctors (years_of_experience desc, user_id)
      where verified and video_active and not testing;
    create index doctors_clinic_rating_idx on doctors (specialty_id, rating desc nulls last, user_id)
      where verified and clinic_active and not testing;
    create index doctors_clinic_price_idx on doctors (specialty_id, clinic_patient_price, user_id)
      where verified and clinic_active and not testing;
    create index doctors_clinic_experience_idx on doctors (specialty_id, years_of_experience desc, user_id)
      where verified and clinic_active and not testing;
    create index doctors_clinic_place_idx on doctors (clinic_governorate_id, clinic_area_id, user_id)
      where verified and clinic_active and not testing;
    create index doctors_home_rating_idx on doctors (specialty_id, rating desc nulls last, user_id)
      where verified and home_active and not testing;
    create index doctors_home_price_idx on doctors (specialty_id, home_patient_price, user_id)
      where verified and home_active and not testing;
    create index doctors_home_experience_idx on doctors (specialty_id, years_of_experience desc, user_id)
      where verified and home_active and not testing;
    create index doctors_home_areas_idx on doctors using gin (home_area_ids) where verified and home_active;
    -- Name search: trigrams of the normalised names, with the specialty in the same GIN index (btree_gin).
    create index doctors_search_name_idx on doctors using gin (specialty_id, search_name gin_trgm_ops)
      where verified;
    -- No statistics on the search name: the planner's estimate for %> runs word_similarity over every sampled
    -- value at each plan (over a millisecond), and the GIN index is the right path for a name whatever it says.
    alter table doctors alter column search_name set statistics 0;
    create index doctors_languages_idx on doctors using gin (languages jsonb_path_ops) where verified;
    create index doctors_specialty_listed_idx on doctors (specialty_id) where verified and not testing;
    -- Deactivated accounts are few: the search anti-joins this small index.
    create index users_deactivated_idx on users (id) where deactivated;

    -- SPEC 3.2 activeDrsCount, recounted in the transaction of every change that can move it.
    alter table specialties
      add column active_drs_video integer not null default 0,
      add column active_drs_clinic integer not null default 0,
      add column active_drs_home integer not null default 0;

    create function recount_specialty_doctors(ids integer[]) returns void language plpgsql as $$
    begin
      -- Lock first, count after: in READ COMMITTED the count then sees every change committed before ours.
      perform 1 from specialties where id = any(ids) order by id for update;
      update specialties s
      set active_drs_video = c.video, active_drs_clinic = c.clinic, active_drs_home = c.home
      from (
        select sp.id,
          count(d.user_id) filter (where d.video_active) as video,
          count(d.user_id) filter (where d.clinic_active) as clinic,
          count(d.user_id) filter (where d.home_active) as home
        from unnest(ids) as sp(id)
        left join doctors d on d.specialty_id = sp.id and d.verified and not d.testing
        group by sp.id
      ) c
      where s.id = c.id;
    end
    $$;

    create function doctors_recount_inserted() returns trigger language plpgsql as $$
    begin
      perform recount_specialty_doctors(array(select distinct specialty_id from new_rows));
      return null;
    end
    $$;
    create function doctors_recount_deleted() returns trigger language plpgsql as $$
    begin
      perform recount_specialty_doctors(array(select distinct specialty_id from old_rows));
      return null;
    end
    $$;
    create function doctors_recount_updated() returns trigger language plpgsql as $$
    declare
      ids integer[];
    begin
      select array_agg(distinct id) into ids from (
        select unnest(array[o.specialty_id, n.specialty_id]) as id
        from old_rows o join new_rows n on n.user_id = o.user_id
        where (o.specialty_id, o.verified, o.testing, o.video_active, o.clinic_active, o.home_active)
          is distinct from (n.specialty_id, n.verified, n.testing, n.video_active, n.clinic_active, n.home_active)
      ) changed;
      if ids is not null then
        perform recount_specialty_doctors(ids);
      end if;
      return null;
    end
    $$;
    create trigger doctors_recount_insert after insert on doctors
      referencing new table as new_rows for each statement execute function doctors_recount_inserted();
    create trigger doctors_recount_update after update on doctors
      referencing old table as old_rows new table as new_rows
      for each statement execute function doctors_recount_updated();
    create trigger doctors_recount_delete after delete on doctors
      referencing old table as old_rows for each statement execute function doctors_recount_deleted();
    select recount_specialty_doctors(array(select id from specialties));

    alter table files drop constraint files_purpose_check;
    alter table files add constraint files_purpose_check
      check (purpose in ('avatar', 'idDocument', 'doctorDocument'));

    create table doctor_documents (
      file_id uuid primary key references files(id) on delete cascade,
      doctor_id uuid not null references doctors(user_id) on delete cascade,
      content_type text not null,
      created_at timestamptz not null default now()
    );
    create index doctor_documents_doctor_idx on doctor_documents (doctor_id, created_at);

    -- SPEC 3.4: one schedule per doctor. The default week, the week overrides ({week}-{year}) and the
    -- customised days are read together, so they live together.
    create table schedules (
      doctor_id uuid primary key references doctors(user_id) on delete cascade,
      timeslot_minutes integer not null default 15 check (timeslot_minutes between 5 and 120),
      default_week jsonb not null check (jsonb_typeof(default_week) = 'object'),
      weeks jsonb not null default '{}' check (jsonb_typeof(weeks) = 'object'),
      days jsonb not null default '{}' check (jsonb_typeof(days) = 'object'),
      updated_at timestamptz not null default now()
    );

    -- SPEC 3.3, the part availability needs; the booking wizard (a later issue) adds the rest.
    create table bookings (
      id uuid primary key default gen_random_uuid(),
      doctor_id uuid not null references doctors(user_id),
      patient_id uuid not null references users(id),
      practice text not null check (practice in ('video', 'clinic', 'home')),
      status text not null default 'opened'
        check (status in ('opened', 'going', 'finished', 'failed', 'canceled')),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      created_at timestamptz not null default now(),
      check (ends_at > starts_at),
      -- Two live bookings of one doctor can never overlap (ARCHITECTURE: the database guards invariants).
      constraint bookings_no_overlap exclude using gist (doctor_id with =, tstzrange(starts_at, ends_at) with &&)
        where (status in ('opened', 'going'))
    );
    create index bookings_doctor_starts_idx on bookings (doctor_id, starts_at);
    create index bookings_patient_idx on bookings (patient_id, starts_at);

    create table favourites (
      patient_user_id uuid not null references users(id) on delete cascade,
      doctor_user_id uuid not null references doctors(user_id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (patient_user_id, doctor_user_id)
    );
    create index favourites_doctor_idx on favourites (doctor_user_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table favourites, bookings, schedules, doctor_documents;
    delete from files where purpose = 'doctorDocument';
    alter table files drop constraint files_purpose_check;
    alter table files add constraint files_purpose_check check (purpose in ('avatar', 'idDocument'));
    drop trigger doctors_recount_insert on doctors;
    drop trigger doctors_recount_update on doctors;
    drop trigger doctors_recount_delete on doctors;
    drop function doctors_recount_inserted(), doctors_recount_updated(), doctors_recount_deleted(),
      recount_specialty_doctors(integer[]);
    alter table specialties drop column active_drs_video, drop column active_drs_clinic,
      drop column active_drs_home;
    drop index users_deactivated_idx;
    alter table doctors
      drop column search_name, drop column about_ar, drop column about_en, drop column subspecialty,
      drop column years_of_experience, drop column medical_degree, drop column certificates,
      drop column governorate_id, drop column area_id, drop column licence_number, drop column insurance,
      drop column languages, drop column rating, drop column rating_count, drop column submitted_at,
      drop column video_active, drop column video_price, drop column video_patient_price,
      drop column clinic_active, drop column clinic_price, drop column clinic_patient_price,
      drop column clinic_governorate_id, drop column clinic_area_id, drop column clinic_address,
      drop column clinic_phones, drop column clinic_latitude, drop column clinic_longitude,
      drop column home_active, drop column home_price, drop column home_patient_price,
      drop column home_area_ids;
    drop function normalize_name(text);
  `.execute(db)
}
