import type { Language } from '@app/domain/shared'
import { isLanguage } from '#web/shared/lib/roles'

/** localStorage key of the language a visitor chose; the API keeps its own copy (PUT /session/language). */
export const languageStorageKey = 'lang'

/**
 * The language a visitor chose on this device, Arabic when none. Its own module, so the entry (main.tsx) can make
 * the page's first read of localStorage in a task of its own without the texts.
 */
export function storedLanguage(): Language {
  return storedChoice() ?? 'ar'
}

/**
 * The language a visitor chose on this device, or null when they have not chosen (or storage is refused). The server
 * renderer has no device: it asks on every request a page's data makes, and a thrown ReferenceError each time was a
 * measurable part of a page (issue 42 §3).
 */
export function storedChoice(): Language | null {
  if (typeof localStorage === 'undefined') return null
  try {
    const stored = localStorage.getItem(languageStorageKey)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language)
  } catch {
    // Private browsing may refuse storage; the session cookie still carries the choice.
  }
}
