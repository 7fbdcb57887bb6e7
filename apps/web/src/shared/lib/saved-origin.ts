import { postSignInPath, savedOrigins, type SavedOrigin, type Session } from '@app/domain/accounts'

/** SPEC 4: the page a signed-out patient started from, sent back to after signing in; cleared on use. */
export const savedOriginStorageKey = 'savedOrigin'
/** The query string that goes with the flag: the booking wizard's exact place (step, doctor, practice). */
const savedSearchKey = 'savedOrigin.search'

/** `search` is the page's own query string (`?step=5&doctorId=…`); only the wizard has one worth keeping. */
export function saveOrigin(origin: SavedOrigin, search = ''): void {
  try {
    localStorage.setItem(savedOriginStorageKey, origin)
    if (search.startsWith('?')) localStorage.setItem(savedSearchKey, search)
    else localStorage.removeItem(savedSearchKey)
  } catch {
    // Storage may be unavailable; the patient then lands on home.
  }
}

function readSavedOrigin(): { origin: SavedOrigin; search: string } | null {
  try {
    const value = localStorage.getItem(savedOriginStorageKey)
    const origin = savedOrigins.find((o) => o === value)
    const search = localStorage.getItem(savedSearchKey) ?? ''
    return origin ? { origin, search: search.startsWith('?') ? search : '' } : null
  } catch {
    return null
  }
}

function clearSavedOrigin(): void {
  try {
    localStorage.removeItem(savedOriginStorageKey)
    localStorage.removeItem(savedSearchKey)
  } catch {
    // As above.
  }
}

/**
 * SPEC 4: where a person goes right after signing in, up or completing their profile. A patient's saved origin is
 * used (and then cleared) only when the destination is that origin; while the profile still has to be created it is
 * kept, so the profile page can return there afterwards.
 */
export function takePostSignInPath(session: Session): string {
  const saved = session.contextRole === 'patient' ? readSavedOrigin() : null
  const path = postSignInPath(session, saved?.origin ?? null)
  if (!saved || path !== `/${saved.origin}`) return path
  clearSavedOrigin()
  return `${path}${saved.search}`
}

/**
 * The saved-origin flag a location stands for (`/primary_doctors` → 'primary_doctors'), if any; the booking wizard
 * itself only, with its query string (not a booking's own pages under /booking/…).
 */
export function originOfLocation(
  pathname: string,
  search: string,
): { origin: SavedOrigin; search: string } | null {
  if (pathname === '/booking') return { origin: 'booking', search }
  const first = pathname.split('/')[1] ?? ''
  const origin = savedOrigins.find((o) => o === first && o !== 'booking')
  return origin ? { origin, search: '' } : null
}
