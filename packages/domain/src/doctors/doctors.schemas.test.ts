import { describe, expect, it } from 'vitest'
import { practiceKinds } from './doctors.practices'
import { doctorCardSchema, doctorSearchResultSchema, languageLevelSchema } from './doctors.schemas'

const card = {
  id: '7d6f2a4e-1b3c-4d5e-8f90-123456789abc',
  nameAr: 'د. أحمد مصطفى',
  nameEn: 'Dr. Ahmed Mostafa',
  gender: 'male',
  medTitle: 'consultant',
  specialtyId: 3,
  yearsOfExperience: 12,
  rating: 4.7,
  ratingCount: 38,
  price: 16000,
  photoUrl: null,
  languages: [
    { code: 'ar', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  nextSlot: '2026-05-02T07:00:00.000Z',
}

describe('language levels (SPEC 3.1: no knowledge, elementary, intermediate, advanced, fluent, native)', () => {
  it('accepts the six levels, none meaning no knowledge', () => {
    for (const level of ['none', 'elementary', 'intermediate', 'advanced', 'fluent', 'native']) {
      expect(languageLevelSchema.parse(level)).toBe(level)
    }
    expect(languageLevelSchema.safeParse('basic').success).toBe(false)
  })
})

describe('a doctor search row (SPEC 2.6 search; SPEC 2.8 "available from")', () => {
  it('accepts a full row', () => {
    expect(doctorCardSchema.parse(card)).toEqual(card)
  })

  it('accepts a doctor without an English name, a rating, a photo or a free slot', () => {
    const bare = { ...card, nameEn: null, rating: null, ratingCount: 0, photoUrl: null, nextSlot: null }
    expect(doctorCardSchema.parse(bare)).toEqual(bare)
  })

  it('refuses a rating with more than one decimal or outside 1 to 5 (SPEC 3.3)', () => {
    expect(doctorCardSchema.safeParse({ ...card, rating: 4.75 }).success).toBe(false)
    expect(doctorCardSchema.safeParse({ ...card, rating: 0.5 }).success).toBe(false)
    expect(doctorCardSchema.safeParse({ ...card, rating: 5.1 }).success).toBe(false)
  })

  it('refuses a price that is not whole piastres and a next slot that is not an ISO instant', () => {
    expect(doctorCardSchema.safeParse({ ...card, price: 160.5 }).success).toBe(false)
    expect(doctorCardSchema.safeParse({ ...card, nextSlot: '2026-05-02 09:00' }).success).toBe(false)
  })

  it('wraps rows with the total count', () => {
    expect(doctorSearchResultSchema.parse({ items: [card], total: 41 })).toEqual({ items: [card], total: 41 })
    expect(doctorSearchResultSchema.safeParse({ items: [], total: -1 }).success).toBe(false)
  })
})

describe('practice kinds (SPEC 2.8: video, clinic, home)', () => {
  it('lists the three practices', () => {
    expect(practiceKinds).toEqual(['video', 'clinic', 'home'])
  })
})
