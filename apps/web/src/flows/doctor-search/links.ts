import { wizardSearch } from '#web/features/booking/lib/wizard-search'
import { href } from '#web/app/paths'

export type ListedPractice = 'video' | 'clinic'

/** /doctor/{id} for video, /clinic/{id} for a clinic. */
export function doctorPageHref(doctorId: string, practice: ListedPractice = 'video'): string {
  return practice === 'clinic' ? href('clinic', { id: doctorId }) : href('doctor', { id: doctorId })
}

/**
 * SPEC 2.5: 'book' from a doctor opens the wizard on step 3 (date and time) with that doctor; from favourites, its
 * back button returns there. A time tapped on the doctor's page comes chosen (`start`, issue 7 §3).
 */
export function bookingHref(
  doctorId: string,
  practice: ListedPractice = 'video',
  from: 'favourites' | null = null,
  start: string | null = null,
): string {
  return `${href('booking')}${wizardSearch({ step: 3, doctorId, practice, from, start })}`
}
