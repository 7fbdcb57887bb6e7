import { z } from 'zod'
import { vkey } from '../shared/validation'
import { canonicalPhonePattern } from './accounts.rules'

/**
 * The two account fields other features' schemas are made of (a profile's phone and e-mail), apart from the
 * accounts' own inputs and answers: a page that reads a profile does not build every sign-in schema with it
 * (issue 8 §5). Re-exported by accounts.schemas.
 */

/** The stored, eleven-digit form (01XXXXXXXXX) the API speaks. */
export const phoneNumberSchema = z
  .string()
  .max(20, vkey('phone.length'))
  .regex(canonicalPhonePattern, vkey('phone.notValid'))

export const emailSchema = z
  .string()
  .trim()
  .max(254, vkey('tooLong'))
  .pipe(z.email(vkey('email.invalid')))
