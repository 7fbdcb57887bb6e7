import { z } from 'zod'

export const governorateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
})
export type Governorate = z.infer<typeof governorateSchema>

export const areaSchema = z.object({
  id: z.number().int(),
  governorateId: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
})
export type Area = z.infer<typeof areaSchema>

export const specialtySchema = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  isPrimaryCare: z.boolean(),
  enabledVideo: z.boolean(),
  enabledClinic: z.boolean(),
  enabledHome: z.boolean(),
  /** SPEC 3.2 and 2.5 step 0: verified, non-testing doctors with each practice active. */
  activeDrsCount: z.object({
    home: z.number().int().min(0),
    clinic: z.number().int().min(0),
    video: z.number().int().min(0),
  }),
})
export type Specialty = z.infer<typeof specialtySchema>

export const nationalitySchema = z.object({
  id: z.number().int(),
  iso2: z.string(),
  phoneCode: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  nameFr: z.string(),
})
export type Nationality = z.infer<typeof nationalitySchema>

/** The ids of the catalog's named lists in one language's alphabetical order. */
export const alphabeticalOrderSchema = z.object({
  areas: z.array(z.number().int()),
  specialties: z.array(z.number().int()),
  nationalities: z.array(z.number().int()),
})
export type AlphabeticalOrder = z.infer<typeof alphabeticalOrderSchema>

export const catalogSchema = z.object({
  governorates: z.array(governorateSchema),
  areas: z.array(areaSchema),
  specialties: z.array(specialtySchema),
  nationalities: z.array(nationalitySchema),
  /**
   * Each list in each language's alphabetical order, as the API's collator (ICU's, as a browser's) sorts the names:
   * a page lists them sorted without making a collator, whose ICU data took 15–70 ms to load on this machine (issue
   * 8 §5). Governorates keep their official order.
   */
  alphabetical: z.object({ ar: alphabeticalOrderSchema, en: alphabeticalOrderSchema }),
})
export type Catalog = z.infer<typeof catalogSchema>
