import { sql, type Kysely } from 'kysely'

/**
 * Issue 43 §6 (ADR 0042, Consequences): labs and radiology at 5,000 centres, a service offered by 3,000 of them, and a
 * centre with 100,000 orders. Measured on the bench database before this migration: the catalogue search 1.9 s for a
 * word matching six tests (9 s for a kind's whole list), a service's centres 100–200 ms, a centre's tab counts 190 ms.
 *
 * - **Each offer carries its centre's listing facts** (listed: verified and account active; testing; governorate,
 *   area and location of its first address; name), copied by triggers whenever the centre or its account changes, so
 *   the centres offering a service (/labs/{serviceId}) are filtered, counted and sorted from one index of the offers
 *   of that service (index-only), and only the page's centres are read for their cards.
 * - **The catalogue search's counts are kept.** `centre_service_counts` keeps, per service, how many centres offer it
 *   and their lowest price, twice: as everyone sees them (listed, not testing) and as a testing account does (testing
 *   centres too, SPEC 6). A service's row is computed again from its offers whenever a write changes an offer's price,
 *   listing or testing flag, or adds or removes one. Computing again (not adding and subtracting) keeps the lowest
 *   price right when the cheapest offer goes; an advisory lock per service, taken before the statement that counts,
 *   makes the last writer count what every committed writer did.
 * - **A centre's order tabs carry their counts** (issue 43 §3): `centre_order_counts` keeps, per centre, its orders in
 *   each state (a booked order is 'new' until the centre opens it, then 'acknowledged'), changed by a statement
 *   trigger by each write's net change per centre and state; upcoming and to report split the acknowledged ones by the
 *   visit time, which only the past, unreported ones need counting for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table centre_offers
      add column listed boolean not null default false,
      add column testing boolean not null default false,
      add column governorate_id integer,
      add column area_id integer,
      add column latitude double precision,
      add column longitude double precision,
      add column business_name text not null default '';

    -- An offer takes its centre's facts as it is written. The centre's row and its account are share-locked, so a
    -- change to them waits for this offer's transaction, and then copies to it too.
    create function centre_offer_copy_centre() returns trigger
    language plpgsql as $$
    begin
      select c.verified and not u.deactivated, c.testing, c.governorate_id, c.area_id, c.latitude, c.longitude,
          c.business_name
        into new.listed, new.testing, new.governorate_id, new.area_id, new.latitude, new.longitude, new.business_name
      from centres c join users u on u.id = c.user_id
      where c.user_id = new.centre_user_id and c.kind = new.kind
      for share;
      -- No centre: the foreign key refuses the offer after this.
      new.listed := coalesce(new.listed, false);
      new.testing := coalesce(new.testing, false);
      new.business_name := coalesce(new.business_name, '');
      return new;
    end $$;
    create trigger centre_offers_copy_centre before insert or update of centre_user_id, kind on centre_offers
      for each row execute function centre_offer_copy_centre();

    create function centre_copy_to_offers() returns trigger
    language plpgsql as $$
    begin
      update centre_offers o
      set listed = new.verified and not u.deactivated, testing = new.testing, governorate_id = new.governorate_id,
        area_id = new.area_id, latitude = new.latitude, longitude = new.longitude, business_name = new.business_name
      from users u
      where u.id = new.user_id and o.centre_user_id = new.user_id and o.kind = new.kind;
      return null;
    end $$;
    create trigger centres_copy_to_offers after update on centres
      for each row when (
        (old.verified, old.testing, old.governorate_id, old.area_id, old.latitude, old.longitude, old.business_name)
        is distinct from
        (new.verified, new.testing, new.governorate_id, new.area_id, new.latitude, new.longitude, new.business_name)
      )
      execute function centre_copy_to_offers();

    create function account_copy_to_offers() returns trigger
    language plpgsql as $$
    begin
      update centre_offers o
      set listed = c.verified and not new.deactivated
      from centres c
      where c.user_id = new.id and o.centre_user_id = c.user_id and o.kind = c.kind;
      return null;
    end $$;
    create trigger users_copy_to_offers after update of deactivated on users
      for each row when (old.deactivated is distinct from new.deactivated)
      execute function account_copy_to_offers();

    update centre_offers o
    set listed = c.verified and not u.deactivated, testing = c.testing, governorate_id = c.governorate_id,
      area_id = c.area_id, latitude = c.latitude, longitude = c.longitude, business_name = c.business_name
    from centres c join users u on u.id = c.user_id
    where c.user_id = o.centre_user_id and c.kind = o.kind;

    -- The offers of a service by price, with all the listing filters, sorts and counts read (index-only).
    drop index centre_offers_service_idx;
    create index centre_offers_service_idx on centre_offers (service_id, price)
      include (centre_user_id, kind, insurance_price, home_collection, home_collection_price, listed, testing,
        governorate_id, area_id, latitude, longitude, business_name);

    create table centre_service_counts (
      service_id text primary key references centre_services (id) on delete cascade,
      centres integer not null,
      lowest_price integer,
      testing_centres integer not null,
      testing_lowest_price integer
    );

    create function refresh_centre_service_counts(service_ids text[]) returns void
    language plpgsql as $$
    declare
      service text;
    begin
      -- In a fixed order, so two writers never wait on each other crosswise.
      for service in select distinct id from unnest(service_ids) as id order by id loop
        perform pg_advisory_xact_lock(hashtext('centre_service_counts'), hashtext(service));
      end loop;
      -- A statement of its own: its snapshot sees what the writers this one waited for committed.
      insert into centre_service_counts as k (service_id, centres, lowest_price, testing_centres, testing_lowest_price)
      select s.id,
        count(o.service_id) filter (where o.listed and not o.testing),
        min(o.price) filter (where o.listed and not o.testing),
        count(o.service_id) filter (where o.listed),
        min(o.price) filter (where o.listed)
      from centre_services s
      left join centre_offers o on o.service_id = s.id
      where s.id = any (service_ids)
      group by s.id
      on conflict (service_id) do update set
        centres = excluded.centres,
        lowest_price = excluded.lowest_price,
        testing_centres = excluded.testing_centres,
        testing_lowest_price = excluded.testing_lowest_price
      where (k.centres, k.lowest_price, k.testing_centres, k.testing_lowest_price)
        is distinct from (excluded.centres, excluded.lowest_price, excluded.testing_centres,
          excluded.testing_lowest_price);
    end $$;

    -- Once per statement, for the services it touched (a bulk insert of offers counts each service once); an update
    -- counts again only where a price, a listing or a testing flag changed.
    create function centre_offers_refresh_counts() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_centre_service_counts(array(select service_id from new_offers));
      elsif tg_op = 'DELETE' then
        perform refresh_centre_service_counts(array(select service_id from old_offers));
      else
        perform refresh_centre_service_counts(array(
          select n.service_id from new_offers n
          left join old_offers o on o.centre_user_id = n.centre_user_id and o.service_id = n.service_id
          where (o.price, o.listed, o.testing) is distinct from (n.price, n.listed, n.testing)
          union
          select o.service_id from old_offers o
          left join new_offers n on n.centre_user_id = o.centre_user_id and n.service_id = o.service_id
          where n.service_id is null
        ));
      end if;
      return null;
    end $$;
    create trigger centre_offers_counts_insert after insert on centre_offers
      referencing new table as new_offers for each statement execute function centre_offers_refresh_counts();
    create trigger centre_offers_counts_update after update on centre_offers
      referencing old table as old_offers new table as new_offers
      for each statement execute function centre_offers_refresh_counts();
    create trigger centre_offers_counts_delete after delete on centre_offers
      referencing old table as old_offers for each statement execute function centre_offers_refresh_counts();

    select refresh_centre_service_counts(array(select id from centre_services));

    create table centre_order_counts (
      centre_user_id uuid not null,
      -- pending, new (booked, not yet opened by the centre), acknowledged (booked, opened), delivered, undelivered,
      -- canceled, failed.
      state text not null,
      -- Never below zero; no check says so, as an insert's check would refuse a decrement before it met its row.
      orders integer not null,
      primary key (centre_user_id, state)
    );

    create function centre_order_state(status text, acknowledged_at timestamptz) returns text
    language sql immutable as $$
      select case when status = 'booked' and acknowledged_at is null then 'new'
                  when status = 'booked' then 'acknowledged'
                  else status end
    $$;

    -- Adds a statement's changes (centre, state, ±1 each), netted per centre and state, in a fixed order (two writers
    -- of one centre never wait on each other crosswise); a state whose net change is nil is not written.
    create function add_centre_order_counts(centres uuid[], states text[], changes integer[]) returns void
    language sql as $$
      insert into centre_order_counts as k (centre_user_id, state, orders)
      select centre, state, sum(change)
      from unnest(centres, states, changes) as c(centre, state, change)
      group by centre, state
      having sum(change) <> 0
      order by centre, state
      on conflict (centre_user_id, state) do update set orders = k.orders + excluded.orders
    $$;

    create function centre_orders_count() returns trigger
    language plpgsql as $$
    declare
      centres uuid[];
      states text[];
      changes integer[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(centre_user_id), array_agg(centre_order_state(status, acknowledged_at)), array_agg(1)
          into centres, states, changes from new_orders;
      elsif tg_op = 'DELETE' then
        select array_agg(centre_user_id), array_agg(centre_order_state(status, acknowledged_at)), array_agg(-1)
          into centres, states, changes from old_orders;
      else
        -- Only the rows whose state moved: most updates (a result, a hold, a time stamp) change no count.
        select array_agg(c.centre), array_agg(c.state), array_agg(c.change) into centres, states, changes
        from (
          select n.centre_user_id as new_centre, centre_order_state(n.status, n.acknowledged_at) as new_state,
            o.centre_user_id as old_centre, centre_order_state(o.status, o.acknowledged_at) as old_state
          from new_orders n join old_orders o on o.id = n.id
        ) moved,
        lateral (values (new_centre, new_state, 1), (old_centre, old_state, -1)) as c(centre, state, change)
        where moved.new_state <> moved.old_state or moved.new_centre <> moved.old_centre;
      end if;
      if centres is not null then
        perform add_centre_order_counts(centres, states, changes);
      end if;
      return null;
    end $$;
    create trigger centre_orders_count_insert after insert on centre_orders
      referencing new table as new_orders for each statement execute function centre_orders_count();
    create trigger centre_orders_count_update after update on centre_orders
      referencing old table as old_orders new table as new_orders
      for each statement execute function centre_orders_count();
    create trigger centre_orders_count_delete after delete on centre_orders
      referencing old table as old_orders for each statement execute function centre_orders_count();

    insert into centre_order_counts (centre_user_id, state, orders)
    select centre_user_id, centre_order_state(status, acknowledged_at), count(*)
    from centre_orders group by 1, 2;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger centre_orders_count_delete on centre_orders;
    drop trigger centre_orders_count_update on centre_orders;
    drop trigger centre_orders_count_insert on centre_orders;
    drop function centre_orders_count();
    drop function add_centre_order_counts(uuid[], text[], integer[]);
    drop function centre_order_state(text, timestamptz);
    drop table centre_order_counts;
    drop trigger centre_offers_counts_delete on centre_offers;
    drop trigger centre_offers_counts_update on centre_offers;
    drop trigger centre_offers_counts_insert on centre_offers;
    drop function centre_offers_refresh_counts();
    drop function refresh_centre_service_counts(text[]);
    drop table centre_service_counts;
    drop index centre_offers_service_idx;
    create index centre_offers_service_idx on centre_offers (service_id, price) include (centre_user_id);
    drop trigger users_copy_to_offers on users;
    drop trigger centres_copy_to_offers on centres;
    drop trigger centre_offers_copy_centre on centre_offers;
    drop function account_copy_to_offers();
    drop function centre_copy_to_offers();
    drop function centre_offer_copy_centre();
    alter table centre_offers drop column listed, drop column testing, drop column governorate_id,
      drop column area_id, drop column latitude, drop column longitude, drop column business_name;
  `.execute(db)
}
