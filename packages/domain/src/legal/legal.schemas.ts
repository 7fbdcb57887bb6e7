import { z } from 'zod'
import { containsRawHtml } from '../dialogs/dialogs.schemas'
import { vkey } from '../shared/validation'

/**
 * Legal texts and help (issue 45 §1; SPEC 1, 2.1 /help): about, contact, the patients' terms of use, the doctors'
 * terms, the doctors agreement, the privacy policy and the refund policy. Each is Arabic and English markdown, read
 * as the dialogs' markdown is (docs/decisions/0019), and kept in every version an admin publishes: the pages show
 * the latest, with when it was published and its number.
 */

export const legalKeys = [
  'about',
  'contact',
  'terms',
  'doctor-terms',
  'doctors-agreement',
  'privacy',
  'refunds',
] as const
export const legalKeySchema = z.enum(legalKeys)
export type LegalKey = z.infer<typeof legalKeySchema>

/** A text is longer than a dialog: a whole policy. */
export const legalTextMaxLength = 30_000

export const legalMarkdownSchema = z
  .string()
  .trim()
  .min(1, vkey('required'))
  .max(legalTextMaxLength, vkey('tooLong'))
  .refine((text) => !containsRawHtml(text), vkey('markdownHtml'))

/** An admin's new version of a text: both languages, markdown without markup. */
export const publishLegalTextSchema = z.object({ ar: legalMarkdownSchema, en: legalMarkdownSchema })
export type PublishLegalText = z.infer<typeof publishLegalTextSchema>

/** A text as the pages show it: its latest version. */
export const legalTextSchema = z.object({
  key: legalKeySchema,
  version: z.number().int().positive(),
  ar: z.string(),
  en: z.string(),
  publishedAt: z.iso.datetime(),
})
export type LegalText = z.infer<typeof legalTextSchema>

/** Every version of a text, newest first, with who published it (null: the seed, or an account since deleted). */
export const legalVersionsSchema = z.object({
  key: legalKeySchema,
  items: z.array(legalTextSchema.extend({ publishedBy: z.string().nullable() })),
})
export type LegalVersions = z.infer<typeof legalVersionsSchema>

/**
 * The texts a person accepts (issue 45 §1): everyone the terms of use and the privacy policy, at sign-up; a doctor
 * also the doctor terms and the doctors agreement, when submitting the profile for review. A new version of one
 * they accepted is asked for once, in a dialog.
 */
export const acceptedLegalKeys = ['terms', 'privacy', 'doctor-terms', 'doctors-agreement'] as const
export const acceptedLegalKeySchema = z.enum(acceptedLegalKeys)
export type AcceptedLegalKey = z.infer<typeof acceptedLegalKeySchema>
export const everyoneAccepts = ['terms', 'privacy'] as const satisfies readonly AcceptedLegalKey[]
export const doctorsAccept = [
  'doctor-terms',
  'doctors-agreement',
] as const satisfies readonly AcceptedLegalKey[]

/** How an acceptance was made; `existing`: an account older than the texts, taken to have accepted version 1. */
export const legalAcceptanceVias = ['sign-up', 'review', 'dialog', 'existing'] as const
export type LegalAcceptanceVia = (typeof legalAcceptanceVias)[number]

const acceptedVersionSchema = z.object({
  key: acceptedLegalKeySchema,
  version: z.number().int().positive().max(1_000_000),
})

/** The current versions the signed-in person has yet to accept (empty: nothing to ask). */
export const pendingLegalSchema = z.object({ items: z.array(acceptedVersionSchema) })
export type PendingLegal = z.infer<typeof pendingLegalSchema>

/** The versions the person accepts in the dialog: those it showed them. */
export const acceptLegalSchema = z.object({
  items: z.array(acceptedVersionSchema).min(1, vkey('required')).max(acceptedLegalKeys.length),
})
export type AcceptLegal = z.infer<typeof acceptLegalSchema>

/** What a person accepted, newest first, for the admins. */
export const legalAcceptancesSchema = z.object({
  items: z.array(
    acceptedVersionSchema.extend({ acceptedAt: z.iso.datetime(), via: z.enum(legalAcceptanceVias) }),
  ),
})
export type LegalAcceptances = z.infer<typeof legalAcceptancesSchema>
