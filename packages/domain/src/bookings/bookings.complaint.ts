import { constants } from '../shared/constants'

/** A complaint's length in characters (code points), as zod counts a string's length. */
export const complaintLength = (text: string): number => [...text].length

/**
 * SPEC 5 and 9: a complaint is 1 to 256 characters once trimmed: what `complaintSchema` (bookings.schemas) accepts,
 * without zod, for the wizard's first screen (issue 8 §5). bookings.schemas.test.ts holds the two together.
 */
export function isComplaintValid(text: string): boolean {
  const length = complaintLength(text.trim())
  return length >= 1 && length <= constants.complaintMaxLength
}
