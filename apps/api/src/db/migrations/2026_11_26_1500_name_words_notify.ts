import { sql, type Kysely } from 'kysely'

/**
 * Issue 7 §3: each API instance keeps a copy of the doctors' name words (doctor_name_words) to skip the ways of a
 * name search that cannot find anybody (docs/decisions/0008). A name change that adds a word tells every instance
 * (NOTIFY, sent when the transaction commits) so that it drops its copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function doctors_name_words_inserted() returns trigger language plpgsql as $$
    declare added integer;
    begin
      insert into doctor_name_words (word)
      select distinct unnest(tsvector_to_array(search_vector)) from new_rows
      on conflict do nothing;
      get diagnostics added = row_count;
      if added > 0 then perform pg_notify('sehha_name_words', ''); end if;
      return null;
    end
    $$;
    create or replace function doctors_name_words_updated() returns trigger language plpgsql as $$
    declare added integer;
    begin
      insert into doctor_name_words (word)
      select unnest(tsvector_to_array(new.search_vector))
      on conflict do nothing;
      get diagnostics added = row_count;
      if added > 0 then perform pg_notify('sehha_name_words', ''); end if;
      return null;
    end
    $$;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function doctors_name_words_inserted() returns trigger language plpgsql as $$
    begin
      insert into doctor_name_words (word)
      select distinct unnest(tsvector_to_array(search_vector)) from new_rows
      on conflict do nothing;
      return null;
    end
    $$;
    create or replace function doctors_name_words_updated() returns trigger language plpgsql as $$
    begin
      insert into doctor_name_words (word)
      select unnest(tsvector_to_array(new.search_vector))
      on conflict do nothing;
      return null;
    end
    $$;
  `.execute(db)
}
