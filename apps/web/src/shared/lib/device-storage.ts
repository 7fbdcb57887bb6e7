import { languageStorageKey } from '#web/shared/lib/stored-language'

/**
 * SPEC 4: sign-out keeps only the language. Everything else this device remembers for the person (a half-made
 * booking, where they started from, acknowledged warnings) goes, so the next person on a shared phone starts clean
 * (issue 7 §3).
 */
export function forgetDeviceChoices(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key !== languageStorageKey) localStorage.removeItem(key)
    sessionStorage.clear()
  } catch {
    // Storage may be unavailable; then nothing was kept either.
  }
}
