import { localName } from '@app/domain/catalog'
import { normalizeName } from '@app/domain/doctors'
import {
  leadPageSize,
  mapUrlOf,
  type CreateLead,
  type Lead,
  type LeadList,
  type LeadListQuery,
  type LeadReceipt,
  type UpdateLead,
} from '@app/domain/leads'
import { cairoDateTime, DomainError } from '@app/domain/shared'
import type { Readable } from 'node:stream'
import * as catalogService from '#api/features/catalog/catalog.service'
import type { Database } from '#api/db/database'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { streamCsvZip, type AddCsv, type CsvRow } from '#api/shared/csv-zip'
import * as leadsRepository from './leads.repository'
import type { LeadRow } from './leads.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * Home-visit leads (SPEC 3.6, 2.9, 4; issue 10 §2; docs/decisions/0018). A patient, or a visitor who has not signed
 * up, asks for a doctor at home; the admins list them, call back, flip the closed/quote and registered toggles (each
 * saved at once and audited) and download them all as a zip of CSV.
 */

/** Leads one mobile may leave in a day: a second thought or a retry passes, a flood does not (on every instance). */
const leadsPerMobilePerDay = 3
const day = 86_400_000

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  name: row.name,
  mobile: row.mobile,
  specialtyId: row.specialtyId,
  governorateId: row.governorateId,
  areaId: row.areaId,
  latitude: row.latitude,
  longitude: row.longitude,
  locationUrl: mapUrlOf(row.latitude, row.longitude),
  addressNote: row.addressNote,
  fromPatient: row.userId !== null,
  closed: row.closed,
  registration: row.registration,
})

/**
 * A visitor's or a patient's request (docs/decisions/0018: visitors too, as the wizard is open to them). Signed in,
 * only as a patient, and the lead is that patient's own: the account is the session's, never the request's.
 */
export async function createLead(ctx: RequestContext, input: CreateLead): Promise<LeadReceipt> {
  const session = ctx.session
  if (session && session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const issues = await catalogService.placeIssues(
    ctx,
    { governorateId: input.governorateId, areaId: input.areaId },
    '',
  )
  if (input.specialtyId !== null && !(await catalogService.findSpecialty(ctx, input.specialtyId)))
    issues.push(catalogService.unknownReference('specialtyId'))
  if (issues.length) throw new DomainError('VALIDATION_FAILED', {}, issues)
  const now = ctx.clock.now()
  const recent = await leadsRepository.countByMobileSince(ctx.db, input.mobile, new Date(now.getTime() - day))
  if (recent >= leadsPerMobilePerDay) throw new DomainError('RATE_LIMITED', { seconds: 3600 })
  const created = await leadsRepository.insert(ctx.db, {
    name: input.name,
    mobile: input.mobile,
    specialtyId: input.specialtyId,
    governorateId: input.governorateId,
    areaId: input.areaId,
    latitude: input.latitude,
    longitude: input.longitude,
    addressNote: input.addressNote,
    userId: session?.userId ?? null,
    // Asked while signed in: the person has an account already.
    registration: session !== null,
  })
  return { id: created.id, createdAt: created.createdAt.toISOString() }
}

/** A mobile number as typed (digits, with or without its leading 0) or a name. */
function searchOf(q: string | undefined): { name?: string; mobile?: string } {
  if (!q) return {}
  const digits = q.replace(/[\s-]/g, '')
  if (/^\+?\d+$/.test(digits)) {
    const local = digits.replace(/^\+?20(?=1)/, '')
    return { mobile: local.startsWith('1') ? `0${local}` : local }
  }
  return { name: normalizeName(q) }
}

export async function listLeads(ctx: SignedInContext, query: LeadListQuery): Promise<LeadList> {
  assertAdmin(ctx)
  const { rows, total } = await leadsRepository.list(ctx.db, {
    ...searchOf(query.q),
    limit: leadPageSize,
    offset: (query.page - 1) * leadPageSize,
  })
  return { items: rows.map(toLead), total, page: query.page, pageSize: leadPageSize }
}

/** One toggle flipped (SPEC 4: saved immediately), with its audit entry, in one transaction. */
export async function updateLead(ctx: SignedInContext, leadId: string, change: UpdateLead): Promise<Lead> {
  assertAdmin(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const before = await leadsRepository.lock(trx, leadId)
    if (!before) throw new DomainError('NOT_FOUND')
    const now = ctx.clock.now()
    await leadsRepository.update(trx, leadId, change, now)
    const after = { ...before, ...change }
    const field = 'closed' in change ? 'closed' : 'registration'
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'lead.update',
      subjectUserId: before.userId,
      resource: `leads/${leadId}`,
      detail: { before: { [field]: before[field] }, after: { [field]: after[field] } },
    })
    return toLead(after)
  })
}

export const leadCsvColumns = [
  'id',
  'created_at',
  'created_at_cairo',
  'name',
  'mobile',
  'specialty_id',
  'specialty',
  'governorate',
  'area',
  'latitude',
  'longitude',
  'location_url',
  'address_note',
  'from_patient',
  'closed',
  'registration',
] as const
export const leadCsvPersonalColumns = [
  'name',
  'mobile',
  'latitude',
  'longitude',
  'location_url',
  'address_note',
]

const cairoLocal = (instant: Date) => {
  const { date, time } = cairoDateTime(instant)
  return `${date} ${time}`
}

/**
 * Writes leads.csv into a zip being streamed, from a cursor in `trx` (a transaction the caller keeps open): the leads'
 * own download and the data exports' (issue 10 §4) share it. Catalog names are in the admin's language.
 */
export async function writeLeadsCsv(ctx: RequestContext, trx: Database, add: AddCsv): Promise<void> {
  const catalog = await catalogService.getCatalog(ctx)
  const names = (list: readonly { id: number; nameAr: string; nameEn: string }[]) =>
    new Map(list.map((item) => [item.id, localName(item, ctx.language)]))
  const specialties = names(catalog.specialties)
  const governorates = names(catalog.governorates)
  const areas = names(catalog.areas)
  async function* rows(): AsyncGenerator<CsvRow[]> {
    for await (const batch of leadsRepository.exportBatches(trx))
      yield batch.map((l) => [
        l.id,
        l.createdAt,
        cairoLocal(l.createdAt),
        l.name,
        l.mobile,
        l.specialtyId,
        l.specialtyId === null ? '' : (specialties.get(l.specialtyId) ?? ''),
        l.governorateId === null ? '' : (governorates.get(l.governorateId) ?? ''),
        l.areaId === null ? '' : (areas.get(l.areaId) ?? ''),
        l.latitude,
        l.longitude,
        mapUrlOf(l.latitude, l.longitude),
        l.addressNote,
        l.userId !== null,
        l.closed,
        l.registration,
      ])
  }
  await add('leads.csv', leadCsvColumns, rows())
}

/**
 * The zip of every lead (SPEC 2.9's download button, SPEC 7.3's dump/referralsHome.zip), streamed from one snapshot.
 * The download is audited before it starts: who took the leads' personal data, and when.
 */
export async function exportLeads(ctx: SignedInContext): Promise<Readable> {
  assertAdmin(ctx)
  await auditService.record(ctx.db, {
    actorUserId: ctx.session.userId,
    action: 'lead.export',
    subjectUserId: null,
    resource: 'leads',
    detail: { file: 'leads.zip' },
  })
  return streamCsvZip((add) =>
    ctx.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => writeLeadsCsv(ctx, trx, add)),
  )
}
