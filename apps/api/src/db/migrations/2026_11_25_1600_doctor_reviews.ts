import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §1: the admins review doctors' profiles. A returned profile keeps the reason the doctor reads; who decided
 * and when is kept on the doctor and, with what changed, in the audit log (its new `detail`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table doctors
      add column review_note text check (char_length(review_note) <= 1000),
      add column reviewed_at timestamptz,
      add column reviewed_by uuid references users(id) on delete set null;
    -- The review queue: submitted and not yet verified, oldest first.
    create index doctors_review_queue_idx on doctors (submitted_at) where submitted_at is not null and not verified;
    alter table audit_log add column detail jsonb;
    create index audit_log_subject_idx on audit_log (subject_user_id, created_at desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index audit_log_subject_idx;
    alter table audit_log drop column detail;
    drop index doctors_review_queue_idx;
    alter table doctors drop column review_note, drop column reviewed_at, drop column reviewed_by;
  `.execute(db)
}
