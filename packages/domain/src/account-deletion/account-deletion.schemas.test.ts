import { describe, expect, it } from 'vitest'
import { deletionDueDay } from './account-deletion.schemas'

describe('deletionDueDay (SPEC 4, 9: within 5 working days; Egypt works Sunday to Thursday)', () => {
  it('counts five working days, skipping Friday and Saturday', () => {
    // Sunday 2026-11-22 → Sunday 2026-11-29 (Mon, Tue, Wed, Thu, Sun).
    expect(deletionDueDay('2026-11-22')).toBe('2026-11-29')
    // Thursday → the next Thursday (Sun, Mon, Tue, Wed, Thu).
    expect(deletionDueDay('2026-11-26')).toBe('2026-12-03')
    // Asked on a Friday: Sunday to Thursday.
    expect(deletionDueDay('2026-11-27')).toBe('2026-12-03')
  })
})
