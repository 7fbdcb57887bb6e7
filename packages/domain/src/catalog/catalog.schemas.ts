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

export const catalogSchema = z.object({
  governorates: z.array(governorateSchema),
  areas: z.array(areaSchema),
  specialties: z.array(specialtySchema),
  nationalities: z.array(nationalitySchema),
})
export type Catalog = z.infer<typeof catalogSchema>
