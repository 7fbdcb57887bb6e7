import { sql, type Kysely } from 'kysely'

/** Accounts, sessions, one-time codes, files, catalog and the per-role profiles (issue 2). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;
    create extension if not exists btree_gist;

    create table users (
      id uuid primary key default gen_random_uuid(),
      phone text not null unique check (phone ~ '^01[0125][0-9]{8}$'),
      email text,
      email_verified boolean not null default false,
      password_hash text not null,
      primary_role text not null check (primary_role in ('patient','doctor','lab','radio','admin')),
      is_admin boolean not null default false,
      testing boolean not null default false,
      deactivated boolean not null default false,
      language text not null default 'ar' check (language in ('ar','en')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));

    create table sessions (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      user_id uuid not null references users(id) on delete cascade,
      context_role text not null check (context_role in ('patient','doctor','lab','radio','admin')),
      language text not null check (language in ('ar','en')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index sessions_user_id_idx on sessions (user_id);

    create table otp_codes (
      id uuid primary key default gen_random_uuid(),
      phone text not null,
      purpose text not null check (purpose in ('signUp','resetPassword','changePhone')),
      user_id uuid references users(id) on delete cascade,
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      verified_at timestamptz,
      ticket_hash text unique,
      ticket_used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index otp_codes_phone_idx on otp_codes (phone, purpose, created_at desc);

    create table auth_failures (
      id bigserial primary key,
      subject text not null,
      created_at timestamptz not null default now()
    );
    create index auth_failures_subject_idx on auth_failures (subject, created_at desc);

    create table email_verifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      email text not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table files (
      id uuid primary key default gen_random_uuid(),
      owner_user_id uuid not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('avatar','idDocument')),
      content_type text not null,
      size_bytes integer not null check (size_bytes > 0),
      storage_key text not null unique,
      created_at timestamptz not null default now()
    );

    create table governorates (
      id serial primary key,
      code text not null unique,
      nid_code text not null unique,
      name_ar text not null,
      name_en text not null
    );
    create table areas (
      id serial primary key,
      governorate_id integer not null references governorates(id),
      name_ar text not null,
      name_en text not null,
      unique (governorate_id, name_en)
    );
    create table specialties (
      id serial primary key,
      key text not null unique,
      name_ar text not null,
      name_en text not null,
      is_primary_care boolean not null default false,
      enabled_video boolean not null default true,
      enabled_clinic boolean not null default true,
      enabled_home boolean not null default false
    );
    create unique index specialties_one_primary_care on specialties (is_primary_care) where is_primary_care;
    create table nationalities (
      id serial primary key,
      iso2 text not null unique,
      phone_code text not null,
      name_en text not null,
      name_ar text not null,
      name_fr text not null
    );

    create table patients (
      user_id uuid primary key references users(id) on delete cascade,
      name text not null,
      gender text not null check (gender in ('male','female')),
      birthday date not null,
      email text,
      phone_number text not null,
      addresses jsonb not null check (jsonb_typeof(addresses) = 'array' and jsonb_array_length(addresses) > 0),
      height text,
      weight text,
      nationality_id integer references nationalities(id),
      id_number text,
      id_document_file_id uuid references files(id) on delete set null,
      reseller_code text,
      marital_status text,
      work_type text,
      native_language text,
      arabic_proficiency text,
      english_proficiency text,
      french_proficiency text,
      photo_file_id uuid references files(id) on delete set null,
      verified boolean not null default true,
      testing boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index patients_id_number_idx on patients (id_number) where id_number is not null;

    create table doctors (
      user_id uuid primary key references users(id) on delete cascade,
      name_ar text not null,
      name_en text,
      gender text not null check (gender in ('male','female')),
      birthday date not null,
      email text,
      phone_number text not null,
      specialty_id integer not null references specialties(id),
      med_title text not null check (med_title in ('consultant','practitioner','specialist')),
      reseller_code text,
      reg_completeness jsonb not null default '{}',
      photo_file_id uuid references files(id) on delete set null,
      verified boolean not null default false,
      testing boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table centres (
      user_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in ('lab','radio')),
      business_name text not null,
      business_info text not null,
      commercial_reg_no text not null,
      contact_person text not null,
      reception_phone text not null check (reception_phone ~ '^[0-9]+$'),
      opening_times text not null,
      home_visit boolean not null default false,
      certificates jsonb not null default '[]',
      email text,
      phone_number text not null,
      addresses jsonb not null check (jsonb_typeof(addresses) = 'array' and jsonb_array_length(addresses) > 0),
      photo_file_id uuid references files(id) on delete set null,
      verified boolean not null default false,
      testing boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    );

    create table admins (
      user_id uuid primary key references users(id) on delete cascade,
      name text not null,
      email text,
      phone_number text not null,
      photo_file_id uuid references files(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table outbox_messages (
      id bigserial primary key,
      channel text not null check (channel in ('sms','email')),
      recipient text not null,
      subject text,
      body text not null,
      created_at timestamptz not null default now()
    );

    create table audit_log (
      id bigserial primary key,
      actor_user_id uuid references users(id) on delete set null,
      action text not null,
      subject_user_id uuid,
      resource text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log, outbox_messages, admins, centres, doctors, patients, nationalities, specialties, areas,
      governorates, files, email_verifications, auth_failures, otp_codes, sessions, users;
  `.execute(db)
}
