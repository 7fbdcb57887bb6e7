import { z } from 'zod'
import { normaliseNumberText } from '../shared/digits'
import { vkey } from '../shared/validation'
import { measurementRanges } from './measurements.constants'

/**
 * Height and weight over time (SPEC 2.8 'Height and weight entry (new height, new weight, date)', SPEC 3.7
 * 'Measurement types: weight, height', SPEC 5 'Height and weight start with a digit'). A measurement belongs to a
 * medical file: the account's own (its user id) or a family member's it holds (the dependent's id).
 */

export const measurementKinds = ['height', 'weight'] as const
export const measurementKindSchema = z.enum(measurementKinds, vkey('required'))
export type MeasurementKind = z.infer<typeof measurementKindSchema>

/**
 * A value as typed (SPEC 5): a number, or text with Western or Arabic-Indic digits and a point, a comma or the Arabic
 * decimal separator (٫), starting with a digit. Gives the number; its range depends on the kind (below).
 */
export const measurementValueSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string()
    .max(24, vkey('tooLong'))
    .transform((text, ctx) => {
      const normalised = normaliseNumberText(text)
      if (normalised === '') {
        ctx.addIssue({ code: 'custom', message: vkey('required'), input: text })
        return z.NEVER
      }
      // A minus sign is a number out of range, not a value that fails to start with a digit.
      if (!/^-?\d/.test(normalised)) {
        ctx.addIssue({ code: 'custom', message: vkey('startWithDigit'), input: text })
        return z.NEVER
      }
      if (!/^-?\d+(\.\d+)?$/.test(normalised)) {
        ctx.addIssue({ code: 'custom', message: vkey('measurement.notNumber'), input: text })
        return z.NEVER
      }
      if (/\.\d{2,}$/.test(normalised.replace(/0+$/, ''))) {
        ctx.addIssue({ code: 'custom', message: vkey('measurement.oneDecimal'), input: text })
        return z.NEVER
      }
      return Number(normalised)
    }),
)

/** A real calendar day, YYYY-MM-DD; whether it is after today is checked against Cairo's today (rules). */
export const measuredOnSchema = z.iso.date(vkey('measurement.badDate'))

export const newMeasurementSchema = z
  .object({
    /** The medical file: the account's own id or a family member's; none is the account's own. */
    fileId: z.uuid(vkey('unknownReference')).optional(),
    kind: measurementKindSchema,
    value: measurementValueSchema,
    measuredOn: measuredOnSchema,
  })
  .superRefine((input, ctx) => {
    // zod runs this after a failed field too: only a kind and a value that were both read are compared.
    const range = measurementRanges[input.kind] as (typeof measurementRanges)[MeasurementKind] | undefined
    if (!range || typeof input.value !== 'number') return
    if (input.value < range.min || input.value > range.max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: vkey(`measurement.${input.kind}Range`) })
  })
export type NewMeasurement = z.infer<typeof newMeasurementSchema>
export type NewMeasurementInput = z.input<typeof newMeasurementSchema>

export const measurementQuerySchema = z.object({ fileId: z.uuid(vkey('unknownReference')).optional() })
export type MeasurementQuery = z.infer<typeof measurementQuerySchema>

export const measurementItemSchema = z.object({
  id: z.uuid(),
  kind: measurementKindSchema,
  /** Centimetres for height, kilograms for weight; one decimal at most. */
  value: z.number(),
  measuredOn: z.iso.date(),
  createdAt: z.iso.datetime(),
})
export type MeasurementItem = z.infer<typeof measurementItemSchema>

export const measurementListSchema = z.object({ items: z.array(measurementItemSchema) })
export type MeasurementList = z.infer<typeof measurementListSchema>
