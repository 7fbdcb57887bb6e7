import type { APIRequestContext } from '@playwright/test'

/** The first listed doctor of a practice, from the API the pages read (the fixes-* journeys start from one). */
export async function firstListedDoctor(request: APIRequestContext, practice: 'video' | 'clinic' = 'video') {
  const found = (await (await request.get(`/api/v1/doctors?practice=${practice}`)).json()) as {
    items: { id: string }[]
  }
  const id = found.items[0]?.id
  if (!id) throw new Error(`no ${practice} doctor is listed`)
  return id
}
