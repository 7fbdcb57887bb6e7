import { z } from 'zod'
import { vkey } from './validation'

/**
 * Issue 7 §1: every integer a request carries is bounded to what its column holds, so an out-of-range number is a
 * 400 naming the field, never a database range error (a 500). Ids are PostgreSQL `integer` (int4) columns.
 */
export const int4Max = 2_147_483_647

/** A positive int4: what a reference column (serial id) can hold. Whether the row exists is the service's check. */
// No message on the type check: issueKey tells a missing value (required) from a wrong one (invalidType).
export const idSchema = z
  .number()
  .int(vkey('invalidValue'))
  .positive(vkey('required'))
  .max(int4Max, vkey('unknownReference'))

/** A whole number of an int4 column between `min` and `max` (both within int4). */
export const int4Schema = (min = 0, max = int4Max) =>
  z.number().int(vkey('invalidValue')).min(min).max(Math.min(max, int4Max), vkey('tooLong'))

/** The same as a querystring parameter: text coerced to a number. */
export const queryIdSchema = z.coerce
  .number()
  .int(vkey('invalidValue'))
  .positive(vkey('required'))
  .max(int4Max, vkey('unknownReference'))
