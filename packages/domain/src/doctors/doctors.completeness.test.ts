import { describe, expect, it } from 'vitest'
import {
  menuEnabled,
  practiceCompleteness,
  practiceMenuItems,
  startCompleteness,
  type PracticeCompletenessInput,
  type StartCompletenessInput,
} from './doctors.completeness'

const nothing: StartCompletenessInput = { photo: false, languages: 0 }
const personal = { ...nothing, nameAr: 'أحمد', gender: 'male', birthday: '1985-03-10' }
const professional = {
  ...personal,
  specialtyId: 3,
  medTitle: 'specialist',
  yearsOfExperience: 8,
  medicalDegree: 'MBBCh',
}
const licensed = { ...professional, licenceNumber: '12345', aboutAr: 'استشاري باطنة' }
const complete = { ...licensed, photo: true, languages: 2 }

describe('start tab completeness (SPEC 3.1 regCompleteness.tabStart, 0 to 4)', () => {
  it('is 0 with nothing filled', () => {
    expect(startCompleteness(nothing)).toBe(0)
  })

  it('is 1 with the personal basics', () => {
    expect(startCompleteness(personal)).toBe(1)
  })

  it('is 2 with the professional basics too', () => {
    expect(startCompleteness(professional)).toBe(2)
  })

  it('is 3 with the licence number and the about text too', () => {
    expect(startCompleteness(licensed)).toBe(3)
  })

  it('is 4 with a photo and at least one language too', () => {
    expect(startCompleteness(complete)).toBe(4)
    expect(startCompleteness({ ...complete, languages: 1 })).toBe(4)
  })

  it('counts 0 years of experience as filled', () => {
    expect(startCompleteness({ ...professional, yearsOfExperience: 0 })).toBe(2)
  })

  it('does not count a later step while an earlier one is missing', () => {
    expect(startCompleteness({ ...complete, birthday: null })).toBe(0)
    expect(startCompleteness({ ...complete, medicalDegree: '' })).toBe(1)
    expect(startCompleteness({ ...complete, licenceNumber: '   ' })).toBe(2)
  })

  it('stays at 3 without a photo or without a language', () => {
    expect(startCompleteness({ ...complete, photo: false })).toBe(3)
    expect(startCompleteness({ ...complete, languages: 0 })).toBe(3)
  })

  it('needs a chosen specialty, not 0', () => {
    expect(startCompleteness({ ...complete, specialtyId: 0 })).toBe(1)
  })
})

const blank: PracticeCompletenessInput = { active: false, priceSet: false, scheduleRanges: 0, documents: 0 }

describe('practice completeness (SPEC 3.1 practiceVideo, practiceClinic, practiceHome)', () => {
  it('is 0 for a practice not begun, and 1 once switched on with nothing given', () => {
    expect(practiceCompleteness('video', blank)).toBe(0)
    expect(practiceCompleteness('video', { ...blank, active: true })).toBe(1)
  })

  describe('video needs a price, a schedule range and a specialty document (SPEC 5: video schedule required)', () => {
    it('climbs with each requirement met, in any order', () => {
      expect(practiceCompleteness('video', { ...blank, priceSet: true })).toBe(2)
      expect(practiceCompleteness('video', { ...blank, documents: 1 })).toBe(2)
      expect(practiceCompleteness('video', { ...blank, priceSet: true, scheduleRanges: 3 })).toBe(3)
    })

    it('is 4 with all three', () => {
      expect(
        practiceCompleteness('video', { ...blank, priceSet: true, scheduleRanges: 1, documents: 1 }),
      ).toBe(4)
    })

    it('stays 4 while the practice is switched off', () => {
      const done = { active: false, priceSet: true, scheduleRanges: 1, documents: 2 }
      expect(practiceCompleteness('video', done)).toBe(4)
    })
  })

  describe('clinic needs a price, an address and a schedule range (SPEC 2.8 clinic profile)', () => {
    it('is 3 without the address and 4 with it', () => {
      const noAddress = { ...blank, active: true, priceSet: true, scheduleRanges: 2 }
      expect(practiceCompleteness('clinic', noAddress)).toBe(3)
      expect(practiceCompleteness('clinic', { ...noAddress, clinicAddress: true })).toBe(4)
    })

    it('does not need specialty documents', () => {
      expect(
        practiceCompleteness('clinic', { ...blank, priceSet: true, scheduleRanges: 1, clinicAddress: true }),
      ).toBe(4)
    })
  })

  describe('home needs a price and an area', () => {
    it('is 2 with the price only and 4 with an area too', () => {
      expect(practiceCompleteness('home', { ...blank, priceSet: true })).toBe(2)
      expect(practiceCompleteness('home', { ...blank, priceSet: true, areas: 1 })).toBe(4)
    })

    it('needs no schedule or documents', () => {
      expect(practiceCompleteness('home', { ...blank, priceSet: true, areas: 3, scheduleRanges: 0 })).toBe(4)
    })
  })
})

describe("a doctor's menu (SPEC 2.3: open at completeness 4 on the start tab and video)", () => {
  it('opens with the start tab and video both at 4', () => {
    expect(menuEnabled({ tabStart: 4, practiceVideo: 4 })).toBe(true)
  })

  it('stays closed when either is below 4, or missing', () => {
    expect(menuEnabled({ tabStart: 3, practiceVideo: 4 })).toBe(false)
    expect(menuEnabled({ tabStart: 4, practiceVideo: 3 })).toBe(false)
    expect(menuEnabled({ tabStart: 4, practiceClinic: 4, practiceHome: 4 })).toBe(false)
    expect(menuEnabled(null)).toBe(false)
    expect(menuEnabled(undefined)).toBe(false)
  })
})

describe('practice menu items (SPEC 2.3: shown once the practice has a value; SPEC 3.1 labels)', () => {
  it('lists only the practices that have a completeness value, with their label', () => {
    expect(practiceMenuItems({ tabStart: 4, practiceVideo: 4, practiceHome: 0 })).toEqual([
      { kind: 'video', level: 4, label: 'edit' },
      { kind: 'home', level: 0, label: 'start' },
    ])
  })

  it('labels 1 and 2 finish, 3 and 4 edit', () => {
    const items = practiceMenuItems({ practiceVideo: 1, practiceClinic: 2, practiceHome: 3 })
    expect(items.map((i) => i.label)).toEqual(['finish', 'finish', 'edit'])
  })

  it('lists nothing without a regCompleteness', () => {
    expect(practiceMenuItems(null)).toEqual([])
  })
})
