import {
  bandRange,
  doctorQueryLimit,
  nextSlotHorizonDays,
  normalizeName,
  proficiencyRank,
  type DoctorCard,
  type DoctorSearchQuery,
  type DoctorSearchResult,
  type LanguageLevel,
} from '@app/domain/doctors'
import { proficiencies } from '@app/domain/profiles'
import * as schedulesService from '#api/features/schedules/schedules.service'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import { toCard } from './doctors.mappers'
import { broadSearchesOf } from './doctors.broad-searches'
import { nameWordsOf } from './doctors.name-words'
import * as doctorsRepository from './doctors.repository'
import type { CardRecord } from './doctors.repository'

// The search (SPEC 2.6), moved as it was from doctors.service.ts (issue 7 §2 split).

/** The levels that meet a wanted one, for the language filter (SPEC 2.6). */
function levelsMeeting(wanted: LanguageLevel): LanguageLevel[] {
  return proficiencies.filter((level) => proficiencyRank[level] >= proficiencyRank[wanted])
}

/** Search text as stored names are: normalised, without control characters; one letter is no search. */
function searchText(q: string | undefined): string | undefined {
  if (!q) return undefined
  const text = normalizeName(q.replace(/\p{Cc}/gu, ' '))
  return [...text].length >= 2 ? text : undefined
}

export async function viewerOf(
  ctx: RequestContext,
  db: Database = ctx.db,
): Promise<doctorsRepository.Viewer | null> {
  const session = ctx.session
  if (!session) return null
  return { id: session.userId, testing: await doctorsRepository.isTestingUser(db, session.userId) }
}

/**
 * Cards with their 'available from' (SPEC 2.8); rows read with their kept next slot spare a query. `reads` as the
 * rows were read (the replica for the search); next slots computed afresh are kept on the primary.
 */
export async function toCards(
  ctx: RequestContext,
  rows: (CardRecord & { keptNextSlot?: schedulesService.KeptNextSlot | null })[],
  reads: Database = ctx.db,
): Promise<DoctorCard[]> {
  const known = rows.every((r) => r.keptNextSlot !== undefined)
    ? new Map(rows.map((r) => [r.userId, r.keptNextSlot ?? null]))
    : undefined
  const nextSlots = await schedulesService.findNextSlots(
    ctx.db,
    rows.map((r) => r.userId),
    ctx.clock.now(),
    nextSlotHorizonDays,
    known,
    reads,
  )
  return rows.map((r) => toCard(r, nextSlots.get(r.userId) ?? null))
}

/**
 * SPEC 2.6: filters, sort and paging all run in PostgreSQL; the page's 'available from' is computed after. Public, so
 * read from the replica (issue 44 §4); the name words' copy and the broad searches' hints are this instance's own,
 * kept for the primary (its LISTEN drops the copy).
 */
/** Ids are PostgreSQL integers: a larger number names nothing (and must not reach the database). */
const isInt4 = (id: number | undefined) => id === undefined || id <= 2_147_483_647

export async function searchDoctors(
  ctx: RequestContext,
  query: DoctorSearchQuery,
): Promise<DoctorSearchResult> {
  if (![query.specialtyId, query.governorateId, query.areaId].every(isInt4)) return { items: [], total: 0 }
  const limit = query.pageSize === 'all' ? doctorQueryLimit : query.pageSize
  // An offset past any real list only has to stay a valid bigint.
  const offset = Math.min((query.page - 1) * limit, 2 ** 31)
  const { rows, total, totalCapped } = await doctorsRepository.search(ctx.reads, {
    practice: query.practice,
    viewer: await viewerOf(ctx, ctx.reads),
    specialtyId: query.specialtyId,
    medTitle: query.medTitle,
    gender: query.gender,
    governorateId: query.governorateId,
    areaId: query.areaId,
    sort: query.sort,
    price: query.priceBand ? bandRange(query.priceBand) : undefined,
    language: query.language
      ? { code: query.language, levels: levelsMeeting(query.proficiency ?? 'elementary') }
      : undefined,
    q: searchText(query.q),
    nameWords: query.q ? await nameWordsOf(ctx.db) : undefined,
    broad: broadSearchesOf(ctx.db),
    limit,
    offset,
  })
  return { items: await toCards(ctx, rows, ctx.reads), total, ...(totalCapped ? { totalCapped } : {}) }
}
