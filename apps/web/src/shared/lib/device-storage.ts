import { languageStorageKey } from '#web/shared/lib/stored-language'

/** SPEC 2.8's popup was seen on this device (features/accounts/lib/phone-sign-in-notice.ts). */
export const phoneSignInNoticeKey = 'phoneSignInNoticeSeen'

/**
 * SPEC 4: sign-out keeps only the language (and the notices the device has shown). Everything else this device remembers for the person (a half-made
 * booking, where they started from, acknowledged warnings) goes, so the next person on a shared phone starts clean
 * (issue 7 §3).
 */
export function forgetDeviceChoices(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key !== languageStorageKey && key !== phoneSignInNoticeKey) localStorage.removeItem(key)
    sessionStorage.clear()
  } catch {
    // Storage may be unavailable; then nothing was kept either.
  }
}
