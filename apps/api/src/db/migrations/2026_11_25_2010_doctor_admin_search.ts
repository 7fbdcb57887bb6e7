import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §6: the admins' name search at 100,000 doctors. The trigram index of 2026_11_25_2000 was on an expression,
 * so every match was checked again by running normalize_name on it (a name thousands share, محمد: p95 91–128 ms,
 * mostly to count). The normalised names are now a stored column with the trigram index on it: the recheck reads
 * the column (the count: ~7 ms in psql at that size).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table doctors add column admin_search text generated always as (
      normalize_name(name_ar) || ' ' || coalesce(normalize_name(name_en), '')
    ) stored;
    drop index doctors_review_name_trgm_idx;
    create index doctors_admin_search_trgm_idx on doctors using gin (admin_search gin_trgm_ops);
    alter table doctors alter column admin_search set statistics 1000;
    analyze doctors;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index doctors_admin_search_trgm_idx;
    alter table doctors drop column admin_search;
    create index doctors_review_name_trgm_idx on doctors
      using gin ((normalize_name(name_ar) || ' ' || coalesce(normalize_name(name_en), '')) gin_trgm_ops);
    alter index doctors_review_name_trgm_idx alter column 1 set statistics 1000;
  `.execute(db)
}
