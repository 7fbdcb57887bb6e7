import type { APIRequestContext } from '@playwright/test'

/**
 * The first listed seeded doctor of a practice, from the API the pages read (the fixes-* journeys start from one).
 * Doctors that other journeys create and rate once (a single 5-star rating puts them first) are passed over: the
 * seeded doctors have tens of ratings and a full week of times.
 */
export async function firstListedDoctor(request: APIRequestContext, practice: 'video' | 'clinic' = 'video') {
  const found = (await (await request.get(`/api/v1/doctors?practice=${practice}`)).json()) as {
    items: { id: string; ratingCount: number }[]
  }
  const id = found.items.find((doctor) => doctor.ratingCount >= 10)?.id
  if (!id) throw new Error(`no seeded ${practice} doctor is listed`)
  return id
}
