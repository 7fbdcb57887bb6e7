// Zod-free: the wizard's first screen loads no schema library (issue 8 §5).
import { complaintLength, isComplaintValid } from '@app/domain/bookings'
import { constants, egyptTimeZone, isInstant, isUuid } from '@app/domain/shared'
import type { Specialty } from '@app/domain/catalog'
import type { WizardPlace } from './wizard-search'

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
 * The steps a visitor may open from the step indicator: all of them (SPEC 2.5 'any step can be clicked'), each once
 * what it needs is chosen (`blockingStep`); the payment step is for patients (docs/decisions/0005).
 */
export const openStepCount = wizardSteps.length

/** SPEC 2.5 step 6, where step 5's Confirmed goes. */
export const paymentStep = 6

export { wizardSearch, type WizardPlace, type WizardPractice } from './wizard-search'

/** Reads the place from a query string; a step that needs a doctor without one falls back to the doctor list. */
export function readWizard(params: URLSearchParams): WizardPlace {
  const id = params.get('doctorId')
  const doctorId = id && isUuid(id) ? id : null
  const specialty = Number(params.get('specialtyId'))
  const specialtyId = Number.isSafeInteger(specialty) && specialty > 0 ? specialty : null
  const wanted = Number(params.get('step') ?? (doctorId ? 2 : 0))
  const known = Number.isInteger(wanted) && wanted >= 0 && wanted < wizardSteps.length
  let step = known ? wanted : 0
  if (step >= 2 && !doctorId) step = 1
  const start = params.get('start')
  return {
    step,
    specialtyId,
    doctorId,
    practice: params.get('practice') === 'clinic' ? 'clinic' : 'video',
    from: params.get('from') === 'favourites' ? 'favourites' : null,
    start: step === 3 && start && isInstant(start) ? start : null,
  }
}

/**
 * Which steps a visitor may click: the first two always, the details and the date once a doctor is chosen, the
 * health problem and the confirmation once a time is chosen (`hasTime`); never the payment (only Confirmed goes there).
 */
export function isStepReachable(place: WizardPlace, step: number, hasTime: boolean): boolean {
  if (step >= openStepCount) return false
  if (step >= 4) return place.doctorId !== null && hasTime
  if (step >= 2) return place.doctorId !== null
  return true
}

/** SPEC 5 and 9: the symptoms and medical complaint, 1 to 256 characters (the API checks `complaintSchema`). */
export const complaintMaxLength = constants.complaintMaxLength

/**
 * SPEC 4: the step a visitor must finish before `step` may open, or null. Steps 4 and later need a time chosen
 * with this doctor for this practice (else step 3), steps 5 and later a complaint (else step 4).
 */
export function blockingStep(
  place: Pick<WizardPlace, 'doctorId' | 'practice'>,
  step: number,
  saved: Pick<SavedBooking, 'doctorId' | 'practice' | 'complaint'> | null,
): 3 | 4 | null {
  if (step < 4) return null
  if (!saved || saved.doctorId !== place.doctorId || saved.practice !== place.practice) return 3
  if (step >= 5 && !isComplaintValid(saved.complaint)) return 4
  return null
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

// The saved booking: the chosen doctor and time and the complaint, kept on the device so the wizard can resume (SPEC
// 2.1 /booking) and survive back, reload and the sign-in detour of step 5. The complaint is health data: it is kept
// here and never in the URL. The saved booking belongs to the account that made it (or that first signed in after a
// visitor made it) and is never offered to another account on the same device (issue 7 §3); sign-out also removes
// it (shared/lib/device-storage.ts), except when the person asks at step 5 to go on with another account.

const savedKey = 'sehha.booking'

/** The choice kept on the device. */
export interface SavedBooking {
  doctorId: string
  practice: 'video' | 'clinic'
  start: string
  doctorName: { nameAr: string; nameEn: string | null }
  /** The account it was made as; null while a visitor made it. */
  ownerId: string | null
  /** As typed at step 4 (checked by `isComplaintValid` when leaving it); empty until then. */
  complaint: string
  /** Whom the booking is for, chosen at step 5 (SPEC 2.8); absent: the account's own medical file. */
  medicalFileId?: string | undefined
}
export type NewSavedBooking = Omit<SavedBooking, 'ownerId' | 'complaint'> &
  Partial<Pick<SavedBooking, 'ownerId' | 'complaint'>>

/** The saved choice as stored, or null when any of it is unreadable (a storage is anybody's to edit). */
function readSavedBooking(value: unknown): SavedBooking | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const name = v.doctorName as Record<string, unknown> | null | undefined
  // Left out, they take their defaults (an older device's choice has neither).
  const ownerId = v.ownerId === undefined ? null : v.ownerId
  const complaint = v.complaint === undefined ? '' : v.complaint
  const ok =
    typeof v.doctorId === 'string' &&
    isUuid(v.doctorId) &&
    (v.practice === 'video' || v.practice === 'clinic') &&
    typeof v.start === 'string' &&
    isInstant(v.start) &&
    !!name &&
    typeof name === 'object' &&
    typeof name.nameAr === 'string' &&
    (typeof name.nameEn === 'string' || name.nameEn === null) &&
    (ownerId === null || (typeof ownerId === 'string' && isUuid(ownerId))) &&
    typeof complaint === 'string' &&
    complaintLength(complaint) <= complaintMaxLength &&
    (v.medicalFileId === undefined || (typeof v.medicalFileId === 'string' && isUuid(v.medicalFileId)))
  if (!ok) return null
  return {
    doctorId: v.doctorId as string,
    practice: v.practice as SavedBooking['practice'],
    start: v.start as string,
    doctorName: { nameAr: name.nameAr as string, nameEn: name.nameEn as string | null },
    ownerId: ownerId as string | null,
    complaint: complaint as string,
    ...(v.medicalFileId === undefined ? {} : { medicalFileId: v.medicalFileId as string }),
  }
}

/**
 * The saved choice for `userId` (null for a visitor), or null when there is none, it is unreadable, its time has
 * passed or another account made it. A visitor's choice is claimed by the first account that reads it.
 */
export function loadSavedBooking(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: Date,
  userId: string | null,
): SavedBooking | null {
  try {
    const saved = readSavedBooking(JSON.parse(storage.getItem(savedKey) ?? 'null'))
    if (!saved || Date.parse(saved.start) <= now.getTime()) return null
    if (saved.ownerId !== null && saved.ownerId !== userId) return null
    if (saved.ownerId === null && userId !== null) {
      const claimed = { ...saved, ownerId: userId }
      saveBooking(storage, claimed)
      return claimed
    }
    return saved
  } catch {
    return null
  }
}

export function saveBooking(storage: Pick<Storage, 'setItem'>, booking: NewSavedBooking): void {
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
