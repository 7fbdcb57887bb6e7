import { practiceKinds, patientPrice } from '@app/domain/doctors'
import type {
  PaymentSettings,
  PaymentSettingsSaved,
  PaymentSettingsView,
  UpdatePaymentSettings,
} from '@app/domain/payments'
import { DomainError } from '@app/domain/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#api/db/database'
import * as auditService from '#api/features/audit/audit.service'
import { copiesPerDatabase, NotifiedCopy } from '#api/features/realtime/realtime.service'
import type { SignedInContext } from '#api/plugins/context'
import * as repository from './payment-settings.repository'
import type { PaymentSettingsRow } from './payment-settings.repository'

/**
 * The payment settings (issue 45 §5, SPEC 3.5, 5, 7.3, 9; docs/decisions/0049). What shows a price reads them
 * through a copy per API instance, dropped by a NOTIFY sent in the change's transaction (as the dialogs are, ADR
 * 0019): every instance serves the new values once the change commits. What stores an amount — a booking, a centre
 * order, a doctor's new price — reads the row itself in its transaction (`inForce`): the total the patient was shown
 * is checked against it (PRICE_CHANGED), so what is charged is what was shown, and never under settings replaced.
 */

const copyOf = copiesPerDatabase(
  () => new NotifiedCopy<PaymentSettingsRow>(repository.paymentSettingsChannel, 'payment settings'),
)

/** This instance's LISTEN for changes of the settings; closed with the app. */
export function startCache(db: Database, log: FastifyBaseLogger) {
  return copyOf(db).listen(db, log)
}

const percentOf = (basisPoints: number) => basisPoints / 100
const basisPointsOf = (percent: number) => Math.round(percent * 100)

function toSettings(row: PaymentSettingsRow): PaymentSettings {
  return {
    doctorCutPercent: percentOf(row.doctorCutBp),
    ePaymentSurchargePercent: percentOf(row.ePaymentSurchargeBp),
    serviceChargePercent: percentOf(row.serviceChargeBp),
    vatPercent: percentOf(row.vatBp),
    maxPricePiastres: row.maxPrice,
  }
}

const toView = (row: PaymentSettingsRow): PaymentSettingsView => ({
  ...toSettings(row),
  updatedAt: row.updatedAt?.toISOString() ?? null,
})

/** The settings for showing prices (a doctor's page, a quote): this instance's copy, or the row. */
export async function current(db: Database): Promise<PaymentSettings> {
  return toSettings(await copyOf(db).read('settings', () => repository.find(db)))
}

/**
 * The settings in force in `trx`, read from the row: for storing an amount. `lockShare` in a transaction that stores
 * a price computed from them (a change then waits for it to commit, and recomputes what it stored).
 */
export async function inForce(trx: Database, lockShare = false): Promise<PaymentSettings> {
  return toSettings(await repository.find(trx, lockShare ? 'share' : undefined))
}

/** SPEC 7.3 'read publicConfigs/payment': the values in force, public as the SPEC's were. */
export async function getSettings(ctx: { db: Database }): Promise<PaymentSettingsView> {
  return toView(await copyOf(ctx.db).read('settings', () => repository.find(ctx.db)))
}

/**
 * An admin's change (ADR 0049), one transaction: the row locked and rewritten, every doctor's stored patient's
 * total recomputed with the new settings (ADR 0004), the change audited with before and after, every instance told
 * once it commits. A doctor saving a price meanwhile holds the row in share mode: one waits for the other.
 */
export async function updateSettings(
  ctx: SignedInContext,
  input: UpdatePaymentSettings,
): Promise<PaymentSettingsSaved> {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = await repository.find(trx, 'update')
    const after = await repository.update(trx, {
      doctorCutBp: basisPointsOf(input.doctorCutPercent),
      ePaymentSurchargeBp: basisPointsOf(input.ePaymentSurchargePercent),
      serviceChargeBp: basisPointsOf(input.serviceChargePercent),
      vatBp: basisPointsOf(input.vatPercent),
      maxPrice: input.maxPricePiastres,
      updatedAt: ctx.clock.now(),
      updatedBy: ctx.session.userId,
    })
    const settings = toSettings(after)
    // One total per distinct price, computed by the domain's patientPrice (the one formula), then written by SQL.
    const prices = await repository.distinctDoctorPrices(trx)
    const totals = prices.map((price) => patientPrice(price, settings).total)
    let recomputedPrices = 0
    for (const practice of practiceKinds)
      recomputedPrices += await repository.rewritePatientTotals(trx, practice, prices, totals)
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'paymentSettings.update',
      resource: 'payment-settings',
      detail: { before: toSettings(before), after: settings, recomputedPrices },
    })
    await repository.notifyChanged(trx)
    return { ...toView(after), recomputedPrices }
  })
  // This instance drops its copy at once; the others when the NOTIFY reaches them (milliseconds).
  copyOf(ctx.db).drop()
  ctx.log.info({ recomputedPrices: saved.recomputedPrices }, 'payment settings changed')
  return saved
}
