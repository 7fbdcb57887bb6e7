/**
 * The numbers of the measurement rules (SPEC 2.8, 3.7), apart from the schemas so the texts that state them
 * (@app/i18n message constants, on every first screen) do not pull zod schemas in with them.
 */

/** What a person measures, in centimetres and kilograms: a newborn's to the tallest and heaviest recorded. */
export const measurementRanges = {
  height: { min: 30, max: 250, unit: 'cm' },
  weight: { min: 1, max: 400, unit: 'kg' },
} as const

/** No record before this day (the same floor as birthdays). */
export const earliestMeasurementDate = '1900-01-01'

/** At most so many measurements are listed for one file (newest first). */
export const measurementListLimit = 500
