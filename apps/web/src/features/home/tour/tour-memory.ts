/**
 * SPEC 4 "Guided tour": it runs when the flag is unset and is set on finish or skip. The flag is this device's
 * (localStorage, the key the journeys already set), so a visitor sees the tour once per device.
 */
export const tourStorageKey = 'tourDone'

export function tourDone(): boolean {
  try {
    return localStorage.getItem(tourStorageKey) === 'true'
  } catch {
    // Storage refused (private browsing): no tour rather than one on every visit.
    return true
  }
}
