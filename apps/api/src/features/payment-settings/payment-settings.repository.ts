import type { PracticeKind } from '@app/domain/doctors'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

/** The channel every API instance LISTENs on to drop its copy of the payment settings (ADR 0049). */
export const paymentSettingsChannel = 'sehha_payment_settings'

export interface PaymentSettingsRow {
  doctorCutBp: number
  ePaymentSurchargeBp: number
  serviceChargeBp: number
  vatBp: number
  maxPrice: number
  updatedAt: Date | null
}

const columns = [
  'doctorCutBp',
  'ePaymentSurchargeBp',
  'serviceChargeBp',
  'vatBp',
  'maxPrice',
  'updatedAt',
] as const

/**
 * The row. `lock`: 'share' inside a transaction that stores a price computed with it (a doctor's price edit): a
 * change waits for it, and it for a change, so no price is stored under settings that are no longer in force;
 * 'update' for the change itself.
 */
export async function find(db: Database, lock?: 'share' | 'update'): Promise<PaymentSettingsRow> {
  const query = db.selectFrom('paymentSettings').select(columns)
  const locked = lock === 'share' ? query.forShare() : lock === 'update' ? query.forUpdate() : query
  return locked.executeTakeFirstOrThrow()
}

export async function update(
  db: Database,
  values: Omit<PaymentSettingsRow, 'updatedAt'> & { updatedAt: Date; updatedBy: string },
): Promise<PaymentSettingsRow> {
  return db.updateTable('paymentSettings').set(values).returning(columns).executeTakeFirstOrThrow()
}

const priceColumns = {
  video: { price: 'video_price', total: 'video_patient_price' },
  clinic: { price: 'clinic_price', total: 'clinic_patient_price' },
  home: { price: 'home_price', total: 'home_patient_price' },
} as const satisfies Record<PracticeKind, { price: string; total: string }>

/** Every doctor's price of any practice, once each (the recompute computes a total per distinct price). */
export async function distinctDoctorPrices(db: Database): Promise<number[]> {
  const { rows } = await sql<{ price: number }>`
    select video_price as price from doctors where video_price is not null
    union select clinic_price from doctors where clinic_price is not null
    union select home_price from doctors where home_price is not null
  `.execute(db)
  return rows.map((r) => r.price)
}

/**
 * ADR 0004 and 0049: each doctor's stored patient's total of one practice becomes the total given for its price
 * (`prices[i]` → `totals[i]`), one hash-joined UPDATE; rows already right are left alone. The number rewritten.
 */
export async function rewritePatientTotals(
  db: Database,
  practice: PracticeKind,
  prices: number[],
  totals: number[],
): Promise<number> {
  const { price, total } = priceColumns[practice]
  const result = await sql`
    update doctors d set ${sql.ref(total)} = m.total
    from unnest(${prices}::integer[], ${totals}::integer[]) as m (price, total)
    where ${sql.ref(`d.${price}`)} = m.price and ${sql.ref(`d.${total}`)} is distinct from m.total
  `.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/** Tells every instance the settings changed; inside a transaction it leaves only when that commits. */
export async function notifyChanged(db: Database): Promise<void> {
  await sql`select pg_notify(${paymentSettingsChannel}, 'changed')`.execute(db)
}
