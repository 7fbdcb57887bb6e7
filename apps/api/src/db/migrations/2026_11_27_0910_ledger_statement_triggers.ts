import { sql, type Kysely } from 'kysely'

/**
 * ADR 0025: the ledger's two entry triggers run once per statement instead of once per entry. A group of bookings
 * posts its payments in one statement (four entries each); per entry, the balance check at commit alone was a tenth
 * of a booking's database time.
 *
 * - The balances: each user account the statement touched is locked in id order (two postings never deadlock) and
 *   moved by the sum of its new entries, once. The wallet check still refuses an overdraft.
 * - The balance check: every ledger transaction the statement wrote to must sum to zero over all its entries and
 *   have at least two. It runs when the statement ends, not at commit, so a transaction's entries go in together,
 *   as `postTransactions` writes them; an entry added later to a posted transaction unbalances it and is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger ledger_entries_apply on ledger_entries;
    drop trigger ledger_entries_balanced on ledger_entries;
    drop function ledger_entry_apply(), ledger_transaction_balanced();

    create function ledger_entries_apply() returns trigger language plpgsql as $$
    begin
      perform 1 from ledger_accounts
        where id in (select account_id from new_entries) and owner_id is not null
        order by id for no key update;
      update ledger_accounts a set balance = a.balance + moved.amount
        from (select account_id, sum(amount) as amount from new_entries group by account_id) moved
        where a.id = moved.account_id and a.owner_id is not null;
      return null;
    end
    $$;
    create trigger ledger_entries_apply after insert on ledger_entries
      referencing new table as new_entries for each statement execute function ledger_entries_apply();

    create function ledger_entries_balanced() returns trigger language plpgsql as $$
    declare
      unbalanced record;
    begin
      select t.transaction_id, sums.total, sums.lines into unbalanced
        from (select distinct transaction_id from new_entries) t
        cross join lateral (
          select coalesce(sum(e.amount), 0) as total, count(*) as lines
          from ledger_entries e where e.transaction_id = t.transaction_id
        ) sums
        where sums.total <> 0 or sums.lines < 2
        limit 1;
      if found then
        raise exception 'ledger transaction % is unbalanced (sum %, % entries)',
          unbalanced.transaction_id, unbalanced.total, unbalanced.lines
          using errcode = '23514', constraint = 'ledger_transaction_balanced';
      end if;
      return null;
    end
    $$;
    create trigger ledger_entries_balanced after insert on ledger_entries
      referencing new table as new_entries for each statement execute function ledger_entries_balanced();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger ledger_entries_apply on ledger_entries;
    drop trigger ledger_entries_balanced on ledger_entries;
    drop function ledger_entries_apply(), ledger_entries_balanced();

    create function ledger_entry_apply() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount where id = new.account_id and owner_id is not null;
      return null;
    end
    $$;
    create trigger ledger_entries_apply after insert on ledger_entries
      for each row execute function ledger_entry_apply();

    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    declare
      total numeric;
      lines integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, lines
        from ledger_entries where transaction_id = new.transaction_id;
      if total <> 0 or lines < 2 then
        raise exception 'ledger transaction % is unbalanced (sum %, % entries)', new.transaction_id, total, lines
          using errcode = '23514', constraint = 'ledger_transaction_balanced';
      end if;
      return null;
    end
    $$;
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_transaction_balanced();
  `.execute(db)
}
