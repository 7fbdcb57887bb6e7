import { describe, expect, it } from 'vitest'
import { observations } from '../catalog/observations'
import { consultNoteSchema } from '../consults/consults.schemas'
import {
  certificateCategoryCodes,
  certificateTypeCodes,
  certificateTypeFits,
  certificateTypesByCategory,
} from './doctors.catalogues'
import { certificateInputSchema, doctorInsuranceInputSchema, practiceCountriesSchema } from './doctors.editor'

describe('the doctor catalogues (SPEC 3.1, 3.7; ADR 0050)', () => {
  it('puts each certificate type in one category', () => {
    expect(new Set(certificateTypeCodes).size).toBe(certificateTypeCodes.length)
    expect(certificateTypeFits('fellowship', 'arabBoard')).toBe(true)
    expect(certificateTypeFits('academic', 'arabBoard')).toBe(false)
    expect(certificateTypeFits('constructor', 'mbbch')).toBe(false)
    expect(Object.keys(certificateTypesByCategory)).toEqual(certificateCategoryCodes)
  })

  it('takes a blank select as no choice, and refuses a type without or outside its category', () => {
    expect(certificateInputSchema.parse({ name: 'شهادة', category: '', type: '' })).toEqual({ name: 'شهادة' })
    expect(certificateInputSchema.safeParse({ name: 'شهادة', type: 'mbbch' }).error?.issues[0]).toMatchObject(
      {
        path: ['category'],
        message: 'validation:certificate.categoryRequired',
      },
    )
    expect(
      certificateInputSchema.safeParse({ name: 'شهادة', category: 'diploma', type: 'mbbch' }).error
        ?.issues[0],
    ).toMatchObject({ path: ['type'], message: 'validation:certificate.typeMismatch' })
  })

  it('asks for the insurance category and name together', () => {
    expect(doctorInsuranceInputSchema.parse({ category: '', name: '' })).toEqual({ name: '' })
    expect(
      doctorInsuranceInputSchema.safeParse({ category: 'other', name: '' }).error?.issues[0],
    ).toMatchObject({
      path: ['name'],
      message: 'validation:insurance.nameRequired',
    })
    expect(doctorInsuranceInputSchema.safeParse({ name: 'AXA' }).error?.issues[0]).toMatchObject({
      path: ['category'],
      message: 'validation:insurance.categoryRequired',
    })
  })

  it('keeps each country of practice once', () => {
    expect(practiceCountriesSchema.parse(['SA', 'EG', 'SA'])).toEqual(['SA', 'EG'])
    expect(practiceCountriesSchema.safeParse(['FR']).success).toBe(false)
  })
})

describe('the observations catalogue (SPEC 3.7; ADR 0050)', () => {
  it('gives every observation a unique code and both names', () => {
    expect(new Set(observations.map((o) => o.code)).size).toBe(observations.length)
    for (const o of observations) {
      expect(o.en.trim(), o.code).not.toBe('')
      expect(o.ar, o.code).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('lets a note hold known observations only, at most 30', () => {
    expect(consultNoteSchema.parse({ observationCodes: ['fever'] }).observationCodes).toEqual(['fever'])
    expect(consultNoteSchema.parse({}).observationCodes).toEqual([])
    expect(consultNoteSchema.safeParse({ observationCodes: ['made-up'] }).error?.issues[0]).toMatchObject({
      path: ['observationCodes', 0],
      message: 'validation:unknownReference',
    })
    expect(consultNoteSchema.safeParse({ observationCodes: Array(31).fill('fever') }).success).toBe(false)
  })
})
