import { sql, type Kysely } from 'kysely'

/**
 * Issue 43 with issue 12 §2's rule (docs/decisions/0044): the patient side of a lab test's or scan's order paid by
 * card chooses, when it cancels, whether its refund goes to the wallet or back to the card, as for a doctor booking.
 * - `centre_orders.refund_to`: where a refund went (wallet or card); null when nothing was refunded. The orders
 *   refunded so far were refunded to the wallet.
 * - `payment_refunds`: a card refund is of a booking or of a centre order, once per one (unique keys in place of the
 *   booking's primary key), written as being sent before the provider is asked, as before.
 * (At most one live payment order per centre order, which a refused payment's retry needs, has held since
 * 2026_12_05_0100: payment_orders_centre_order_live_key.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table centre_orders add column refund_to text check (refund_to in ('wallet', 'card'));
    update centre_orders set refund_to = 'wallet' where refund > 0;
    alter table centre_orders add constraint centre_orders_refund_to_refund_check
      check ((refund_to is not null) = (coalesce(refund, 0) > 0));

    alter table payment_refunds drop constraint payment_refunds_pkey;
    alter table payment_refunds alter column booking_id drop not null;
    alter table payment_refunds
      add column centre_order_id uuid references centre_orders (id),
      add constraint payment_refunds_booking_key unique (booking_id),
      add constraint payment_refunds_centre_order_key unique (centre_order_id),
      add constraint payment_refunds_subject_check check ((booking_id is null) <> (centre_order_id is null));
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from payment_refunds where centre_order_id is not null;
    alter table payment_refunds
      drop constraint payment_refunds_subject_check,
      drop constraint payment_refunds_centre_order_key,
      drop constraint payment_refunds_booking_key,
      drop column centre_order_id;
    alter table payment_refunds alter column booking_id set not null;
    alter table payment_refunds add primary key (booking_id);

    alter table centre_orders drop constraint centre_orders_refund_to_refund_check;
    alter table centre_orders drop column refund_to;
  `.execute(db)
}
