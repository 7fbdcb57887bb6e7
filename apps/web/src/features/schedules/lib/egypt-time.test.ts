import { describe, expect, it } from 'vitest'
import { slotListOffset } from './egypt-time'

// SPEC 2.5 step 3 and issue 7 §3: a list of times says Egypt's offset once; a time after a daylight saving change
// (Egypt's clocks go forward at midnight before the last Friday of April: 30 April 2027) keeps its own.
describe('slotListOffset', () => {
  const slots = [{ start: '2027-04-29T18:00:00.000Z' }, { start: '2027-04-30T18:00:00.000Z' }]

  it('says the first offset once and labels a time past the change with its own', () => {
    const clock = slotListOffset(slots, 'en')
    expect(clock.offset).toBe('GMT+2')
    expect(clock.label(slots[0]!.start)).toBe('20:00')
    expect(clock.label(slots[1]!.start)).toBe('21:00 (GMT+3)')
  })

  it('writes both in Arabic-Indic digits in Arabic', () => {
    const clock = slotListOffset(slots, 'ar')
    expect(clock.offset).toBe('غرينتش+٢')
    expect(clock.label(slots[0]!.start)).toBe('٢٠:٠٠')
    expect(clock.label(slots[1]!.start)).toBe('٢١:٠٠ (غرينتش+٣)')
  })

  it('has no offset for an empty list', () => {
    expect(slotListOffset([], 'en').offset).toBeNull()
  })
})
