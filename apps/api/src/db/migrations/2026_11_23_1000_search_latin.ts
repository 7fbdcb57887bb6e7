import { sql, type Kysely } from 'kysely'

/**
 * Doctor search by name words (issue 7 §3, docs/decisions/0008-doctor-search-name-words-and-speed.md): Latin
 * transliterations folded to one skeleton, Arabic words with and without their article, kept as a tsvector with a
 * GIN index (btree_gin puts the specialty beside it) and statistics, so the planner knows a common name from a
 * rare one. The words of every name are also kept once each, for finding a misspelt word's neighbours on
 * trigrams; the trigram search over whole names (search_name) goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The SQL twin of foldLatinWord (packages/domain/src/doctors/doctors.search-tokens.ts); a test keeps them equal.
    create function fold_latin_word(word text) returns text
    language plpgsql immutable strict parallel safe as $$
    declare
      w text := word;
    begin
      w := replace(replace(replace(replace(w, 'ph', 'f'), 'ch', 'sh'), 'ck', 'k'), 'x', 'ks');
      w := translate(w, 'qcjvp', 'kkgfb');
      if length(w) >= 4 then
        w := regexp_replace(regexp_replace(w, '([^aeiouy])e$', '\\1'), 'ah$', 'a');
      end if;
      w := regexp_replace(w, '(.)\\1+', '\\1', 'g');
      w := regexp_replace(w, '([ei])y(?=[aeiou])', '\\1', 'g');
      w := regexp_replace(w, '([^aeiouy])y', '\\1i', 'g');
      w := regexp_replace(w, '([aeiou])y(?![aeiou])', '\\1i', 'g');
      w := regexp_replace(w, 'a$', 'aA');
      w := regexp_replace(w, '([ei])$', '\\1I');
      w := regexp_replace(w, '([ou])$', '\\1U');
      if w ~ '^[^aeiou]*[aei]' then
        w := regexp_replace(w, '^([^aeiou]*)[aeiou]+', '\\1A');
      elsif w ~ '^[^aeiou]*[ou]' then
        w := regexp_replace(w, '^([^aeiou]*)[aeiou]+', '\\1U');
      end if;
      return lower(regexp_replace(w, '[aeiou]', '', 'g'));
    end
    $$;

    -- The SQL twin of nameTokens (the same file); a test keeps them equal.
    create function name_tokens(name text) returns text[]
    language plpgsql immutable strict parallel safe as $$
    declare
      t text;
      parts text[];
      joined text[] := '{}';
      tokens text[] := '{}';
      carry text := '';
      w text;
      tail text;
    begin
      t := normalize(regexp_replace(normalize(normalize_name(name), NFD), '[\\u0300-\\u036f]', '', 'g'), NFC);
      t := regexp_replace(t, '[''’‘\`ʼʿʾ]', '', 'g');
      t := regexp_replace(t, '[^a-z0-9\\u0621-\\u063a\\u0641-\\u064a\\u0671-\\u06d3]+', ' ', 'g');
      t := btrim(regexp_replace(t, '(^| )عبدال', '\\1عبد ال', 'g'));
      if t = '' then
        return '{}';
      end if;
      parts := string_to_array(t, ' ');
      for i in 1 .. cardinality(parts) loop
        w := carry || parts[i];
        carry := '';
        if i < cardinality(parts) and (w in ('el', 'al', 'abd') or w ~ '^abd[aeiou]l$') then
          carry := w;
        else
          joined := joined || w;
        end if;
      end loop;
      foreach w in array joined loop
        if w ~ '[a-z]' then
          tokens := tokens || fold_latin_word(regexp_replace(w, '^(el|al)(?=[^aeiou0-9][a-z]{2})', ''));
          tail := substring(w from '^abd(?:[aeiou]l)?([a-z]{3,})$');
          if tail is not null then
            tokens := tokens || fold_latin_word(tail);
          end if;
        else
          tokens := tokens || w;
          if w ~ '^ال..' then
            tokens := tokens || substr(w, 3);
          end if;
        end if;
      end loop;
      return array(select distinct token from unnest(tokens) as token where token <> '' order by token);
    end
    $$;

    alter table doctors add column search_vector tsvector generated always as (
      array_to_tsvector(name_tokens(name_ar) || coalesce(name_tokens(name_en), '{}'))
    ) stored;
    create index doctors_search_vector_idx on doctors using gin (specialty_id, search_vector) where verified;
    alter table doctors drop column search_name;

    -- Every word of a name, once: a misspelt search word is replaced by its nearest words here (a few hundred
    -- rows where the doctors are thousands). Words are added with the names and never removed: a word no doctor
    -- has any more only finds nobody.
    create table doctor_name_words (word text primary key);
    create index doctor_name_words_trigram_idx on doctor_name_words using gin (word gin_trgm_ops);
    insert into doctor_name_words (word)
    select distinct unnest(tsvector_to_array(search_vector)) from doctors;
    create function doctors_name_words_inserted() returns trigger language plpgsql as $$
    begin
      insert into doctor_name_words (word)
      select distinct unnest(tsvector_to_array(search_vector)) from new_rows
      on conflict do nothing;
      return null;
    end
    $$;
    create function doctors_name_words_updated() returns trigger language plpgsql as $$
    begin
      insert into doctor_name_words (word)
      select unnest(tsvector_to_array(new.search_vector))
      on conflict do nothing;
      return null;
    end
    $$;
    create trigger doctors_name_words_insert after insert on doctors
      referencing new table as new_rows for each statement execute function doctors_name_words_inserted();
    create trigger doctors_name_words_update after update of name_ar, name_en on doctors
      for each row execute function doctors_name_words_updated();

    -- Statistics on the words tell the planner a common name (walk the sort order until a page is full) from a
    -- rare one (collect its few doctors from the index, then sort).
    analyze doctors;
    analyze doctor_name_words;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger doctors_name_words_insert on doctors;
    drop trigger doctors_name_words_update on doctors;
    drop function doctors_name_words_inserted(), doctors_name_words_updated();
    drop table doctor_name_words;
    alter table doctors drop column search_vector;
    drop function name_tokens(text), fold_latin_word(text);
    alter table doctors add column search_name text generated always as (
      normalize_name(name_ar) || coalesce(' ' || normalize_name(name_en), '')
    ) stored;
    create index doctors_search_name_idx on doctors using gin (specialty_id, search_name gin_trgm_ops)
      where verified;
    alter table doctors alter column search_name set statistics 0;
  `.execute(db)
}
