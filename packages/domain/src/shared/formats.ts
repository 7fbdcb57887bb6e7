/**
 * Checks of the text formats zod's `z.uuid()` and `z.iso.datetime()` accept, without zod, for the first screens that
 * read a link or the device's storage (issue 8 §5). The patterns are zod 4's own; formats.test.ts holds them to zod.
 */

const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

/** A calendar date, leap days included. */
const datePattern =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))'

/** An instant in UTC with seconds, as the API writes one ('2026-11-27T08:30:00Z', '….000Z'). */
const instantPattern = new RegExp(`^${datePattern}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?Z$`)

/** What `z.uuid()` accepts. */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text)
}

/** What `z.iso.datetime()` accepts: a UTC instant. */
export function isInstant(text: string): boolean {
  return instantPattern.test(text)
}
