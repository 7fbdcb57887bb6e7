import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §1: the admins' account consoles and their second factor. An admin's authenticator secret (RFC 6238) is
 * kept on their admin profile, pending until a first code proves it; the last step used makes each code single-use.
 * Patients', labs' and radios' names are searched as the doctors' are (normalize_name), through trigram indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table admins
      add column totp_secret text check (totp_secret ~ '^[A-Z2-7]{16,64}$'),
      add column totp_pending_secret text check (totp_pending_secret ~ '^[A-Z2-7]{16,64}$'),
      add column totp_last_step bigint;
    create index patients_name_trgm_idx on patients using gin (normalize_name(name) gin_trgm_ops);
    create index centres_name_trgm_idx on centres using gin (normalize_name(business_name) gin_trgm_ops);
    create index users_created_at_idx on users (created_at desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index users_created_at_idx;
    drop index centres_name_trgm_idx;
    drop index patients_name_trgm_idx;
    alter table admins drop column totp_secret, drop column totp_pending_secret, drop column totp_last_step;
  `.execute(db)
}
