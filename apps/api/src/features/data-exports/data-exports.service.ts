import { localName } from '@app/domain/catalog'
import type { ExportChoice, ExportDataset, ExportInfo, ExportList } from '@app/domain/data-exports'
import { exportDatasets } from '@app/domain/data-exports'
import { DomainError } from '@app/domain/shared'
import type { Readable } from 'node:stream'
import type { Database } from '#api/db/database'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as leadsService from '#api/features/leads/leads.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { streamCsvZip, type AddCsv, type CsvRow } from '#api/shared/csv-zip'
import * as exportsRepository from './data-exports.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * Data exports (SPEC 2.9 /dumps, 6; issue 10 §4; docs/decisions/0018): zips of CSV streamed from one snapshot of the
 * database (a read-only REPEATABLE READ transaction, each table through its own cursor), audited when asked for.
 * Patients appear by account id only; doctors, as the providers the operators deal with, by name and mobile; leads,
 * whom the operators call back, with theirs.
 */

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

type Names = (kind: 'specialties' | 'governorates', id: number | string | null) => string

interface Table {
  columns: readonly string[]
  personal: readonly string[]
  write: (ctx: RequestContext, trx: Database, add: AddCsv, names: Names) => Promise<void>
}

/** Batches of repository rows as CSV rows. */
async function* mapped<R>(batches: AsyncIterable<R[]>, row: (r: R) => CsvRow): AsyncGenerator<CsvRow[]> {
  for await (const batch of batches) yield batch.map(row)
}

const tables: Record<ExportDataset, Table> = {
  doctors: {
    // prettier-ignore
    columns: ['doctor_id', 'created_at', 'name_ar', 'name_en', 'mobile', 'specialty_id', 'specialty', 'med_title',
      'governorate', 'verified', 'testing', 'deactivated', 'submitted_at', 'reviewed_at', 'video_active',
      'video_price_piastres', 'clinic_active', 'clinic_price_piastres', 'home_active', 'home_price_piastres', 'rating',
      'rating_count'],
    personal: ['name_ar', 'name_en', 'mobile'],
    write: (_ctx, trx, add, names) =>
      add(
        'doctors.csv',
        tables.doctors.columns,
        mapped(exportsRepository.doctorBatches(trx), (d) => [
          d.userId,
          d.createdAt,
          d.nameAr,
          d.nameEn,
          d.phoneNumber,
          d.specialtyId,
          names('specialties', d.specialtyId),
          d.medTitle,
          names('governorates', d.governorateId),
          d.verified,
          d.testing,
          d.deactivated,
          d.submittedAt,
          d.reviewedAt,
          d.videoActive,
          d.videoPrice,
          d.clinicActive,
          d.clinicPrice,
          d.homeActive,
          d.homePrice,
          d.rating,
          d.ratingCount,
        ]),
      ),
  },
  patients: {
    // prettier-ignore
    columns: ['patient_id', 'created_at', 'gender', 'governorate', 'language', 'verified', 'testing', 'deactivated'],
    personal: [],
    write: (_ctx, trx, add, names) =>
      add(
        'patients.csv',
        tables.patients.columns,
        mapped(exportsRepository.patientBatches(trx), (p) => [
          p.userId,
          p.createdAt,
          p.gender,
          names('governorates', p.governorateId),
          p.language,
          p.verified,
          p.testing,
          p.deactivated,
        ]),
      ),
  },
  bookings: {
    // prettier-ignore
    columns: ['booking_id', 'created_at', 'doctor_id', 'patient_id', 'payer_id', 'for_family_member', 'practice',
      'type', 'status', 'method', 'starts_at', 'ends_at', 'doctor_price_piastres', 'service_fee_piastres',
      'vat_piastres', 'surcharge_piastres', 'discount_piastres', 'total_piastres', 'canceled', 'doctor_no_show',
      'patient_no_show'],
    personal: [],
    write: (_ctx, trx, add) =>
      add(
        'bookings.csv',
        tables.bookings.columns,
        mapped(exportsRepository.bookingBatches(trx), (b) => [
          b.id,
          b.createdAt,
          b.doctorId,
          b.patientId,
          b.payerId,
          b.forFamilyMember,
          b.practice,
          b.type,
          b.status,
          b.method,
          b.startsAt,
          b.endsAt,
          b.doctorPrice,
          b.serviceFee,
          b.vat,
          b.surcharge,
          b.discount,
          b.total,
          b.canceled,
          b.doctorNoShow,
          b.patientNoShow,
        ]),
      ),
  },
  payments: {
    // prettier-ignore
    columns: ['order_id', 'created_at', 'user_id', 'kind', 'booking_id', 'method', 'provider', 'provider_order_ref',
      'amount_piastres', 'status', 'error', 'completed_at'],
    personal: [],
    write: (_ctx, trx, add) =>
      add(
        'payments.csv',
        tables.payments.columns,
        mapped(exportsRepository.paymentBatches(trx), (o) => [
          o.id,
          o.createdAt,
          o.userId,
          o.kind,
          o.bookingId,
          o.method,
          o.provider,
          o.providerOrderRef,
          o.amount,
          o.status,
          o.error,
          o.completedAt,
        ]),
      ),
  },
  ledger: {
    // prettier-ignore
    columns: ['entry_id', 'created_at', 'transaction_id', 'transaction_kind', 'booking_id', 'order_id', 'account_kind',
      'account_owner_id', 'amount_piastres'],
    personal: [],
    write: (_ctx, trx, add) =>
      add(
        'ledger.csv',
        tables.ledger.columns,
        mapped(exportsRepository.ledgerBatches(trx), (e) => [
          e.id,
          e.createdAt,
          e.transactionId,
          e.transactionKind,
          e.bookingId,
          e.orderId,
          e.accountKind,
          e.accountOwnerId,
          e.amount,
        ]),
      ),
  },
  leads: {
    columns: leadsService.leadCsvColumns,
    personal: leadsService.leadCsvPersonalColumns,
    write: (ctx, trx, add) => leadsService.writeLeadsCsv(ctx, trx, add),
  },
}

export function listExports(ctx: SignedInContext): ExportList {
  assertAdmin(ctx)
  return {
    items: exportDatasets.map((dataset): ExportInfo => ({
      dataset,
      columns: [...tables[dataset].columns],
      personal: [...tables[dataset].personal],
    })),
  }
}

/** The zip of one dataset or of all; the request is audited before the first byte (who took what, and when). */
export async function exportData(ctx: SignedInContext, choice: ExportChoice): Promise<Readable> {
  assertAdmin(ctx)
  const datasets = choice === 'all' ? [...exportDatasets] : [choice]
  await auditService.record(ctx.db, {
    actorUserId: ctx.session.userId,
    action: 'data.export',
    resource: `exports/${choice}`,
    detail: { datasets, personal: datasets.filter((d) => tables[d].personal.length > 0) },
  })
  const catalog = await catalogService.getCatalog(ctx)
  const lookup = {
    specialties: new Map(catalog.specialties.map((s) => [s.id, localName(s, ctx.language)])),
    governorates: new Map(catalog.governorates.map((g) => [g.id, localName(g, ctx.language)])),
  }
  const names: Names = (kind, id) => (id === null ? '' : (lookup[kind].get(Number(id)) ?? ''))
  return streamCsvZip((add) =>
    ctx.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        for (const dataset of datasets) await tables[dataset].write(ctx, trx, add, names)
      }),
  )
}
