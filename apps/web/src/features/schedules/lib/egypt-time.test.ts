import { describe, expect, it } from 'vitest'
import { groupByCairoDay, slotListOffset } from './egypt-time'

// SPEC 2.5 step 3 and issue 7 §3: a list of times says Egypt's offset once; a time after a daylight saving change
// (Egypt's clocks go forward at midnight before the last Friday of April: 30 April 2027) keeps its own.
describe('slotListOffset', () => {
  const slots = [{ start: '2027-04-29T18:00:00.000Z' }, { start: '2027-04-30T18:00:00.000Z' }]

  it('says the first offset once and labels a time past the change with its own', () => {
    const clock = slotListOffset(slots, 'en')
    expect(clock.offset).toBe('GMT+2')
    expect(clock.label(slots[0]!.start)).toBe('8:00 PM')
    expect(clock.label(slots[1]!.start)).toBe('9:00 PM (GMT+3)')
  })

  it('writes both in Arabic-Indic digits in Arabic', () => {
    const clock = slotListOffset(slots, 'ar')
    expect(clock.offset).toBe('غرينتش+٢')
    expect(clock.label(slots[0]!.start)).toBe('٨:٠٠ م')
    expect(clock.label(slots[1]!.start)).toBe('٩:٠٠ م (غرينتش+٣)')
  })

  it('has no offset for an empty list', () => {
    expect(slotListOffset([], 'en').offset).toBeNull()
  })
})

// SPEC 2.8: a doctor's free times by Egypt day; 22:30 UTC is already the next day in Cairo (UTC+2 in winter).
describe('groupByCairoDay', () => {
  const slots = [
    { start: '2026-12-01T08:00:00.000Z' },
    { start: '2026-12-01T22:30:00.000Z' },
    { start: '2026-12-02T09:00:00.000Z' },
    { start: '2026-12-03T09:00:00.000Z' },
    { start: '2026-12-04T09:00:00.000Z' },
  ]

  it('groups by the Cairo day each slot starts on, in order', () => {
    expect(groupByCairoDay(slots).map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 2],
      ['2026-12-03', 1],
      ['2026-12-04', 1],
    ])
  })

  it('stops after the first days asked for', () => {
    expect(groupByCairoDay(slots, 2).map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 2],
    ])
    expect(groupByCairoDay(slots, 0)).toEqual([])
  })
})
