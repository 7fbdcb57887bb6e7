import type { z } from 'zod'

/**
 * Domain schemas carry no human text: a custom rule's message is an i18n key in the `validation` namespace
 * (`validation:phone.zeroError`). Built-in zod issues are mapped to generic keys here, once, for the API's
 * error body and for the forms.
 */
export const validationKeyPrefix = 'validation:'

/** A message that is already a key of a namespace (`validation:…`, or a feature's own such as `centres:problems.…`). */
const messageKey = /^[a-z][A-Za-z]*:[A-Za-z][\w.]*$/

export function issueKey(issue: Pick<z.core.$ZodIssue, 'code' | 'message'> & { input?: unknown }): string {
  if (issue.message.startsWith(validationKeyPrefix) || messageKey.test(issue.message)) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves `input` out of issues unless asked, so its message tells a missing value from a wrong one.
      // (The forms' error map passes the input and no message.)
      return issue.input === undefined &&
        (issue.message === '' || /received undefined|required/i.test(issue.message))
        ? 'validation:required'
        : 'validation:invalidType'
    case 'too_big':
      return 'validation:tooLong'
    case 'too_small':
      return 'validation:required'
    case 'invalid_format':
      return 'validation:invalidFormat'
    case 'invalid_value':
      return 'validation:invalidValue'
    case 'unrecognized_keys':
      return 'validation:unknownField'
    default:
      return 'validation:invalidValue'
  }
}

/** A message key for a custom rule; kept as a function so keys are greppable and typed in one place. */
export const vkey = (key: string): string => `${validationKeyPrefix}${key}`

/**
 * True when two types are the same. A zod-free module states its types by hand, and the schema module beside it
 * holds them to its schemas: `true satisfies SameType<Role, z.infer<typeof roleSchema>>` (issue 8 §5).
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
