import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §5, SPEC 3.5, 5, 7.3 and 9 (docs/decisions/0049): the payment settings, one row — the doctor's cut, the
 * e-payment surcharge, the service charge on a centre's price and VAT, in basis points (hundredths of a percent, so
 * every amount is computed in whole numbers), and the company's maximum price in piastres. Seeded with the SPEC 9
 * defaults the domain's `defaultPaymentSettings` holds, which the stored patients' prices were computed with. Each
 * change is audited (audit_log, 'paymentSettings.update', with before and after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_settings (
      id boolean primary key default true check (id),
      doctor_cut_bp integer not null check (doctor_cut_bp between 1 and 10000),
      e_payment_surcharge_bp integer not null check (e_payment_surcharge_bp between 0 and 10000),
      service_charge_bp integer not null check (service_charge_bp between 0 and 10000),
      vat_bp integer not null check (vat_bp between 0 and 10000),
      max_price integer not null check (max_price > 0),
      updated_at timestamptz,
      updated_by uuid references users (id) on delete set null
    );
    insert into payment_settings (doctor_cut_bp, e_payment_surcharge_bp, service_charge_bp, vat_bp, max_price)
      values (6272, 355, 1000, 1400, 1000000);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_settings`.execute(db)
}
