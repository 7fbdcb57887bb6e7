/**
 * The patient's location for "nearest" (issue 43 §2): asked of the browser when they choose that sort, kept for the
 * visit in this tab only (sessionStorage), never in the URL. Rounded to about 100 m: enough to sort centres.
 */
export interface Location {
  lat: number
  lng: number
}

const storageKey = 'centres.location'
const round = (value: number) => Math.round(value * 1000) / 1000

export function storedLocation(): Location | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as unknown
    if (
      value &&
      typeof value === 'object' &&
      'lat' in value &&
      'lng' in value &&
      typeof value.lat === 'number' &&
      typeof value.lng === 'number'
    )
      return { lat: value.lat, lng: value.lng }
  } catch {
    // Storage may be unavailable or hold something else: ask again.
  }
  return null
}

/** Asks the browser; resolves null when refused, unavailable or too slow. */
export function askLocation(): Promise<Location | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      resolve(null)
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const location = { lat: round(position.coords.latitude), lng: round(position.coords.longitude) }
        try {
          sessionStorage.setItem(storageKey, JSON.stringify(location))
        } catch {
          // Kept for this list only.
        }
        resolve(location)
      },
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  })
}
