import type { Catalog } from '@app/domain/catalog'
import { describe, expect, it } from 'vitest'
import { catalogChoices } from './get-catalog'

const specialty = (id: number, nameAr: string, nameEn: string) => ({
  id,
  nameAr,
  nameEn,
  isPrimaryCare: false,
  enabledVideo: true,
  enabledClinic: true,
  enabledHome: false,
  activeDrsCount: { home: 0, clinic: 1, video: 1 },
})

const catalog = (): Catalog => ({
  governorates: [{ id: 1, code: 'C', nameAr: 'القاهرة', nameEn: 'Cairo' }],
  areas: [
    { id: 10, governorateId: 1, nameAr: 'مدينة نصر', nameEn: 'Nasr City' },
    { id: 11, governorateId: 1, nameAr: 'الزمالك', nameEn: 'Zamalek' },
  ],
  specialties: [specialty(1, 'جلدية', 'Dermatology'), specialty(2, 'أطفال', 'Pediatrics')],
  nationalities: [],
  alphabetical: {
    ar: { areas: [11, 10], specialties: [2, 1], nationalities: [] },
    en: { areas: [10, 11], specialties: [1, 2], nationalities: [] },
  },
})

describe('catalogChoices', () => {
  it('names and sorts each list in the language, by the order the API sent', () => {
    const choices = catalogChoices(catalog(), 'ar')
    expect(choices.specialties.map((s) => s.label)).toEqual(['أطفال', 'جلدية'])
    expect(choices.areasOf(1).map((a) => a.label)).toEqual(['الزمالك', 'مدينة نصر'])
    expect(choices.specialtyName(1)).toBe('جلدية')
    expect(
      catalogChoices(catalog(), 'en')
        .areasOf(1)
        .map((a) => a.label),
    ).toEqual(['Nasr City', 'Zamalek'])
  })

  it('makes them once per catalog and language (every page the server renders shares its catalog)', () => {
    const shared = catalog()
    expect(catalogChoices(shared, 'ar')).toBe(catalogChoices(shared, 'ar'))
    expect(catalogChoices(shared, 'en')).not.toBe(catalogChoices(shared, 'ar'))
    // A catalog fetched anew is another object, with choices of its own.
    expect(catalogChoices(catalog(), 'ar')).not.toBe(catalogChoices(shared, 'ar'))
  })
})
