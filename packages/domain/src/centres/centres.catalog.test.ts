import { describe, expect, it } from 'vitest'
import { labTests, radiologyScans } from '../catalog/clinical'
import { centreCategories, centreServices } from './centres.catalog'

describe('the centres’ catalogue (issue 43 §1, SPEC 3.7)', () => {
  it('offers every test and scan a referral can name, each in a category of its own kind', () => {
    expect(centreServices.filter((s) => s.kind === 'lab').map((s) => s.code)).toEqual(
      labTests.map((t) => t.code),
    )
    expect(centreServices.filter((s) => s.kind === 'radio').map((s) => s.code)).toEqual(
      radiologyScans.map((t) => t.code),
    )
    const categories = new Map(centreCategories.map((c) => [c.id, c]))
    for (const service of centreServices) {
      expect(categories.get(service.categoryId), service.id).toMatchObject({
        kind: service.kind,
        commercial: false,
      })
      if (service.commercialCategoryId)
        expect(categories.get(service.commercialCategoryId), service.id).toMatchObject({
          kind: service.kind,
          commercial: true,
        })
    }
    expect(new Set(centreServices.map((s) => s.id)).size).toBe(centreServices.length)
  })

  it('says what to do before, in both languages, with the fasting hours in the Arabic digits', () => {
    const fbs = centreServices.find((s) => s.id === 'lab:fbs')
    expect(fbs).toMatchObject({ fastingHours: 8 })
    expect(fbs?.preparation?.ar).toContain('٨')
    expect(fbs?.preparation?.en).toContain('8 hours')
    for (const service of centreServices)
      if (service.preparation)
        expect(service.preparation.en && service.preparation.ar, service.id).toBeTruthy()
  })
})
