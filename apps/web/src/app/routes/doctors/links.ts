import { href } from '#web/app/paths'

export type ListedPractice = 'video' | 'clinic'

/** /doctor/{id} for video, /clinic/{id} for a clinic. */
export function doctorPageHref(doctorId: string, practice: ListedPractice = 'video'): string {
  return practice === 'clinic' ? href('clinic', { id: doctorId }) : href('doctor', { id: doctorId })
}

/** The address to share or copy (SPEC 2.5 step 2: built from the base address, a section and the doctor id). */
export function doctorPageUrl(doctorId: string, practice: ListedPractice = 'video'): string {
  return `${window.location.origin}${doctorPageHref(doctorId, practice)}`
}

/** SPEC 4: 'book' from a doctor opens the wizard on step 3 (date and time) with that doctor. */
export function bookingHref(doctorId: string, practice: ListedPractice = 'video'): string {
  const params = new URLSearchParams({ doctorId, step: '3' })
  if (practice === 'clinic') params.set('practice', 'clinic')
  return `${href('booking')}?${params.toString()}`
}
