/**
 * Where a visitor is in the booking wizard, and its address: apart from the wizard's lib (wizard.ts, which parses
 * with zod) because the doctor pages' cards link into the wizard, and their first screen should not build the
 * booking schemas (issue 8 §5). wizard.ts re-exports all of it.
 */

export type WizardPractice = 'video' | 'clinic'

/** Where the visitor is in the wizard; all of it lives in the URL, so back, reload and shared links work. */
export interface WizardPlace {
  step: number
  specialtyId: number | null
  doctorId: string | null
  practice: WizardPractice
  /** Step 3's back button returns to favourites when the visitor came from there (SPEC 2.5). */
  from: 'favourites' | null
  /** A time tapped on the doctor's page, chosen when step 3 opens (issue 7 §3). */
  start: string | null
}

/** The query string of a place (without the doctor search's own filters). */
export function wizardSearch(place: Partial<WizardPlace>): string {
  const params = new URLSearchParams()
  if (place.step !== undefined) params.set('step', String(place.step))
  if (place.specialtyId) params.set('specialtyId', String(place.specialtyId))
  if (place.doctorId) params.set('doctorId', place.doctorId)
  if (place.practice === 'clinic') params.set('practice', 'clinic')
  if (place.from) params.set('from', place.from)
  if (place.start) params.set('start', place.start)
  return `?${params.toString()}`
}
