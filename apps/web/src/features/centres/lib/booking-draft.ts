import type { CentreBookingValues } from './booking-request'

/**
 * A booking's choices kept on the device while its visitor signs in or up (SPEC 4: they come back to the page), as
 * the doctors' wizard keeps its choice. Never the payment details; sign-out forgets it with everything else
 * (shared/lib/device-storage.ts).
 */
const storageKey = 'centres.bookingDraft'

export type BookingDraft = Pick<
  CentreBookingValues,
  'place' | 'address' | 'insurance' | 'date' | 'startsAt' | 'note'
> & { centreId: string; serviceId: string }

export function saveDraft(draft: BookingDraft): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(draft))
  } catch {
    // Storage may be unavailable: the page then starts empty.
  }
}

/** The choices kept for this centre and service, if any. */
export function loadDraft(
  centreId: string,
  serviceId: string,
): Omit<BookingDraft, 'centreId' | 'serviceId'> | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<BookingDraft> | null
    if (!value || value.centreId !== centreId || value.serviceId !== serviceId) return null
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    return {
      place: value.place === 'home' ? 'home' : 'centre',
      address: text(value.address),
      insurance: value.insurance === true,
      date: text(value.date),
      startsAt: text(value.startsAt),
      note: text(value.note),
    }
  } catch {
    return null
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(storageKey)
  } catch {
    // As above.
  }
}
