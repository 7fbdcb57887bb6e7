import {
  certificateCategoryCodes,
  certificateTypeCodes,
  insuranceCategoryCodes,
  practiceCountryCodes,
} from '@app/domain/doctors'
import { resources } from '@app/i18n'
import { describe, expect, it } from 'vitest'

/** SPEC 3.7 (ADR 0050): the doctor catalogues' codes live in the domain, their names in the i18n files. */
describe('the doctor catalogues are named in Arabic and English', () => {
  it.each(['ar', 'en'] as const)('%s', (language) => {
    const texts = resources[language].doctorData.catalogues
    for (const code of insuranceCategoryCodes) expect(texts.insuranceCategories[code], code).toBeTruthy()
    for (const code of certificateCategoryCodes) expect(texts.certificateCategories[code], code).toBeTruthy()
    for (const code of certificateTypeCodes) expect(texts.certificateTypes[code], code).toBeTruthy()
    for (const code of practiceCountryCodes)
      expect(resources[language].profiles.countries[code], code).toBeTruthy()
    if (language === 'ar') expect(texts.certificateTypes.mbbch).toMatch(/[\u0600-\u06ff]/)
  })
})
