import { sql, type Kysely } from 'kysely'

/**
 * Issue 43 §1 (ADR 0042): what labs and radiology centres offer. The catalogue (categories and services, seeded from
 * the domain's centres.catalog.ts at every start, like specialties) and each centre's offers: its price to customers,
 * a medical-insurance price when it takes insurance, home collection (labs) and its extra price; and its opening
 * hours by weekday, which bound the times a patient may choose. A centre offers only services of its own kind: the
 * foreign keys carry the kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table centre_categories (
      id text primary key,
      kind text not null check (kind in ('lab','radio')),
      commercial boolean not null default false,
      name_en text not null,
      name_ar text not null,
      position integer not null,
      unique (id, kind)
    );

    create table centre_services (
      id text primary key,
      kind text not null check (kind in ('lab','radio')),
      code text not null,
      category_id text not null,
      commercial_category_id text,
      name_en text not null,
      name_ar text not null,
      fasting_hours integer check (fasting_hours between 1 and 24),
      preparation_en text,
      preparation_ar text,
      position integer not null,
      -- The name search's normalisation (normalize_name: Arabic letter forms, diacritics, case) of both names and
      -- the code, for a search however it is spelt (SPEC 5).
      search_text text generated always as (normalize_name(name_en || ' ' || name_ar || ' ' || code)) stored,
      unique (kind, code),
      unique (id, kind),
      foreign key (category_id, kind) references centre_categories (id, kind),
      foreign key (commercial_category_id, kind) references centre_categories (id, kind)
    );

    create table centre_offers (
      centre_user_id uuid not null,
      kind text not null,
      service_id text not null,
      -- Piastres (SPEC 3.5 minor units), to customers.
      price integer not null check (price between 100 and 10000000),
      -- Null: the centre does not take medical insurance for it.
      insurance_price integer check (insurance_price between 100 and 10000000),
      home_collection boolean not null default false,
      home_collection_price integer check (home_collection_price between 0 and 1000000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (centre_user_id, service_id),
      foreign key (centre_user_id, kind) references centres (user_id, kind) on delete cascade,
      foreign key (service_id, kind) references centre_services (id, kind),
      check (kind = 'lab' or not home_collection),
      check (home_collection or home_collection_price is null)
    );
    -- The centres offering a service, cheapest first (SPEC 2.1 /labs/{serviceId}).
    create index centre_offers_service_idx on centre_offers (service_id, price) include (centre_user_id);

    -- Where a centre is, from its first address (the profile keeps a list; SPEC 3.1), for the filters and the
    -- distance of /labs/{serviceId} and /radios/{serviceId} (issue 43 §2). The profile's schema makes these numbers.
    alter table centres
      add column governorate_id integer generated always as ((addresses -> 0 ->> 'governorateId')::integer) stored,
      add column area_id integer generated always as ((addresses -> 0 ->> 'areaId')::integer) stored,
      add column latitude double precision
        generated always as ((addresses -> 0 -> 'geolocation' ->> 'latitude')::double precision) stored,
      add column longitude double precision
        generated always as ((addresses -> 0 -> 'geolocation' ->> 'longitude')::double precision) stored;

    create table centre_hours (
      centre_user_id uuid not null,
      kind text not null,
      -- 0 Sunday … 6 Saturday (the week as Egypt reads it, and as JavaScript's getDay numbers it).
      weekday smallint not null check (weekday between 0 and 6),
      opens time not null,
      closes time not null check (closes > opens),
      primary key (centre_user_id, weekday, opens),
      foreign key (centre_user_id, kind) references centres (user_id, kind) on delete cascade
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table centre_hours;
    drop table centre_offers;
    drop table centre_services;
    drop table centre_categories;
    alter table centres drop column governorate_id, drop column area_id, drop column latitude, drop column longitude;
  `.execute(db)
}
