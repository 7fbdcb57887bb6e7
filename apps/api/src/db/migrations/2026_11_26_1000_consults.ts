import { sql, type Kysely } from 'kysely'

/**
 * Issue 11: video consults and what they leave behind (SPEC 2.8, 3.3, 3.7, 4, 9; docs/decisions/0022). A booking
 * records when each side entered the room, when the consult started (both in), finished and was documented. The
 * call room's tokens are kept hashed. The doctor's session summary is a note, prescription items and referrals;
 * the patient rates once; the call's chat keeps messages and files of the booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings
      add column doctor_joined_at timestamptz,
      add column patient_joined_at timestamptz,
      add column started_at timestamptz,
      add column finished_at timestamptz,
      add column documented_at timestamptz;
    -- The closing job's sweep: video bookings whose window may have passed.
    create index bookings_video_live_idx on bookings (ends_at) where practice = 'video' and status in ('opened', 'going');

    -- getVideoToken's tokens (SHA-256 of the random token): they authorise one tab's signalling for one booking.
    create table call_tokens (
      token_hash bytea primary key,
      booking_id uuid not null references bookings(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      role text not null check (role in ('doctor', 'patient')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index call_tokens_expiry_idx on call_tokens (expires_at);

    create table consult_notes (
      booking_id uuid primary key references bookings(id),
      history text not null default '' check (char_length(history) <= 4000),
      examination text not null default '' check (char_length(examination) <= 4000),
      diagnosis_code text check (char_length(diagnosis_code) <= 10),
      diagnosis_text text not null default '' check (char_length(diagnosis_text) <= 500),
      note text not null default '' check (char_length(note) <= 4000),
      interview_result text not null default '' check (char_length(interview_result) <= 2000),
      -- Printed on the prescription PDF: a pharmacist checks it against us.
      verification_code text not null unique check (char_length(verification_code) between 6 and 20),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table prescription_items (
      booking_id uuid not null references bookings(id),
      position smallint not null check (position between 0 and 19),
      medicine_code text check (char_length(medicine_code) <= 40),
      drug_name text not null check (char_length(drug_name) between 1 and 120),
      form text not null default '' check (char_length(form) <= 40),
      dose text not null default '' check (char_length(dose) <= 60),
      frequency text not null default '' check (char_length(frequency) <= 80),
      duration text not null default '' check (char_length(duration) <= 60),
      instructions text not null default '' check (char_length(instructions) <= 300),
      primary key (booking_id, position)
    );

    -- SPEC 3.7 doctorReferrals, labReferrals, radioReferrals: kept so the receiving side can be built on them.
    create table referrals (
      booking_id uuid not null references bookings(id),
      position smallint not null check (position between 0 and 9),
      kind text not null check (kind in ('specialty', 'lab', 'radio')),
      specialty_id integer references specialties(id),
      doctor_id uuid references doctors(user_id),
      code text check (char_length(code) <= 40),
      name text not null default '' check (char_length(name) <= 120),
      note text not null default '' check (char_length(note) <= 500),
      primary key (booking_id, position),
      check ((kind = 'specialty') = (specialty_id is not null)),
      check (kind = 'specialty' or (doctor_id is null and char_length(name) >= 1))
    );
    create index referrals_doctor_idx on referrals (doctor_id) where doctor_id is not null;

    -- SPEC 3.3 and 4: one rating per consult.
    create table consult_ratings (
      booking_id uuid primary key references bookings(id),
      doctor_id uuid not null references doctors(user_id),
      rater_id uuid not null references users(id),
      stars smallint not null check (stars between 1 and 5),
      comment text not null default '' check (char_length(comment) <= 500),
      created_at timestamptz not null default now()
    );
    create index consult_ratings_doctor_idx on consult_ratings (doctor_id, created_at desc);
    -- The doctor's mean is kept from the sum, so it never drifts through rounding (SPEC 3.3: shown to 1 decimal).
    alter table doctors add column rating_sum integer not null default 0 check (rating_sum >= 0);
    update doctors set rating_sum = round(rating * rating_count) where rating is not null;

    -- The call's chat: a text or a file (an image or a PDF) of the booking, for its two sides and admins.
    alter table files drop constraint files_purpose_check;
    alter table files add constraint files_purpose_check
      check (purpose in ('avatar', 'idDocument', 'doctorDocument', 'consultAttachment'));
    create table call_messages (
      id uuid primary key default gen_random_uuid(),
      -- The chat's order, whatever the clock says.
      seq bigint generated always as identity,
      booking_id uuid not null references bookings(id),
      sender_id uuid not null references users(id),
      sender_role text not null check (sender_role in ('doctor', 'patient')),
      body text check (char_length(body) between 1 and 1000),
      file_id uuid references files(id) on delete cascade,
      created_at timestamptz not null default now(),
      check ((body is null) <> (file_id is null))
    );
    create index call_messages_booking_idx on call_messages (booking_id, seq);
    create index call_messages_file_idx on call_messages (file_id) where file_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table call_messages, consult_ratings, referrals, prescription_items, consult_notes, call_tokens;
    delete from files where purpose = 'consultAttachment';
    alter table files drop constraint files_purpose_check;
    alter table files add constraint files_purpose_check check (purpose in ('avatar', 'idDocument', 'doctorDocument'));
    alter table doctors drop column rating_sum;
    drop index bookings_video_live_idx;
    alter table bookings
      drop column doctor_joined_at, drop column patient_joined_at, drop column started_at,
      drop column finished_at, drop column documented_at;
  `.execute(db)
}
