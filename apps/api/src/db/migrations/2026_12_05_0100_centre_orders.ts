import { sql, type Kysely } from 'kysely'

/**
 * Issue 43 §2–§5 (docs/decisions/0044): a patient's order of one test or scan at a centre (SPEC 3.3 Order), its
 * report versions, and its money on the existing rails: a payment order pays a centre order as it pays a booking,
 * and the ledger's transactions name the centre order they move money for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table centre_orders (
      id uuid primary key default gen_random_uuid(),
      centre_user_id uuid not null,
      kind text not null,
      service_id text not null,
      -- The account that pays, and the medical file it is for (an account, and a dependent of it), as bookings.
      payer_id uuid not null references users(id),
      patient_id uuid not null references users(id),
      dependent_id uuid,
      -- The doctor's referral it answers (a session summary's lab or radio referral): that doctor reads the report.
      referral_booking_id uuid,
      referral_position smallint,
      status text not null check (status in ('pending', 'booked', 'delivered', 'undelivered', 'canceled', 'failed')),
      place text not null check (place in ('centre', 'home')),
      address text check (char_length(address) between 5 and 300),
      starts_at timestamptz not null,
      note text not null default '' check (char_length(note) <= 256),
      insurance boolean not null default false,
      method text not null check (method in ('free', 'wallet', 'card', 'mobileWallet', 'kiosk')),
      -- Piastres, as charged: the centre's price (its insurance price when insured) and the home-collection extra,
      -- then the one pricing function's lines (centreOrderPrice).
      price integer not null check (price >= 0),
      home_collection_price integer not null default 0 check (home_collection_price >= 0),
      centre_share integer not null check (centre_share >= 0),
      service_fee integer not null check (service_fee >= 0),
      vat integer not null check (vat >= 0),
      surcharge integer not null check (surcharge >= 0),
      discount integer not null check (discount >= 0),
      total integer not null check (total >= 0),
      time_zone text check (char_length(time_zone) <= 64),
      hold_expires_at timestamptz,
      acknowledged_at timestamptz,
      canceled_by text check (canceled_by in ('patient', 'centre', 'admin')),
      cancel_reason text check (char_length(cancel_reason) <= 300),
      refund integer check (refund >= 0),
      delivered_at timestamptz,
      -- A lab's values beside the PDF (issue 43 §4): [{ test, value, unit, low, high }].
      results jsonb not null default '[]'::jsonb,
      -- For the centre's search: the name search's normalisation of the patient's name and phone and the test's
      -- names, written once when the order is made.
      search_text text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (centre_user_id, kind) references centres (user_id, kind),
      foreign key (service_id, kind) references centre_services (id, kind),
      foreign key (dependent_id, patient_id) references dependents (id, holder_id),
      foreign key (referral_booking_id, referral_position) references referrals (booking_id, position),
      check (place = 'centre' or kind = 'lab'),
      check ((place = 'home') = (address is not null)),
      check (centre_share + service_fee + vat + surcharge - discount = total),
      check (price + home_collection_price = centre_share + service_fee + vat),
      check (status <> 'pending' or hold_expires_at is not null),
      check ((status = 'delivered') = (delivered_at is not null)),
      check ((status = 'canceled') = (canceled_by is not null))
    );
    -- The centre's tabs, newest visit first, and its counts (issue 43 §3, §6: 100,000 orders p95 < 20 ms).
    create index centre_orders_centre_idx on centre_orders (centre_user_id, status, starts_at desc, id desc);
    create index centre_orders_centre_new_idx on centre_orders (centre_user_id, starts_at desc, id desc)
      where status = 'booked' and acknowledged_at is null;
    create index centre_orders_search_idx on centre_orders using gin (search_text gin_trgm_ops);
    create index centre_orders_payer_idx on centre_orders (payer_id, created_at desc);
    create index centre_orders_patient_idx on centre_orders (patient_id, created_at desc);
    create index centre_orders_referral_idx on centre_orders (referral_booking_id)
      where referral_booking_id is not null;
    create index centre_orders_pending_hold_idx on centre_orders (hold_expires_at) where status = 'pending';

    alter table files drop constraint files_purpose_check;
    alter table files add constraint files_purpose_check
      check (purpose in ('avatar', 'idDocument', 'doctorDocument', 'consultAttachment', 'centreReport'));

    -- Report versions: one before delivery is replaced; after delivery a correction is a new version, all kept.
    create table centre_order_reports (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references centre_orders (id),
      version integer not null check (version >= 1),
      file_id uuid not null references files (id),
      created_at timestamptz not null default now(),
      submitted_at timestamptz,
      unique (order_id, version)
    );

    alter table payment_orders drop constraint payment_orders_kind_check;
    alter table payment_orders drop constraint payment_orders_check;
    alter table payment_orders
      add column centre_order_id uuid references centre_orders (id),
      add constraint payment_orders_kind_check check (kind in ('bookingPay', 'cashIn', 'centreOrderPay')),
      add constraint payment_orders_subject_check check (
        ((kind = 'bookingPay') = (booking_id is not null))
        and ((kind = 'centreOrderPay') = (centre_order_id is not null))
      );
    create unique index payment_orders_centre_order_live_key on payment_orders (centre_order_id)
      where centre_order_id is not null and status in ('pending', 'completed');
    create index payment_orders_centre_order_idx on payment_orders (centre_order_id, created_at desc)
      where centre_order_id is not null;

    alter table ledger_transactions add column centre_order_id uuid references centre_orders (id);
    create index ledger_transactions_centre_order_idx on ledger_transactions (centre_order_id)
      where centre_order_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_transactions drop column centre_order_id;
    delete from payment_callbacks where order_id in (select id from payment_orders where kind = 'centreOrderPay');
    delete from payment_orders where kind = 'centreOrderPay';
    alter table payment_orders drop constraint payment_orders_subject_check;
    alter table payment_orders drop constraint payment_orders_kind_check;
    alter table payment_orders drop column centre_order_id;
    alter table payment_orders
      add constraint payment_orders_kind_check check (kind in ('bookingPay', 'cashIn')),
      add constraint payment_orders_check check ((kind = 'bookingPay') = (booking_id is not null));
    drop table centre_order_reports;
    drop table centre_orders;
    delete from files where purpose = 'centreReport';
    alter table files drop constraint files_purpose_check;
    alter table files add constraint files_purpose_check
      check (purpose in ('avatar', 'idDocument', 'doctorDocument', 'consultAttachment'));
  `.execute(db)
}
