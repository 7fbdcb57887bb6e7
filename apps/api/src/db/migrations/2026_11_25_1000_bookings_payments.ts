import { sql, type Kysely } from 'kysely'

/**
 * Issue 9: bookings that can be created and paid for, payment orders, and a double-entry ledger (SPEC 3.3, 3.5,
 * 4, 7.2). The database guards the invariants (ARCHITECTURE): a pending booking holds its slot through the same
 * exclusion constraint as a confirmed one; every ledger transaction balances to zero when its database
 * transaction commits; a wallet never goes below zero; a posting's idempotency key is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings drop constraint bookings_no_overlap;
    alter table bookings drop constraint bookings_status_check;
    alter table bookings
      add constraint bookings_status_check
        check (status in ('pending', 'opened', 'going', 'finished', 'failed', 'canceled')),
      -- SPEC 3.3. The medical file the booking is for is patient_id; the account holder who pays is payer_id.
      add column payer_id uuid references users(id),
      add column type text not null default 'initial' check (type in ('initial', 'followUp')),
      add column complaint text not null default '' check (char_length(complaint) <= 256),
      add column method text check (method in ('free', 'wallet', 'card', 'mobileWallet', 'kiosk')),
      -- Money in piastres: the one pricing function's lines (bookingPrice), kept as charged.
      add column doctor_price integer not null default 0 check (doctor_price >= 0),
      add column service_fee integer not null default 0 check (service_fee >= 0),
      add column vat integer not null default 0 check (vat >= 0),
      add column surcharge integer not null default 0 check (surcharge >= 0),
      add column discount integer not null default 0 check (discount >= 0),
      add column total integer not null default 0 check (total >= 0),
      add constraint bookings_total_adds_up check (doctor_price + service_fee + vat + surcharge - discount = total),
      -- SPEC 3.3: the device's time zone and offset when the patient booked.
      add column time_zone text check (char_length(time_zone) <= 64),
      add column timezone_offset_minutes integer check (timezone_offset_minutes between -840 and 840),
      -- A pending booking holds its slot until this instant; a job fails it then if it is still unpaid.
      add column hold_expires_at timestamptz,
      add column canceled boolean not null default false,
      add column doctor_no_show boolean not null default false,
      add column patient_no_show boolean not null default false,
      add column visited_by_doctor boolean not null default false,
      add column visited_by_patient boolean not null default false,
      add column updated_at timestamptz not null default now(),
      add constraint bookings_pending_has_hold check (status <> 'pending' or hold_expires_at is not null),
      -- Two live bookings of one doctor never overlap; a booking waiting for its payment is live.
      add constraint bookings_no_overlap exclude using gist (doctor_id with =, tstzrange(starts_at, ends_at) with &&)
        where (status in ('pending', 'opened', 'going'));
    update bookings set payer_id = patient_id;
    alter table bookings alter column payer_id set not null;
    create index bookings_payer_idx on bookings (payer_id, created_at desc);
    create index bookings_pending_hold_idx on bookings (hold_expires_at) where status = 'pending';

    -- SPEC 3.5: payment orders. Card data never reaches us; the billing details (SPEC 5) are kept for the receipt.
    create table payment_orders (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id),
      kind text not null check (kind in ('bookingPay', 'cashIn')),
      booking_id uuid references bookings(id),
      method text not null check (method in ('card', 'mobileWallet', 'kiosk')),
      provider text not null check (provider in ('sandbox', 'paymob')),
      amount integer not null check (amount > 0),
      status text not null default 'pending' check (status in ('pending', 'completed', 'error', 'timeout')),
      -- The provider's id for the order (Paymob's order id) and, for kiosk, the reference the payer takes to it.
      provider_order_ref text,
      kiosk_reference text,
      billing jsonb,
      expires_at timestamptz not null,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      completed_at timestamptz,
      check ((kind = 'bookingPay') = (booking_id is not null))
    );
    create index payment_orders_user_idx on payment_orders (user_id, created_at desc);
    create unique index payment_orders_booking_key on payment_orders (booking_id) where booking_id is not null;
    create unique index payment_orders_provider_ref_key on payment_orders (provider, provider_order_ref)
      where provider_order_ref is not null;

    -- Every callback as received, valid or not: refused ones are kept for investigation.
    create table payment_callbacks (
      id bigint generated always as identity primary key,
      provider text not null,
      order_id uuid references payment_orders(id),
      transaction_ref text,
      success boolean,
      valid boolean not null,
      outcome text not null,
      payload jsonb not null,
      received_at timestamptz not null default now()
    );
    create index payment_callbacks_order_idx on payment_callbacks (order_id);

    -- The ledger (SPEC 3.5, 7.3). Amounts are signed piastres; the balances of all accounts sum to zero.
    create table ledger_accounts (
      id bigint generated always as identity primary key,
      kind text not null check (kind in (
        'wallet', 'doctorHeld', 'doctorEarnings', 'platformFees', 'vatPayable', 'gatewayClearing', 'refunds'
      )),
      owner_id uuid references users(id),
      -- Kept for users' accounts only (see ledger_entry_apply); 0 for the platform's.
      balance bigint not null default 0,
      -- A user's wallet and a doctor's earnings belong to someone; the platform's accounts do not.
      check ((kind in ('wallet', 'doctorHeld', 'doctorEarnings')) = (owner_id is not null)),
      constraint ledger_wallet_not_negative check (kind <> 'wallet' or balance >= 0)
    );
    create unique index ledger_accounts_owner_key on ledger_accounts (kind, owner_id) where owner_id is not null;
    create unique index ledger_accounts_platform_key on ledger_accounts (kind) where owner_id is null;
    insert into ledger_accounts (kind) values ('platformFees'), ('vatPayable'), ('gatewayClearing'), ('refunds');

    create table ledger_transactions (
      id uuid primary key default gen_random_uuid(),
      idempotency_key text not null unique,
      -- SPEC 3.5 transaction types.
      kind text not null check (kind in ('cashIn', 'cashOut', 'visitPay', 'visitReceive', 'visitRefund')),
      booking_id uuid references bookings(id),
      order_id uuid references payment_orders(id),
      created_at timestamptz not null default now()
    );
    create index ledger_transactions_booking_idx on ledger_transactions (booking_id);

    create table ledger_entries (
      id bigint generated always as identity primary key,
      transaction_id uuid not null references ledger_transactions(id),
      account_id bigint not null references ledger_accounts(id),
      amount bigint not null check (amount <> 0),
      created_at timestamptz not null default now()
    );
    create index ledger_entries_account_idx on ledger_entries (account_id, id desc);
    create index ledger_entries_transaction_idx on ledger_entries (transaction_id);

    -- Entries are written once. A user's account keeps its balance beside it (the wallet check refuses an
    -- overdraft there); the platform's few accounts, touched by every payment, are summed from their entries
    -- instead, so concurrent payments never queue on one row.
    create function ledger_entry_apply() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount where id = new.account_id and owner_id is not null;
      return null;
    end
    $$;
    create trigger ledger_entries_apply after insert on ledger_entries
      for each row execute function ledger_entry_apply();

    -- Checked at commit, once all of a transaction's entries are in: a transaction that does not sum to zero, or
    -- has fewer than two entries, is refused and the whole database transaction rolls back.
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

    create function ledger_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries and transactions are never changed or deleted' using errcode = '42501';
    end
    $$;
    create trigger ledger_entries_immutable before update or delete on ledger_entries
      for each row execute function ledger_immutable();
    create trigger ledger_transactions_immutable before update or delete on ledger_transactions
      for each row execute function ledger_immutable();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table ledger_entries, ledger_transactions, ledger_accounts, payment_callbacks, payment_orders;
    drop function ledger_entry_apply(), ledger_transaction_balanced(), ledger_immutable();
    delete from bookings where status = 'pending';
    alter table bookings drop constraint bookings_no_overlap;
    alter table bookings drop constraint bookings_status_check;
    alter table bookings
      drop column payer_id, drop column type, drop column complaint, drop column method,
      drop column doctor_price, drop column service_fee, drop column vat, drop column surcharge,
      drop column discount, drop column total, drop column time_zone, drop column timezone_offset_minutes,
      drop column hold_expires_at, drop column canceled, drop column doctor_no_show, drop column patient_no_show,
      drop column visited_by_doctor, drop column visited_by_patient, drop column updated_at,
      add constraint bookings_status_check check (status in ('opened', 'going', 'finished', 'failed', 'canceled')),
      add constraint bookings_no_overlap exclude using gist (doctor_id with =, tstzrange(starts_at, ends_at) with &&)
        where (status in ('opened', 'going'));
  `.execute(db)
}
