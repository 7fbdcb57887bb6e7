import { z } from 'zod'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'

/**
 * Issue 45 §4, a prescription any pharmacy can check (docs/decisions/0045): each prescription has a public
 * verification code, printed with a QR code on its PDF and opened at `/verify/{code}` by anyone, and a private
 * 6-digit dispense code its patient holds, with which a pharmacist marks it dispensed, once.
 */

/**
 * The verification code's letters: Crockford's base 32 (digits and capitals without I, L, O and U), so each of its
 * 10 characters carries 5 random bits — 50 in all — and no two of its letters look alike. A code is written as two
 * groups of five (`7KQ2M-X9D4T`).
 */
export const verificationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const verificationCodeLength = 10
export const dispenseCodeLength = 6

/** `ABCDE-FGHJK`, the form stored, printed and shown. */
export const verificationCodePattern = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

/**
 * A code as someone typed or read it, in the stored form, or null when it cannot be one. Tolerant as Crockford's
 * decoding is: Arabic-Indic digits, lower case, spaces, dashes and dots are accepted, and the letters a reader may
 * take for a digit are read as that digit (O → 0; I and L → 1).
 */
export function normalizeVerificationCode(input: string): string | null {
  if (input.length > 64) return null
  const plain = toWesternDigits(input)
    .toUpperCase()
    .replace(/[\s\-_.\u2010-\u2015\u2212]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (plain.length !== verificationCodeLength) return null
  if ([...plain].some((c) => !verificationCodeAlphabet.includes(c))) return null
  return `${plain.slice(0, 5)}-${plain.slice(5)}`
}

/** The patient's name as a pharmacist sees it: the initials of its first three words (`منى عبد الرحمن` → `م. ع. ر.`). */
export function nameInitials(name: string): string {
  return (
    name
      .normalize('NFC')
      .split(/\s+/u)
      // The article of an Arabic name is not its initial (الشناوي → ش).
      .map((word) => /\p{L}/u.exec(/^ال\p{L}{2}/u.test(word) ? word.slice(2) : word)?.[0])
      .filter((letter): letter is string => letter !== undefined)
      .slice(0, 3)
      .map((letter) => `${letter.toLocaleUpperCase()}.`)
      .join(' ')
  )
}

/** `/verify/{code}`: what was typed or scanned (checked by the service: an unreadable code is no prescription). */
export const verificationCodeParamsSchema = z.object({ code: z.string().min(1).max(64) })

export const dispenseCodeSchema = z
  .string(vkey('code.sixDigits'))
  .max(20, vkey('code.sixDigits'))
  .transform((code) => toWesternDigits(code).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, vkey('code.sixDigits')))

/** `POST /api/v1/prescriptions/verify/{code}/dispense`: the code the patient holds. */
export const dispensePrescriptionSchema = z.object({ dispenseCode: dispenseCodeSchema })
export type DispensePrescription = z.input<typeof dispensePrescriptionSchema>

export const verifiedMedicineSchema = z.object({
  drugName: z.string(),
  form: z.string(),
  dose: z.string(),
  frequency: z.string(),
  duration: z.string(),
})

/**
 * `GET /api/v1/prescriptions/verify/{code}`: what a pharmacist needs, and nothing more — the prescription is genuine
 * (it exists), when it was written, by whom (name, specialty, licence), the medicines and their doses, and whether
 * it was dispensed. Never the diagnosis, the notes, the instructions or the patient's details: only initials.
 */
export const prescriptionVerificationSchema = z.object({
  code: z.string(),
  issuedAt: z.iso.datetime(),
  doctor: z.object({
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    specialtyAr: z.string(),
    specialtyEn: z.string(),
    licenceNumber: z.string().nullable(),
  }),
  patientInitials: z.string(),
  items: z.array(verifiedMedicineSchema),
  dispensedAt: z.iso.datetime().nullable(),
})
export type PrescriptionVerification = z.infer<typeof prescriptionVerificationSchema>

/** A prescription's codes and state as its patient sees them (the call summary, the record). */
export const prescriptionDispensingSchema = z.object({
  /** The patient side's alone: null for the doctor, admins and anyone else. */
  dispenseCode: z.string().nullable(),
  dispensedAt: z.iso.datetime().nullable(),
})
