/**
 * SPEC 2.8 "a popup announces that phone plus password replaces email for login": shown once per device, on the
 * sign-in page. The device remembers it was seen (kept at sign-out, as the language: it is about the device, not
 * the person). Plain code without texts, so the sign-in page carries only this check; the dialog is its own chunk.
 */
import { phoneSignInNoticeKey } from '#web/shared/lib/device-storage'

export { phoneSignInNoticeKey }

export function phoneSignInNoticeSeen(): boolean {
  try {
    return localStorage.getItem(phoneSignInNoticeKey) !== null
  } catch {
    // Storage refused (private browsing): not shown, rather than shown on every visit.
    return true
  }
}

export function rememberPhoneSignInNotice(): void {
  try {
    localStorage.setItem(phoneSignInNoticeKey, '1')
  } catch {
    // Nothing to remember it in.
  }
}
