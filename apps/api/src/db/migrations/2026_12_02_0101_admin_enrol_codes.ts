import { sql, type Kysely } from 'kysely'

/** Issue 41 §1: a code texted to an admin's phone unlocks their authenticator's setup (purpose `adminEnrol`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table otp_codes drop constraint otp_codes_purpose_check;
    alter table otp_codes add constraint otp_codes_purpose_check
      check (purpose in ('signUp', 'resetPassword', 'changePhone', 'adminEnrol'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from otp_codes where purpose = 'adminEnrol';
    alter table otp_codes drop constraint otp_codes_purpose_check;
    alter table otp_codes add constraint otp_codes_purpose_check
      check (purpose in ('signUp', 'resetPassword', 'changePhone'));
  `.execute(db)
}
