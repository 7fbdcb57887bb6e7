import { complaintSchema } from '@app/domain/bookings/schemas'
import { describe, expect, it } from 'vitest'
import {
  blockingStep,
  clearSavedBooking,
  isStepReachable,
  loadSavedBooking,
  practiceOptions,
  readWizard,
  saveBooking,
  seemsOutsideEgypt,
  wizardSearch,
} from './wizard'

const doctorId = '0b9f6a4e-4a51-4c6f-9d43-2f1a3c7e8d10'
const read = (query: string) => readWizard(new URLSearchParams(query))

describe('readWizard (SPEC 2.5, the wizard lives in the URL)', () => {
  it('starts at the type of doctor, and at the details when only a doctor is named', () => {
    expect(read('')).toMatchObject({ step: 0, doctorId: null, practice: 'video', from: null })
    expect(read(`doctorId=${doctorId}`)).toMatchObject({ step: 2, doctorId })
  })

  it('opens the date step for a doctor, the clinic practice and the way back to favourites', () => {
    expect(read(`doctorId=${doctorId}&step=3&practice=clinic&from=favourites`)).toEqual({
      step: 3,
      specialtyId: null,
      doctorId,
      practice: 'clinic',
      from: 'favourites',
      start: null,
    })
  })

  it('falls back to the doctor list for a later step without a doctor, and ignores broken values', () => {
    expect(read('step=3').step).toBe(1)
    expect(read('step=3&doctorId=not-a-uuid')).toMatchObject({ step: 1, doctorId: null })
    expect(read('step=7&specialtyId=abc').step).toBe(0)
    expect(read('step=-1&specialtyId=12')).toMatchObject({ step: 0, specialtyId: 12 })
    expect(read('step=1.5').step).toBe(0)
  })

  // Issue 9: step 5's Confirmed lands on ?step=6, which says payment is not open yet (decision 0005).
  it('reads the health problem, confirmation and payment steps, each only with a doctor', () => {
    expect(read(`step=4&doctorId=${doctorId}`).step).toBe(4)
    expect(read(`step=5&doctorId=${doctorId}`).step).toBe(5)
    expect(read(`step=6&doctorId=${doctorId}`).step).toBe(6)
    expect(read('step=5').step).toBe(1)
  })

  it('keeps a time tapped on the doctor page for the date step only', () => {
    const start = '2026-11-24T15:00:00.000Z'
    expect(read(`step=3&doctorId=${doctorId}&start=${start}`).start).toBe(start)
    expect(read(`step=2&doctorId=${doctorId}&start=${start}`).start).toBeNull()
    expect(read(`step=3&doctorId=${doctorId}&start=tomorrow`).start).toBeNull()
  })

  it('round-trips through wizardSearch', () => {
    const place = {
      step: 3,
      specialtyId: 7,
      doctorId,
      practice: 'clinic' as const,
      from: 'favourites' as const,
      start: '2026-11-24T15:00:00.000Z',
    }
    expect(readWizard(new URLSearchParams(wizardSearch(place)))).toEqual(place)
  })

  const steps = [0, 1, 2, 3, 4, 5, 6]

  it('lets a visitor click the details and the date once a doctor is chosen, and steps 4–5 once a time is', () => {
    const withDoctor = read(`doctorId=${doctorId}&step=3`)
    expect(steps.map((step) => isStepReachable(withDoctor, step, false))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ])
    expect(isStepReachable(read(''), 2, false)).toBe(false)
    expect(isStepReachable(read(''), 4, true)).toBe(false)
  })

  it('lets any step be clicked once a time is chosen, the payment included (SPEC 2.5)', () => {
    const withTime = read(`doctorId=${doctorId}&step=5`)
    expect(steps.map((step) => isStepReachable(withTime, step, true))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ])
  })
})

describe('complaintSchema (SPEC 5 and 9: 1 to 256 characters)', () => {
  it('takes 1 to 256 characters, trimmed', () => {
    expect(complaintSchema.parse('  headache since Monday ')).toBe('headache since Monday')
    expect(complaintSchema.safeParse('ص').success).toBe(true)
    expect(complaintSchema.safeParse('x'.repeat(256)).success).toBe(true)
  })

  it('refuses an empty or blank complaint with the SPEC message, and one over 256 characters', () => {
    expect(complaintSchema.safeParse('').error?.issues[0]?.message).toBe('validation:complaint.required')
    expect(complaintSchema.safeParse(' \n ').error?.issues[0]?.message).toBe('validation:complaint.required')
    expect(complaintSchema.safeParse('x'.repeat(257)).error?.issues[0]?.message).toBe(
      'validation:complaint.tooLong',
    )
  })
})

describe('blockingStep (SPEC 4: steps 3 and 4 must be done before leaving them)', () => {
  const place = { doctorId, practice: 'video' as const }
  const saved = { doctorId, practice: 'video' as const, complaint: '' }

  it('asks nothing before step 4', () => {
    expect([0, 1, 2, 3].map((step) => blockingStep(place, step, null))).toEqual([null, null, null, null])
  })

  it('sends steps 4 to 6 back to the date without a time for this doctor and practice', () => {
    expect([4, 5, 6].map((step) => blockingStep(place, step, null))).toEqual([3, 3, 3])
    const otherDoctor = { ...saved, doctorId: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }
    expect(blockingStep(place, 4, otherDoctor)).toBe(3)
    expect(blockingStep(place, 4, { ...saved, practice: 'clinic' })).toBe(3)
  })

  it('opens step 4 with a time, and steps 5 and 6 only with a complaint', () => {
    expect(blockingStep(place, 4, saved)).toBeNull()
    expect(blockingStep(place, 5, saved)).toBe(4)
    expect(blockingStep(place, 6, { ...saved, complaint: '   ' })).toBe(4)
    expect(blockingStep(place, 5, { ...saved, complaint: 'fever' })).toBeNull()
    expect(blockingStep(place, 6, { ...saved, complaint: 'fever' })).toBeNull()
  })
})

describe('practiceOptions (SPEC 2.5 step 0)', () => {
  const specialty = {
    isPrimaryCare: false,
    enabledVideo: true,
    enabledClinic: true,
    enabledHome: false,
    activeDrsCount: { video: 3, clinic: 0, home: 2 },
  }
  it('enables a card only when the specialty offers it and has an active doctor for it', () => {
    expect(practiceOptions(specialty)).toEqual({ video: 'enabled', clinic: 'disabled', home: 'disabled' })
    expect(
      practiceOptions({ ...specialty, enabledHome: true, activeDrsCount: { video: 0, clinic: 1, home: 1 } }),
    ).toEqual({ video: 'disabled', clinic: 'enabled', home: 'enabled' })
  })
  it('hides the clinic card for primary care', () => {
    expect(practiceOptions({ ...specialty, isPrimaryCare: true }).clinic).toBe('hidden')
  })
})

describe('seemsOutsideEgypt (SPEC 2.5 step 1)', () => {
  it('warns for another time zone only', () => {
    expect(seemsOutsideEgypt('Africa/Cairo')).toBe(false)
    expect(seemsOutsideEgypt('Egypt')).toBe(false)
    expect(seemsOutsideEgypt(undefined)).toBe(false)
    expect(seemsOutsideEgypt('Asia/Riyadh')).toBe(true)
  })
})

describe('the saved booking', () => {
  const memory = () => {
    const items = new Map<string, string>()
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }
  }
  const booking = {
    doctorId,
    practice: 'video' as const,
    start: '2026-11-22T08:00:00.000Z',
    doctorName: { nameAr: 'د. سمير', nameEn: null },
    ownerId: null,
    complaint: '',
  }
  const alice = '11111111-1111-4111-8111-111111111111'
  const bob = '22222222-2222-4222-8222-222222222222'

  it('comes back until its time has passed', () => {
    const storage = memory()
    saveBooking(storage, booking)
    expect(loadSavedBooking(storage, new Date('2026-11-21T10:00:00Z'), null)).toEqual(booking)
    expect(loadSavedBooking(storage, new Date('2026-11-22T08:00:00Z'), null)).toBeNull()
    clearSavedBooking(storage)
    expect(loadSavedBooking(storage, new Date('2026-11-21T10:00:00Z'), null)).toBeNull()
  })

  it('is read field by field: an unreadable one drops it, an unknown key is left behind', () => {
    const at = new Date('2026-11-21T10:00:00Z')
    const stored = (value: unknown) => {
      const storage = memory()
      storage.setItem('sehha.booking', JSON.stringify(value))
      return loadSavedBooking(storage, at, null)
    }
    expect(stored({ ...booking, extra: 'x', medicalFileId: alice })).toEqual({
      ...booking,
      medicalFileId: alice,
    })
    for (const broken of [
      { ...booking, doctorId: 'not-a-uuid' },
      { ...booking, practice: 'home' },
      { ...booking, start: '2026-11-22 08:00' },
      { ...booking, doctorName: { nameAr: 1, nameEn: null } },
      { ...booking, ownerId: 'someone' },
      { ...booking, complaint: 'x'.repeat(257) },
      { ...booking, medicalFileId: 7 },
      { ...booking, complaint: null },
      'text',
      null,
    ])
      expect(stored(broken)).toBeNull()
  })

  // Issue 9: the complaint is kept with the choice (never in the URL), so reload and sign-in keep it.
  it('keeps the complaint with the choice, and reads a choice saved before complaints existed', () => {
    const storage = memory()
    const now = new Date('2026-11-21T10:00:00Z')
    saveBooking(storage, { ...booking, complaint: 'صداع منذ يومين' })
    expect(loadSavedBooking(storage, now, null)?.complaint).toBe('صداع منذ يومين')
    const { complaint: _, ...older } = booking
    storage.setItem('sehha.booking', JSON.stringify(older))
    expect(loadSavedBooking(storage, now, null)).toEqual(booking)
  })

  it('ignores what it cannot read', () => {
    const storage = memory()
    storage.setItem('sehha.booking', '{broken')
    expect(loadSavedBooking(storage, new Date(), null)).toBeNull()
    storage.setItem('sehha.booking', JSON.stringify({ ...booking, doctorId: 'x' }))
    expect(loadSavedBooking(storage, new Date(), null)).toBeNull()
  })

  // Issue 7 §3: a half-made booking never follows the next person on the device.
  it('is offered only to the account that made it', () => {
    const storage = memory()
    const now = new Date('2026-11-21T10:00:00Z')
    saveBooking(storage, { ...booking, ownerId: alice })
    expect(loadSavedBooking(storage, now, alice)).toEqual({ ...booking, ownerId: alice })
    expect(loadSavedBooking(storage, now, bob)).toBeNull()
    expect(loadSavedBooking(storage, now, null)).toBeNull()
  })

  it("gives a visitor's choice to the first account that signs in, and to no other", () => {
    const storage = memory()
    const now = new Date('2026-11-21T10:00:00Z')
    saveBooking(storage, booking)
    expect(loadSavedBooking(storage, now, null)).toEqual(booking)
    expect(loadSavedBooking(storage, now, alice)).toEqual({ ...booking, ownerId: alice })
    expect(loadSavedBooking(storage, now, bob)).toBeNull()
    expect(loadSavedBooking(storage, now, null)).toBeNull()
  })
})
