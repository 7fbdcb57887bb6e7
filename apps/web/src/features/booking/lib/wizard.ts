import { egyptTimeZone } from '@app/domain/shared'
import type { Specialty } from '@app/domain/catalog'
import { z } from 'zod'

/** SPEC 2.5: the seven steps of the booking wizard, in order. */
export const wizardSteps = [
  'specialty',
  'doctor',
  'details',
  'date',
  'problem',
  'confirm',
  'payment',
] as const
export type WizardStepName = (typeof wizardSteps)[number]

/**
 * The steps this release opens: choosing the kind of visit, the doctor, the details and the date. The health
 * problem, the confirmation and the payment come with bookings (they need a booking to exist).
 */
export const openStepCount = 4

export type WizardPractice = 'video' | 'clinic'

/** Where the visitor is in the wizard; all of it lives in the URL, so back, reload and shared links work. */
export interface WizardPlace {
  step: number
  specialtyId: number | null
  doctorId: string | null
  practice: WizardPractice
  /** Step 3's back button returns to favourites when the visitor came from there (SPEC 2.5). */
  from: 'favourites' | null
}

const uuid = z.uuid()

/** Reads the place from a query string; a step that needs a doctor without one falls back to the doctor list. */
export function readWizard(params: URLSearchParams): WizardPlace {
  const id = params.get('doctorId')
  const doctorId = id && uuid.safeParse(id).success ? id : null
  const specialty = Number(params.get('specialtyId'))
  const specialtyId = Number.isSafeInteger(specialty) && specialty > 0 ? specialty : null
  const wanted = Number(params.get('step') ?? (doctorId ? 2 : 0))
  let step = Number.isInteger(wanted) && wanted >= 0 && wanted < openStepCount ? wanted : 0
  if (step >= 2 && !doctorId) step = 1
  return {
    step,
    specialtyId,
    doctorId,
    practice: params.get('practice') === 'clinic' ? 'clinic' : 'video',
    from: params.get('from') === 'favourites' ? 'favourites' : null,
  }
}

/** The query string of a place (without the doctor search's own filters). */
export function wizardSearch(place: Partial<WizardPlace>): string {
  const params = new URLSearchParams()
  if (place.step !== undefined) params.set('step', String(place.step))
  if (place.specialtyId) params.set('specialtyId', String(place.specialtyId))
  if (place.doctorId) params.set('doctorId', place.doctorId)
  if (place.practice === 'clinic') params.set('practice', 'clinic')
  if (place.from) params.set('from', place.from)
  return `?${params.toString()}`
}

/** Which steps a visitor may click: the ones before, and the later open ones once a doctor is chosen. */
export function isStepReachable(place: WizardPlace, step: number): boolean {
  if (step >= openStepCount) return false
  if (step >= 2) return place.doctorId !== null
  return true
}

export type PracticeOption = 'enabled' | 'disabled' | 'hidden'

/**
 * SPEC 2.5 step 0: a card is enabled when the specialty offers that kind of visit and has at least one active
 * doctor for it; the clinic card is hidden for primary care.
 */
export function practiceOptions(
  specialty: Pick<
    Specialty,
    'isPrimaryCare' | 'enabledVideo' | 'enabledClinic' | 'enabledHome' | 'activeDrsCount'
  >,
): Record<'video' | 'clinic' | 'home', PracticeOption> {
  const option = (enabled: boolean, count: number): PracticeOption =>
    enabled && count >= 1 ? 'enabled' : 'disabled'
  return {
    video: option(specialty.enabledVideo, specialty.activeDrsCount.video),
    clinic: specialty.isPrimaryCare
      ? 'hidden'
      : option(specialty.enabledClinic, specialty.activeDrsCount.clinic),
    home: option(specialty.enabledHome, specialty.activeDrsCount.home),
  }
}

/**
 * SPEC 2.5 step 1: whether to warn that the visitor may be outside Egypt. The device's time zone is the signal we
 * have without asking; an unknown zone is not warned about.
 */
export function seemsOutsideEgypt(timeZone: string | undefined): boolean {
  if (!timeZone) return false
  return timeZone !== egyptTimeZone && timeZone !== 'Egypt'
}

// The saved booking: the chosen doctor and time, kept on the device so the wizard can resume (SPEC 2.1 /booking).

const savedKey = 'sehha.booking'

const savedBookingSchema = z.object({
  doctorId: z.uuid(),
  practice: z.enum(['video', 'clinic']),
  start: z.iso.datetime(),
  doctorName: z.object({ nameAr: z.string(), nameEn: z.string().nullable() }),
})
export type SavedBooking = z.infer<typeof savedBookingSchema>

/** The saved choice, or null when there is none, it is unreadable or its time has passed. */
export function loadSavedBooking(storage: Pick<Storage, 'getItem'>, now: Date): SavedBooking | null {
  try {
    const parsed = savedBookingSchema.safeParse(JSON.parse(storage.getItem(savedKey) ?? 'null'))
    if (!parsed.success || Date.parse(parsed.data.start) <= now.getTime()) return null
    return parsed.data
  } catch {
    return null
  }
}

export function saveBooking(storage: Pick<Storage, 'setItem'>, booking: SavedBooking): void {
  try {
    storage.setItem(savedKey, JSON.stringify(booking))
  } catch {
    // A full or blocked storage only loses the resume offer.
  }
}

export function clearSavedBooking(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(savedKey)
  } catch {
    // As above.
  }
}
