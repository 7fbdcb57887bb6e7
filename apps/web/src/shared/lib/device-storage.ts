import { languageStorageKey } from '#web/shared/lib/stored-language'
import { phoneSignInNoticeKey } from '#web/features/accounts/lib/phone-sign-in-notice'

/** What the device keeps for whoever uses it next: the language, and that SPEC 2.8's popup was seen. */
const deviceKeys = new Set([languageStorageKey, phoneSignInNoticeKey])

/**
 * SPEC 4: sign-out keeps only the language (and the notices the device has shown). Everything else this device remembers for the person (a half-made
 * booking, where they started from, acknowledged warnings) goes, so the next person on a shared phone starts clean
 * (issue 7 §3).
 */
export function forgetDeviceChoices(): void {
  try {
    for (const key of Object.keys(localStorage)) if (!deviceKeys.has(key)) localStorage.removeItem(key)
    sessionStorage.clear()
  } catch {
    // Storage may be unavailable; then nothing was kept either.
  }
}
