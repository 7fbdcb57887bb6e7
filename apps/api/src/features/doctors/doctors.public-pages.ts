import type { RequestContext } from '#api/plugins/context'
import * as doctorsRepository from './doctors.repository'
import type { PublicPageRecord } from './doctors.repository'

/**
 * The doctors whose pages are public, for the sitemap (issue 42 §2): those a signed-out visitor may see (the
 * repository's visibleDoctors, the rule the search lists by), in id order, read a batch at a time from where the last
 * batch ended (keyset): a page of 50,000 addresses never holds more than a batch, and never skips rows with OFFSET.
 */

export type { PublicPageRecord }

// Public, so read from the read replica (issue 44 §4): a doctor verified a moment ago appears a moment later.

/** How many public doctors there are, and how many of them have a clinic page. */
export function countPublicPages(ctx: Pick<RequestContext, 'reads'>) {
  return doctorsRepository.countPublic(ctx.reads)
}

/** The id that ends each full run of `perRun` public doctors: the key each sitemap page after the first starts after. */
export function publicPageBoundaries(ctx: Pick<RequestContext, 'reads'>, perRun: number) {
  return doctorsRepository.findPublicBoundaries(ctx.reads, perRun)
}

/**
 * Up to `limit` public doctors after the id `after` (null: from the first), in batches of `batchSize` (each one
 * indexed query), as they are read.
 */
export async function* publicPagesAfter(
  ctx: Pick<RequestContext, 'reads'>,
  after: string | null,
  limit: number,
  batchSize = 2000,
): AsyncGenerator<PublicPageRecord[]> {
  let cursor = after
  let left = limit
  while (left > 0) {
    const size = Math.min(batchSize, left)
    const batch = await doctorsRepository.findPublicAfter(ctx.reads, cursor, size)
    if (batch.length > 0) yield batch
    // A short batch is the end of the list.
    if (batch.length < size) return
    left -= batch.length
    cursor = batch[batch.length - 1]?.userId ?? cursor
  }
}
