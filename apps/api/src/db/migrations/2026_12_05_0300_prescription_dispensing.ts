import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §4 (docs/decisions/0045): a prescription any pharmacy can check. Its public verification code becomes
 * 10 characters of Crockford's base 32 (50 random bits; the 8 characters of 31 letters it had carried 40), printed
 * with a QR code on the PDF; a private 6-digit dispense code, which the patient holds, lets a pharmacist mark it
 * dispensed, once. Every note written so far gets both, made here from PostgreSQL's strong random source
 * (gen_random_uuid: 122 random bits, of which the bytes used below are all random). The product is not launched:
 * no printed code is lost, and a PDF kept with an old code is rendered anew (its input changed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table consult_notes
      add column dispense_code text,
      add column dispensed_at timestamptz;

    -- The subqueries name the row (n.booking_id), so PostgreSQL draws new random bytes for each note.
    update consult_notes n set
      verification_code = (
        select substr(c, 1, 5) || '-' || substr(c, 6, 5)
        from (
          select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(r.b, i) & 31) + 1, 1), '' order by i) as c
          -- Bytes 6 and 8 of a version 4 UUID hold its version and variant bits: left out.
          from (select uuid_send(gen_random_uuid()) as b where n.booking_id is not null) r,
            unnest(array[0, 1, 2, 3, 4, 9, 10, 11, 12, 13]) as i
        ) code
      ),
      dispense_code = (
        select lpad(
          ((get_byte(r.b, 0)::bigint << 24 | get_byte(r.b, 1) << 16 | get_byte(r.b, 2) << 8 | get_byte(r.b, 3))
            % 1000000)::text,
          6, '0')
        from (select uuid_send(gen_random_uuid()) as b where n.booking_id is not null) r
      );

    alter table consult_notes
      alter column dispense_code set not null,
      add constraint consult_notes_dispense_code_check check (dispense_code ~ '^[0-9]{6}$'),
      drop constraint consult_notes_verification_code_check,
      add constraint consult_notes_verification_code_check
        check (verification_code ~ '^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$');
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table consult_notes
      drop constraint consult_notes_verification_code_check,
      add constraint consult_notes_verification_code_check
        check (char_length(verification_code) between 6 and 20),
      drop column dispense_code,
      drop column dispensed_at;
  `.execute(db)
}
