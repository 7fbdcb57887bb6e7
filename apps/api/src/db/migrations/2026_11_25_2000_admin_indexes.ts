import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §6: the admins' doctor list at 100,000 doctors (npm run bench, BENCH_ONLY=admin). Without these, every
 * page sorted the whole table (page 200: p95 325 ms) and a name search ran normalize_name twice on every row
 * (محمد: p95 2.7 s).
 * - The list's order (doctor-reviews.repository.ts: waiting first, oldest submission first, then the newest
 *   accounts), as an index on the same expressions: a page is read in order, page 200 walks 5,000 entries.
 * - The name search's expression, exactly as the repository writes it, with trigrams: the matching doctors are
 *   found in the index; each is still rechecked (a LIKE on trigrams is lossy), so a name thousands share still costs
 *   80–130 ms, mostly to count (docs/decisions/0017, Figures: the fix is a stored column, a code change). Its
 *   statistics at 1,000 rather than 100: with 100 the planner guessed ~800 doctors for a name nobody has and walked
 *   the list's order evaluating the expression on every doctor (1.8 s); with 1,000 it guesses a few and asks this
 *   index (under 1 ms). Analysed here, so the first searches after the migration plan on these statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index doctors_review_list_idx
      on doctors ((submitted_at is not null and not verified) desc, submitted_at, created_at desc, user_id);
    create index doctors_review_name_trgm_idx on doctors
      using gin ((normalize_name(name_ar) || ' ' || coalesce(normalize_name(name_en), '')) gin_trgm_ops);
    alter index doctors_review_name_trgm_idx alter column 1 set statistics 1000;
    analyze doctors;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index doctors_review_name_trgm_idx;
    drop index doctors_review_list_idx;
  `.execute(db)
}
