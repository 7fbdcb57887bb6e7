import { dateFormat, formatEgyptTime, joinList, numberFormat } from '@app/i18n/format'
import { egyptTimeZone, inLanguage, type Language } from '@app/domain/shared'

export const languageOf = (language: string): Language => (language.startsWith('en') ? 'en' : 'ar')

/** SPEC 3.1: a doctor's name is entered in Arabic; English readers see the English name when there is one. */
export function doctorName(doctor: { nameAr: string; nameEn: string | null }, language: Language): string {
  return inLanguage(language, doctor.nameAr, doctor.nameEn)
}

/** The avatar's letters when there is no photo: the first letters of the first two words after a title. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(?:د\s*[./]|dr\s*[./]?)\s*/iu, '')
    .split(/\s+/)
    .filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}

/** SPEC 3.3: a rating shown to one decimal. */
export function formatRating(rating: number, language: Language): string {
  return numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating)
}

/**
 * An instant in Egypt time, e.g. 'Sat 21 Nov, 2:30 PM', whatever the browser's own zone; the offset is said once on the
 * wizard's time step (SPEC 2.5 step 3), not after every time (issue 41 §4).
 */
export function formatEgyptInstant(instant: string | Date, language: Language): string {
  const date = new Date(instant)
  const day = dateFormat(language, {
    timeZone: egyptTimeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date)
  return joinList([day, formatEgyptTime(date, language)], language)
}

/** An OpenStreetMap link centred on a clinic: a full map with directions, beside the embedded one. */
export function mapUrl(location: { latitude: number; longitude: number }): string {
  const { latitude, longitude } = location
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}
