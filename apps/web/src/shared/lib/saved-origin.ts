import { savedOrigins, type SavedOrigin } from '@app/domain/accounts'

/** SPEC 4: the page a signed-out patient started from, sent back to after signing in; cleared on use. */
export const savedOriginStorageKey = 'savedOrigin'

export function saveOrigin(origin: SavedOrigin): void {
  try {
    localStorage.setItem(savedOriginStorageKey, origin)
  } catch {
    // Storage may be unavailable; the patient then lands on home.
  }
}

export function takeSavedOrigin(): SavedOrigin | null {
  try {
    const value = localStorage.getItem(savedOriginStorageKey)
    localStorage.removeItem(savedOriginStorageKey)
    return savedOrigins.find((origin) => origin === value) ?? null
  } catch {
    return null
  }
}

/** The saved-origin flag a path stands for (`/primary_doctors` → 'primary_doctors'), if any. */
export function originOfPath(pathname: string): SavedOrigin | null {
  const first = pathname.split('/')[1] ?? ''
  return savedOrigins.find((origin) => origin === first) ?? null
}
