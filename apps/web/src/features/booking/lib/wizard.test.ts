import { describe, expect, it } from 'vitest'
import {
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
      closedStep: null,
    })
  })

  it('falls back to the doctor list for a later step without a doctor, and ignores broken values', () => {
    expect(read('step=3').step).toBe(1)
    expect(read('step=3&doctorId=not-a-uuid')).toMatchObject({ step: 1, doctorId: null })
    expect(read('step=7&specialtyId=abc').step).toBe(0)
    expect(read('step=-1&specialtyId=12')).toMatchObject({ step: 0, specialtyId: 12 })
    expect(read('step=1.5').step).toBe(0)
  })

  // Issue 7 §3: ?step=6 does not silently show another step.
  it('sends a step that is not open yet to the furthest open one and names it', () => {
    expect(read(`step=6&doctorId=${doctorId}`)).toMatchObject({ step: 3, closedStep: 6 })
    expect(read('step=4')).toMatchObject({ step: 1, closedStep: 4 })
    expect(read('step=3').closedStep).toBeNull()
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
      closedStep: null,
    }
    expect(readWizard(new URLSearchParams(wizardSearch(place)))).toEqual(place)
  })

  it('lets a visitor click back to any step, and forward only to the open ones that have a doctor', () => {
    const withDoctor = read(`doctorId=${doctorId}&step=3`)
    expect([0, 1, 2, 3, 4, 5, 6].map((step) => isStepReachable(withDoctor, step))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ])
    expect(isStepReachable(read(''), 2)).toBe(false)
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
