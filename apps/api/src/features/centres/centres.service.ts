import { centresKey, centresPageSize } from '@app/domain/centres'
import type {
  CentreDetails,
  CentresForService,
  CentresForServiceQuery,
  CentreHours,
  CentreHoursView,
  CentreKind,
  CentreOfferInput,
  CentreOfferView,
  CentreServiceSearchResult,
  CentreServiceView,
} from '@app/domain/centres'
import { normalizeName } from '@app/domain/doctors'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import { viewerOf } from '#api/features/doctors/doctors.service'
import * as filesService from '#api/features/files/files.service'
import * as centresRepository from './centres.repository'

/**
 * Issue 43 §1–2: what centres offer, searched by patients and kept by each centre (or an admin). An unknown or hidden
 * test, offer or centre is NOT_FOUND: the one code every page's texts already carry (no code of their own on the
 * booking route's first load, issue 42 §3).
 */

const serviceView = (row: centresRepository.ServiceRow): CentreServiceView => ({
  id: row.id,
  kind: row.kind as CentreKind,
  code: row.code,
  categoryId: row.categoryId,
  commercialCategoryId: row.commercialCategoryId,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  fastingHours: row.fastingHours,
  preparationEn: row.preparationEn,
  preparationAr: row.preparationAr,
})

/** The name search's normalisation; one character is no search (SPEC 5), control characters are spaces. */
function searchText(q: string | undefined): string {
  const text = normalizeName((q ?? '').replace(/\p{Cc}/gu, ' '))
  return [...text].length >= 2 ? text : ''
}

export async function searchServices(
  ctx: RequestContext,
  query: {
    kind?: CentreKind | undefined
    q?: string | undefined
    categoryId?: string | undefined
    limit: number
  },
): Promise<CentreServiceSearchResult> {
  const viewer = await viewerOf(ctx)
  const [rows, categories] = await Promise.all([
    centresRepository.searchServices(
      ctx.reads,
      { kind: query.kind, normalized: searchText(query.q), categoryId: query.categoryId, limit: query.limit },
      Boolean(viewer?.testing),
    ),
    centresRepository.findCategories(ctx.reads, query.kind),
  ])
  return {
    items: rows.map((row) => ({ ...serviceView(row), centres: row.centres, lowestPrice: row.lowestPrice })),
    categories: categories.map((c) => ({ ...c, kind: c.kind as CentreKind })),
  }
}

/** The centre an offer or hours belong to: a lab's or radiology centre's own account with its profile. */
async function centreOf(
  ctx: RequestContext,
  centreUserId: string,
): Promise<{ userId: string; kind: CentreKind }> {
  const kind = await centresRepository.findCentreKind(ctx.db, centreUserId)
  if (!kind) throw new DomainError(ctx.session?.contextRole === 'admin' ? 'NOT_FOUND' : 'PROFILE_NOT_FOUND')
  return { userId: centreUserId, kind }
}

export async function listOffers(
  ctx: RequestContext,
  centreUserId: string,
): Promise<{ items: CentreOfferView[] }> {
  await centreOf(ctx, centreUserId)
  const rows = await centresRepository.findOffers(ctx.db, centreUserId)
  return {
    items: rows.map((row) => ({
      service: serviceView(row),
      price: row.price,
      insurancePrice: row.insurancePrice,
      homeCollection: row.homeCollection,
      homeCollectionPrice: row.homeCollectionPrice,
      updatedAt: row.updatedAt.toISOString(),
    })),
  }
}

/** Adds or changes one offer: a service of the centre's own kind; home collection only for labs. */
export async function saveOffer(
  ctx: RequestContext,
  centreUserId: string,
  serviceId: string,
  offer: CentreOfferInput,
): Promise<{ items: CentreOfferView[] }> {
  const centre = await centreOf(ctx, centreUserId)
  const service = await centresRepository.findService(ctx.db, serviceId)
  if (!service || service.kind !== centre.kind) throw new DomainError('NOT_FOUND')
  if (offer.homeCollection && centre.kind !== 'lab')
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'homeCollection', code: centresKey('labOnly') }])
  await centresRepository.upsertOffer(ctx.db, centre, serviceId, offer, ctx.clock.now())
  return listOffers(ctx, centreUserId)
}

export async function removeOffer(
  ctx: RequestContext,
  centreUserId: string,
  serviceId: string,
): Promise<{ items: CentreOfferView[] }> {
  await centreOf(ctx, centreUserId)
  if (!(await centresRepository.deleteOffer(ctx.db, centreUserId, serviceId)))
    throw new DomainError('NOT_FOUND')
  return listOffers(ctx, centreUserId)
}

const hhmm = (time: string) => (time.startsWith('24:') ? '24:00' : time.slice(0, 5))

/** Rows of hours (weekday order) as the week's days and their periods. */
function weekOf(
  rows: readonly { weekday: number; opens: string; closes: string }[],
): CentreHoursView['days'] {
  const days = new Map<number, { opens: string; closes: string }[]>()
  for (const row of rows)
    days.set(row.weekday, [
      ...(days.get(row.weekday) ?? []),
      { opens: hhmm(row.opens), closes: hhmm(row.closes) },
    ])
  return [...days.entries()].map(([weekday, ranges]) => ({ weekday, ranges }))
}

export async function getHours(ctx: RequestContext, centreUserId: string): Promise<CentreHoursView> {
  await centreOf(ctx, centreUserId)
  return { days: weekOf(await centresRepository.findHours(ctx.db, centreUserId)) }
}

/**
 * SPEC 2.1 /labs/{serviceId} and /radios/{serviceId} (issue 43 §2): the centres a viewer may see offering a service,
 * filtered and sorted, with their opening hours; an empty list is the page's 'no centers' message, not an error.
 */
export async function centresForService(
  ctx: RequestContext,
  serviceId: string,
  query: CentresForServiceQuery,
): Promise<CentresForService> {
  // Public reads (issue 44 §4): the read replica while it is healthy. The test and its centres are read at once (an
  // unknown test has none).
  const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null
  const [service, rows] = await Promise.all([
    centresRepository.findService(ctx.reads, serviceId),
    viewerOf(ctx).then((viewer) =>
      centresRepository.findCentresForService(
        ctx.reads,
        serviceId,
        {
          governorateId: query.governorateId,
          areaId: query.areaId,
          homeCollection: query.homeCollection,
          insurance: query.insurance,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          from,
          nearest: query.sort === 'nearest',
        },
        Boolean(viewer?.testing),
        { offset: (query.page - 1) * centresPageSize, limit: centresPageSize },
      ),
    ),
  ])
  if (!service) throw new DomainError('NOT_FOUND')
  return {
    service: serviceView(service),
    items: rows.map(({ total: _total, photoFileId, hours, ...row }) => ({
      ...row,
      kind: row.kind as CentreKind,
      photoUrl: filesService.optionalFileUrl(photoFileId),
      hours: weekOf(hours),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: centresPageSize,
  }
}

export async function saveHours(
  ctx: RequestContext,
  centreUserId: string,
  hours: CentreHours,
): Promise<CentreHoursView> {
  const centre = await centreOf(ctx, centreUserId)
  await centresRepository.replaceHours(ctx.db, centre, hours)
  return getHours(ctx, centreUserId)
}

/**
 * Where each centre is, as its card and page show it (the street line of its first address; '' when it gave none),
 * for the orders' calendar event (issue 43 §2). Keyed `${userId}:${kind}`.
 */
export async function addressLines(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await centresRepository.findAddressLines(db, userIds)
  return new Map(rows.map((row) => [`${row.userId}:${row.kind}`, row.address]))
}

/** SPEC 2.1 /lab_details/{labId}, /radio_details/{radioId}: a centre, its offers and hours, if the viewer may see it. */
export async function centreDetails(ctx: RequestContext, centreUserId: string): Promise<CentreDetails> {
  const viewer = await viewerOf(ctx)
  const centre = await centresRepository.findVisibleCentre(ctx.reads, centreUserId, Boolean(viewer?.testing))
  if (!centre) throw new DomainError('NOT_FOUND')
  const [offers, hours] = await Promise.all([
    centresRepository.findOffers(ctx.reads, centreUserId),
    centresRepository.findHours(ctx.reads, centreUserId),
  ])
  const { photoFileId, ...rest } = centre
  return {
    ...rest,
    kind: centre.kind as CentreKind,
    photoUrl: filesService.optionalFileUrl(photoFileId),
    certificates: centre.certificates,
    hours: weekOf(hours),
    offers: offers.map((row) => ({
      service: serviceView(row),
      price: row.price,
      insurancePrice: row.insurancePrice,
      homeCollection: row.homeCollection,
      homeCollectionPrice: row.homeCollectionPrice,
    })),
  }
}
