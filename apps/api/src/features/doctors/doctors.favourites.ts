import type { DoctorSearchResult, FavouritesQuery } from '@app/domain/doctors'
import type { SignedInContext } from '#api/plugins/context'
import * as doctorsRepository from './doctors.repository'
import { toCards, viewerOf } from './doctors.search'
import { assertVisible } from './doctors.visibility'

export async function addFavourite(ctx: SignedInContext, doctorId: string): Promise<void> {
  await assertVisible(ctx, doctorId)
  await doctorsRepository.insertFavourite(ctx.db, ctx.session.userId, doctorId)
}

export async function removeFavourite(ctx: SignedInContext, doctorId: string): Promise<void> {
  await doctorsRepository.deleteFavourite(ctx.db, ctx.session.userId, doctorId)
}

/** SPEC 2.8 favourites: the patient's doctors offering the tab's practice, newest first, with 'available from'. */
export async function listFavourites(
  ctx: SignedInContext,
  query: FavouritesQuery,
): Promise<DoctorSearchResult> {
  const ids = await doctorsRepository.findFavouriteIds(ctx.db, ctx.session.userId)
  const rows = await doctorsRepository.findListedCards(ctx.db, query.practice, await viewerOf(ctx), ids)
  const items = await toCards(ctx, rows)
  return { items, total: items.length }
}
