import { z } from 'zod'
import { timeOfDaySchema, endTimeOfDaySchema, minutesOfDay, endMinutes } from '../schedules/schedules.schemas'
import { vkey } from '../shared/validation'
import { centreKinds } from './centres.categories'

/** Issue 43 §1: the centres' catalogue and offers over the API. Prices are piastres (SPEC 3.5). */

/**
 * A rule of the centres' own forms: its message is in the `centres` namespace, which only their pages load, not in
 * `validation`, which every form's page loads (the booking route's JavaScript budget, issue 42 §3).
 */
export const centresKey = (key: string): string => `centres:problems.${key}`
export const centreKindSchema = z.enum(centreKinds)

export const centreServiceIdSchema = z
  .string()
  .max(80, vkey('tooLong'))
  .regex(/^(lab|radio):[a-z0-9-]+$/, vkey('invalidValue'))

export const centreCategoryViewSchema = z.object({
  id: z.string(),
  kind: centreKindSchema,
  commercial: z.boolean(),
  nameEn: z.string(),
  nameAr: z.string(),
})
export type CentreCategoryView = z.infer<typeof centreCategoryViewSchema>

export const centreServiceViewSchema = z.object({
  id: z.string(),
  kind: centreKindSchema,
  code: z.string(),
  categoryId: z.string(),
  commercialCategoryId: z.string().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  fastingHours: z.number().int().nullable(),
  preparationEn: z.string().nullable(),
  preparationAr: z.string().nullable(),
})
export type CentreServiceView = z.infer<typeof centreServiceViewSchema>

/** A search of the catalogue (SPEC 5: a query of one character is ignored), with how many centres offer each. */
export const centreServiceSearchQuerySchema = z.object({
  kind: centreKindSchema.optional(),
  q: z.string().max(100, vkey('tooLong')).optional(),
  categoryId: z.string().max(80, vkey('tooLong')).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export const centreServiceSearchResultSchema = z.object({
  items: z.array(
    centreServiceViewSchema.extend({
      /** Verified, active, non-testing centres offering it (testing ones too for a testing account: SPEC 6). */
      centres: z.number().int(),
      lowestPrice: z.number().int().nullable(),
    }),
  ),
  categories: z.array(centreCategoryViewSchema),
})
export type CentreServiceSearchResult = z.infer<typeof centreServiceSearchResultSchema>

const moneySchema = z.number().int(vkey('invalidValue'))
/** A price to customers: 1 to 100,000 EGP. */
const offerPriceSchema = moneySchema
  .min(100, centresKey('priceRange'))
  .max(10_000_000, centresKey('priceRange'))

/** What a centre sets for one service it offers. */
export const centreOfferInputSchema = z
  .object({
    price: offerPriceSchema,
    /** Null: the centre does not take medical insurance for this service. */
    insurancePrice: offerPriceSchema.nullable().default(null),
    homeCollection: z.boolean().default(false),
    /** The extra for collecting the sample at home (labs), 0 to 10,000 EGP; null when not offered. */
    homeCollectionPrice: moneySchema
      .min(0, centresKey('homeCollectionPrice'))
      .max(1_000_000, centresKey('homeCollectionPrice'))
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if (offer.homeCollection && offer.homeCollectionPrice === null)
      ctx.addIssue({
        code: 'custom',
        path: ['homeCollectionPrice'],
        message: centresKey('homeCollectionPrice'),
      })
    if (!offer.homeCollection && offer.homeCollectionPrice !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['homeCollectionPrice'],
        message: centresKey('homeCollectionOff'),
      })
  })
export type CentreOfferInput = z.infer<typeof centreOfferInputSchema>

export const centreOfferViewSchema = z.object({
  service: centreServiceViewSchema,
  price: z.number().int(),
  insurancePrice: z.number().int().nullable(),
  homeCollection: z.boolean(),
  homeCollectionPrice: z.number().int().nullable(),
  updatedAt: z.string(),
})
export type CentreOfferView = z.infer<typeof centreOfferViewSchema>

export const centreOffersSchema = z.object({ items: z.array(centreOfferViewSchema) })

/** Opening hours: for each weekday (0 Sunday … 6 Saturday), its periods, which may not overlap. */
export const centreHoursRangeSchema = z.object({ opens: timeOfDaySchema, closes: endTimeOfDaySchema })
export const centreHoursSchema = z
  .object({
    days: z
      .array(
        z.object({
          weekday: z.number().int().min(0).max(6),
          ranges: z.array(centreHoursRangeSchema).max(4, vkey('tooLong')),
        }),
      )
      .max(7, vkey('tooLong')),
  })
  .strict()
  .superRefine((hours, ctx) => {
    const seen = new Set<number>()
    hours.days.forEach((day, d) => {
      if (seen.has(day.weekday))
        ctx.addIssue({ code: 'custom', path: ['days', d, 'weekday'], message: centresKey('dayTwice') })
      seen.add(day.weekday)
      const ranges = day.ranges.map((r, i) => ({ i, from: minutesOfDay(r.opens), to: endMinutes(r.closes) }))
      for (const range of ranges) {
        if (range.to <= range.from)
          ctx.addIssue({
            code: 'custom',
            path: ['days', d, 'ranges', range.i, 'closes'],
            message: vkey('schedule.endBeforeStart'),
          })
        else if (
          ranges.some((o) => o.i !== range.i && o.to > o.from && o.from < range.to && range.from < o.to)
        )
          ctx.addIssue({
            code: 'custom',
            path: ['days', d, 'ranges', range.i, 'opens'],
            message: vkey('schedule.overlap'),
          })
      }
    })
  })
export type CentreHours = z.infer<typeof centreHoursSchema>

/** The hours as saved ('HH:MM'; a period to midnight closes at '24:00'). */
export const centreHoursViewSchema = z.object({
  days: z.array(
    z.object({
      weekday: z.number().int(),
      ranges: z.array(z.object({ opens: z.string(), closes: z.string() })),
    }),
  ),
})
export type CentreHoursView = z.infer<typeof centreHoursViewSchema>

const optionalId = z.coerce.number().int().positive().optional()
const optionalMoney = z.coerce.number().int().min(0).max(10_000_000).optional()
/** A query flag: `true` narrows, anything else (absent, `false`) does not. */
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true')

export const centreSorts = ['price', 'nearest'] as const
export const centresPageSize = 20

/** SPEC 2.1 /labs/{serviceId}, /radios/{serviceId} (issue 43 §2): the centres offering a service. */
export const centresForServiceQuerySchema = z.object({
  governorateId: optionalId,
  areaId: optionalId,
  homeCollection: flag,
  insurance: flag,
  minPrice: optionalMoney,
  maxPrice: optionalMoney,
  /** `nearest` needs the patient's location; without it the list is by price. */
  sort: z.enum(centreSorts).default('price'),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export type CentresForServiceQuery = z.infer<typeof centresForServiceQuerySchema>

export const centreCardSchema = z.object({
  centreId: z.string(),
  kind: centreKindSchema,
  businessName: z.string(),
  photoUrl: z.string().nullable(),
  governorateId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  /** The street line of its first address, as the centre wrote it. */
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  price: z.number().int(),
  insurancePrice: z.number().int().nullable(),
  homeCollection: z.boolean(),
  homeCollectionPrice: z.number().int().nullable(),
  /** From the patient's shared location, in km to one decimal; null without one or without the centre's. */
  distanceKm: z.number().nullable(),
  hours: centreHoursViewSchema.shape.days,
})
export type CentreCard = z.infer<typeof centreCardSchema>

export const centresForServiceSchema = z.object({
  service: centreServiceViewSchema,
  items: z.array(centreCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type CentresForService = z.infer<typeof centresForServiceSchema>

/** SPEC 2.1 /lab_details/{labId}, /radio_details/{radioId} (issue 43 §2): a centre as patients see it. */
export const centreDetailsSchema = z.object({
  centreId: z.string(),
  kind: centreKindSchema,
  businessName: z.string(),
  businessInfo: z.string(),
  photoUrl: z.string().nullable(),
  receptionPhone: z.string(),
  governorateId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  certificates: z.array(z.string()),
  homeVisit: z.boolean(),
  hours: centreHoursViewSchema.shape.days,
  offers: z.array(centreOfferViewSchema.omit({ updatedAt: true })),
})
export type CentreDetails = z.infer<typeof centreDetailsSchema>
export * from './centres.categories'
