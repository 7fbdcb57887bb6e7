import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  availableSlots,
  cairoDayStart,
  cairoLocalToInstant,
  dayKeyOf,
  instantToCairo,
  isoWeekKey,
  loadMoreWindow,
  reservedRangesForDay,
  scheduledRanges,
  type TimeSpan,
} from './schedules.rules'
import {
  emptyWeekPlan,
  scheduleSchema,
  type ScheduleInput,
  type TimeRange,
  type WeekPlan,
} from './schedules.schemas'

const utc = (iso: string) => new Date(iso)
const range = (start: string, end: string): TimeRange => ({ start, end })
const span = (start: string, end: string): TimeSpan => ({ start: utc(start), end: utc(end) })
const iso = (slots: TimeSpan[]) => slots.map((s) => [s.start.toISOString(), s.end.toISOString()])
const starts = (slots: TimeSpan[]) => slots.map((s) => s.start.toISOString())
const cairoStart = (date: string) => cairoDayStart(date)

/** A week with the same ranges on every day. */
function everyDay(...ranges: TimeRange[]): WeekPlan {
  const day = { checked: true, ranges }
  return { sa: day, su: day, mo: day, tu: day, we: day, th: day, fr: day }
}

const scheduleOf = (input: ScheduleInput) => scheduleSchema.parse(input)
const longAgo = utc('2000-01-01T00:00:00Z')

/** The slots of one Cairo day, nothing busy, `now` long before. */
function slotsOn(date: string, input: ScheduleInput, busy: TimeSpan[] = []) {
  return availableSlots({
    schedule: scheduleOf(input),
    busy,
    from: cairoStart(date),
    to: cairoStart(addCalendarDays(date, 1)),
    now: longAgo,
  })
}

describe('Cairo wall time to instant (SPEC 9: timezone shift of 1 hour between offsets 2 and 3; law 24/2023)', () => {
  it('uses UTC+2 in winter', () => {
    expect(cairoLocalToInstant('2026-01-15', '10:00')).toEqual(utc('2026-01-15T08:00:00Z'))
  })

  it('uses UTC+3 in summer', () => {
    expect(cairoLocalToInstant('2026-07-15', '10:00')).toEqual(utc('2026-07-15T07:00:00Z'))
  })

  it('uses UTC+2 up to the last minute of Thursday 2026-04-23', () => {
    expect(cairoLocalToInstant('2026-04-23', '23:59')).toEqual(utc('2026-04-23T21:59:00Z'))
  })

  it.each(['00:00', '00:30', '00:59'])(
    'gives null for %s on Friday 2026-04-24, skipped when the clock jumps to 01:00',
    (time) => {
      expect(cairoLocalToInstant('2026-04-24', time)).toBeNull()
    },
  )

  it('gives 01:00 on Friday 2026-04-24 as the instant of the jump, on UTC+3', () => {
    expect(cairoLocalToInstant('2026-04-24', '01:00')).toEqual(utc('2026-04-23T22:00:00Z'))
  })

  it('reads 24:00 as the first instant of the next day, even when that day starts at 01:00', () => {
    expect(cairoLocalToInstant('2026-01-15', '24:00')).toEqual(utc('2026-01-15T22:00:00Z'))
    expect(cairoLocalToInstant('2026-04-23', '24:00')).toEqual(utc('2026-04-23T22:00:00Z'))
  })

  it('gives the earlier instant for 23:30 on Thursday 2026-10-29, which happens twice', () => {
    expect(cairoLocalToInstant('2026-10-29', '23:30')).toEqual(utc('2026-10-29T20:30:00Z'))
  })

  it('reaches Friday 2026-10-30 at 00:00 on UTC+2, one real hour after the first 24:00', () => {
    expect(cairoLocalToInstant('2026-10-29', '24:00')).toEqual(utc('2026-10-29T22:00:00Z'))
    expect(cairoLocalToInstant('2026-10-30', '00:00')).toEqual(utc('2026-10-29T22:00:00Z'))
  })

  it('refuses text that is not a date or a time', () => {
    expect(() => cairoLocalToInstant('2026-02-30', '10:00')).toThrow(RangeError)
    expect(() => cairoLocalToInstant('2026-02-01', '9:00')).toThrow(RangeError)
  })
})

describe('instant to Cairo wall time (SPEC 3.3: bookings keep their time zone)', () => {
  it('gives the date, the time and the offset in winter and summer', () => {
    expect(instantToCairo(utc('2026-01-15T08:00:00Z'))).toEqual({
      date: '2026-01-15',
      time: '10:00',
      offsetMinutes: 120,
    })
    expect(instantToCairo(utc('2026-07-15T21:30:00Z'))).toEqual({
      date: '2026-07-16',
      time: '00:30',
      offsetMinutes: 180,
    })
  })

  it('drops the seconds', () => {
    expect(instantToCairo(utc('2026-01-15T08:00:59.999Z')).time).toBe('10:00')
  })

  it('shows 23:30 twice on Thursday 2026-10-29, first on UTC+3 then on UTC+2', () => {
    expect(instantToCairo(utc('2026-10-29T20:30:00Z'))).toEqual({
      date: '2026-10-29',
      time: '23:30',
      offsetMinutes: 180,
    })
    expect(instantToCairo(utc('2026-10-29T21:30:00Z'))).toEqual({
      date: '2026-10-29',
      time: '23:30',
      offsetMinutes: 120,
    })
  })

  it('goes from 23:59 on Thursday 2026-04-23 straight to 01:00 on Friday', () => {
    expect(instantToCairo(utc('2026-04-23T21:59:00Z'))).toEqual({
      date: '2026-04-23',
      time: '23:59',
      offsetMinutes: 120,
    })
    expect(instantToCairo(utc('2026-04-23T22:00:00Z'))).toEqual({
      date: '2026-04-24',
      time: '01:00',
      offsetMinutes: 180,
    })
  })
})

describe('the start of a Cairo day', () => {
  it('is 22:00 UTC the evening before in winter and 21:00 UTC in summer', () => {
    expect(cairoDayStart('2026-01-02')).toEqual(utc('2026-01-01T22:00:00Z'))
    expect(cairoDayStart('2026-07-02')).toEqual(utc('2026-07-01T21:00:00Z'))
  })

  it('is the instant of the jump on Friday 2026-04-24 (the day starts at 01:00)', () => {
    expect(cairoDayStart('2026-04-24')).toEqual(utc('2026-04-23T22:00:00Z'))
  })

  it('is after the repeated hour on Friday 2026-10-30', () => {
    expect(cairoDayStart('2026-10-30')).toEqual(utc('2026-10-29T22:00:00Z'))
  })
})

describe('calendar helpers (SPEC 3.4: weeks/{week}-{year}, days keyed sa…fr)', () => {
  it.each([
    ['2026-01-01', '1-2026'],
    ['2025-12-29', '1-2026'],
    ['2026-04-24', '17-2026'],
    ['2026-04-26', '17-2026'],
    ['2026-04-27', '18-2026'],
    ['2027-01-01', '53-2026'],
    ['2021-01-03', '53-2020'],
    ['2024-12-30', '1-2025'],
  ])('puts %s in ISO week %s (Monday to Sunday, unpadded)', (date, key) => {
    expect(isoWeekKey(date)).toBe(key)
  })

  it('names each weekday with its two-letter key', () => {
    const week = [
      '2026-04-25',
      '2026-04-26',
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
    ]
    expect(week.map(dayKeyOf)).toEqual(['sa', 'su', 'mo', 'tu', 'we', 'th', 'fr'])
  })

  it('adds calendar days across months, leap days and years', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('which ranges apply on a day (SPEC 2.8: weekly default, per-week overrides, customised days)', () => {
  const base = scheduleOf({
    defaultWeek: {
      ...everyDay(range('09:00', '17:00')),
      fr: { checked: false, ranges: [range('09:00', '12:00')] },
    },
    weeks: { '18-2026': { ...emptyWeekPlan(), mo: { checked: true, ranges: [range('18:00', '22:00')] } } },
    days: { '2026-04-28': [range('10:00', '11:00')], '2026-05-05': [] },
  })

  it('uses the default week', () => {
    expect(scheduledRanges(base, '2026-04-20')).toEqual([range('09:00', '17:00')])
  })

  it('gives no ranges on an unchecked day, whatever ranges it keeps', () => {
    expect(scheduledRanges(base, '2026-04-24')).toEqual([])
  })

  it('replaces the whole default week in an overridden ISO week', () => {
    expect(scheduledRanges(base, '2026-04-27')).toEqual([range('18:00', '22:00')])
    expect(scheduledRanges(base, '2026-04-29')).toEqual([])
  })

  it('lets a customised day replace its day, even inside an overridden week', () => {
    expect(scheduledRanges(base, '2026-04-28')).toEqual([range('10:00', '11:00')])
  })

  it('treats a customised day with no ranges as a day off', () => {
    expect(scheduledRanges(base, '2026-05-05')).toEqual([])
  })
})

describe('available slots (SPEC 2.5 step "consult time", 2.8 schedule, 3.4 timeslot)', () => {
  it('cuts a range into slots of the timeslot length, on Cairo time', () => {
    const slots = slotsOn('2026-01-15', { defaultWeek: everyDay(range('09:00', '10:00')) })
    expect(iso(slots)).toEqual([
      ['2026-01-15T07:00:00.000Z', '2026-01-15T07:15:00.000Z'],
      ['2026-01-15T07:15:00.000Z', '2026-01-15T07:30:00.000Z'],
      ['2026-01-15T07:30:00.000Z', '2026-01-15T07:45:00.000Z'],
      ['2026-01-15T07:45:00.000Z', '2026-01-15T08:00:00.000Z'],
    ])
  })

  it('uses the UTC+3 offset in summer', () => {
    const slots = slotsOn('2026-07-15', {
      timeslotMinutes: 30,
      defaultWeek: everyDay(range('09:00', '10:00')),
    })
    expect(starts(slots)).toEqual(['2026-07-15T06:00:00.000Z', '2026-07-15T06:30:00.000Z'])
  })

  it('never lets a slot run past the end of its range', () => {
    const slots = slotsOn('2026-01-15', {
      timeslotMinutes: 20,
      defaultWeek: everyDay(range('09:00', '09:50')),
    })
    expect(iso(slots)).toEqual([
      ['2026-01-15T07:00:00.000Z', '2026-01-15T07:20:00.000Z'],
      ['2026-01-15T07:20:00.000Z', '2026-01-15T07:40:00.000Z'],
    ])
  })

  it('gives the slots of several ranges in time order, whatever order the ranges are in', () => {
    const slots = slotsOn('2026-01-15', {
      timeslotMinutes: 60,
      defaultWeek: everyDay(range('18:00', '20:00'), range('09:00', '10:00')),
    })
    expect(starts(slots)).toEqual([
      '2026-01-15T07:00:00.000Z',
      '2026-01-15T16:00:00.000Z',
      '2026-01-15T17:00:00.000Z',
    ])
  })

  it('runs a range ending at 00:00 up to midnight at the end of its day (SPEC 5: midnight is next day)', () => {
    const slots = slotsOn('2026-01-15', { defaultWeek: everyDay(range('23:00', '00:00')) })
    expect(slots).toHaveLength(4)
    expect(iso(slots).at(-1)).toEqual(['2026-01-15T21:45:00.000Z', '2026-01-15T22:00:00.000Z'])
    expect(instantToCairo(slots.at(-1)?.end ?? longAgo)).toMatchObject({ date: '2026-01-16', time: '00:00' })
  })

  it('reads an end of 00:00 as midnight even in a schedule that skipped the schema', () => {
    const schedule = {
      ...scheduleOf({ defaultWeek: emptyWeekPlan() }),
      days: { '2026-01-15': [range('23:30', '00:00')] },
    }
    const slots = availableSlots({
      schedule,
      busy: [],
      from: cairoStart('2026-01-15'),
      to: cairoStart('2026-01-16'),
      now: longAgo,
    })
    expect(starts(slots)).toEqual(['2026-01-15T21:30:00.000Z', '2026-01-15T21:45:00.000Z'])
  })

  describe('busy ranges (SPEC 5: the chosen slot must not already be taken)', () => {
    const input = {
      timeslotMinutes: 15,
      defaultWeek: everyDay(range('09:00', '10:00')),
    } satisfies ScheduleInput

    it('drops a slot that a booking covers', () => {
      const slots = slotsOn('2026-01-15', input, [span('2026-01-15T07:15:00Z', '2026-01-15T07:30:00Z')])
      expect(starts(slots)).toEqual([
        '2026-01-15T07:00:00.000Z',
        '2026-01-15T07:30:00.000Z',
        '2026-01-15T07:45:00.000Z',
      ])
    })

    it('drops every slot a busy range only partly overlaps', () => {
      const slots = slotsOn('2026-01-15', input, [span('2026-01-15T07:10:00Z', '2026-01-15T07:35:00Z')])
      expect(starts(slots)).toEqual(['2026-01-15T07:45:00.000Z'])
    })

    it('keeps slots that only touch a busy range', () => {
      const slots = slotsOn('2026-01-15', input, [span('2026-01-15T06:00:00Z', '2026-01-15T07:00:00Z')])
      expect(slots).toHaveLength(4)
    })

    it('copes with busy ranges that overlap each other, arrive unsorted or are empty', () => {
      const busy = [
        span('2026-01-15T07:50:00Z', '2026-01-15T08:10:00Z'),
        span('2026-01-15T07:00:00Z', '2026-01-15T07:20:00Z'),
        span('2026-01-15T07:05:00Z', '2026-01-15T07:10:00Z'),
        span('2026-01-15T07:30:00Z', '2026-01-15T07:30:00Z'),
      ]
      expect(starts(slotsOn('2026-01-15', input, busy))).toEqual(['2026-01-15T07:30:00.000Z'])
    })
  })

  it('drops slots starting at or before now', () => {
    const slots = availableSlots({
      schedule: scheduleOf({ defaultWeek: everyDay(range('09:00', '10:00')) }),
      busy: [],
      from: cairoStart('2026-01-15'),
      to: cairoStart('2026-01-16'),
      now: utc('2026-01-15T07:15:00Z'),
    })
    expect(starts(slots)).toEqual(['2026-01-15T07:30:00.000Z', '2026-01-15T07:45:00.000Z'])
  })

  it('keeps only slots starting inside [from, to), over every Cairo day the window touches', () => {
    const slots = availableSlots({
      schedule: scheduleOf({
        timeslotMinutes: 60,
        defaultWeek: everyDay(range('00:00', '02:00'), range('22:00', '24:00')),
      }),
      busy: [],
      from: utc('2026-01-14T21:00:00Z'),
      to: utc('2026-01-14T23:00:00Z'),
      now: longAgo,
    })
    expect(starts(slots)).toEqual(['2026-01-14T21:00:00.000Z', '2026-01-14T22:00:00.000Z'])
  })

  it('gives nothing for an empty or reversed window', () => {
    const schedule = scheduleOf({ defaultWeek: everyDay(range('00:00', '24:00')) })
    const at = utc('2026-01-15T10:00:00Z')
    expect(availableSlots({ schedule, busy: [], from: at, to: at, now: longAgo })).toEqual([])
    expect(
      availableSlots({ schedule, busy: [], from: at, to: utc('2026-01-14T10:00:00Z'), now: longAgo }),
    ).toEqual([])
  })

  it('follows week overrides and customised days', () => {
    const schedule = {
      timeslotMinutes: 60,
      defaultWeek: everyDay(range('09:00', '10:00')),
      weeks: { '3-2026': everyDay(range('11:00', '12:00')) },
      days: { '2026-01-14': [range('13:00', '14:00')], '2026-01-15': [] },
    } satisfies ScheduleInput
    expect(starts(slotsOn('2026-01-11', schedule))).toEqual(['2026-01-11T07:00:00.000Z'])
    expect(starts(slotsOn('2026-01-12', schedule))).toEqual(['2026-01-12T09:00:00.000Z'])
    expect(starts(slotsOn('2026-01-14', schedule))).toEqual(['2026-01-14T11:00:00.000Z'])
    expect(starts(slotsOn('2026-01-15', schedule))).toEqual([])
  })

  describe('spring forward: Friday 2026-04-24 starts at 01:00 (law 24/2023: last Friday of April)', () => {
    const schedule = {
      defaultWeek: { ...emptyWeekPlan(), th: { checked: true, ranges: [range('23:00', '00:00')] } },
      days: { '2026-04-24': [range('00:00', '02:00')] },
    }

    it('skips the slots whose wall time does not exist and keeps 01:00 onwards', () => {
      expect(starts(slotsOn('2026-04-24', schedule))).toEqual([
        '2026-04-23T22:00:00.000Z',
        '2026-04-23T22:15:00.000Z',
        '2026-04-23T22:30:00.000Z',
        '2026-04-23T22:45:00.000Z',
      ])
    })

    it("ends Thursday's range ending at midnight at the jump, so the two nights join without a gap or a double", () => {
      const slots = availableSlots({
        schedule: scheduleOf(schedule),
        busy: [],
        from: cairoStart('2026-04-23'),
        to: cairoStart('2026-04-25'),
        now: longAgo,
      })
      expect(slots).toHaveLength(8)
      slots.forEach((slot, i) =>
        expect(slot.start).toEqual(new Date(utc('2026-04-23T21:00:00Z').getTime() + i * 15 * 60_000)),
      )
      expect(slots.map((s) => instantToCairo(s.start).time)).toEqual([
        '23:00',
        '23:15',
        '23:30',
        '23:45',
        '01:00',
        '01:15',
        '01:30',
        '01:45',
      ])
    })

    it('drops a slot that would run past a range end lying after the jump', () => {
      const slots = slotsOn('2026-04-24', {
        timeslotMinutes: 45,
        defaultWeek: everyDay(range('00:00', '02:00')),
      })
      expect(slots.map((s) => instantToCairo(s.start).time)).toEqual([])
      const later = slotsOn('2026-04-24', {
        timeslotMinutes: 30,
        defaultWeek: everyDay(range('00:30', '02:00')),
      })
      expect(later.map((s) => instantToCairo(s.start).time)).toEqual(['01:00', '01:30'])
    })
  })

  describe('fall back: the end of Thursday 2026-10-29 (24:00 on UTC+3 becomes 23:00 on UTC+2)', () => {
    const schedule = {
      defaultWeek: {
        ...emptyWeekPlan(),
        th: { checked: true, ranges: [range('22:00', '00:00')] },
        fr: { checked: true, ranges: [range('00:00', '01:00')] },
      },
    }

    it('keeps the repeated hour, giving a slot each time the wall clock shows 23:00–23:45', () => {
      const slots = slotsOn('2026-10-29', schedule)
      expect(slots).toHaveLength(12)
      slots.forEach((slot, i) =>
        expect(slot.start).toEqual(new Date(utc('2026-10-29T19:00:00Z').getTime() + i * 15 * 60_000)),
      )
      expect(slots.map((s) => instantToCairo(s.start).time)).toEqual([
        '22:00',
        '22:15',
        '22:30',
        '22:45',
        '23:00',
        '23:15',
        '23:30',
        '23:45',
        '23:00',
        '23:15',
        '23:30',
        '23:45',
      ])
      expect(slots.at(-1)?.end).toEqual(utc('2026-10-29T22:00:00Z'))
    })

    it('starts Friday at 00:00 on UTC+2, right after the last Thursday slot', () => {
      expect(starts(slotsOn('2026-10-30', schedule))).toEqual([
        '2026-10-29T22:00:00.000Z',
        '2026-10-29T22:15:00.000Z',
        '2026-10-29T22:30:00.000Z',
        '2026-10-29T22:45:00.000Z',
      ])
    })

    it('subtracts a booking made in the second 23:00 hour without touching the first', () => {
      const slots = slotsOn('2026-10-29', schedule, [span('2026-10-29T21:00:00Z', '2026-10-29T21:30:00Z')])
      expect(slots).toHaveLength(10)
      expect(starts(slots)).toContain('2026-10-29T20:00:00.000Z')
      expect(starts(slots)).not.toContain('2026-10-29T21:00:00.000Z')
    })
  })

  it('computes a month of a full 08:00–24:00 schedule with 200 bookings exactly (SPEC 9: 30 or 31 days)', () => {
    const schedule = scheduleOf({ defaultWeek: everyDay(range('08:00', '00:00')) })
    const from = cairoStart('2026-04-10')
    const to = cairoStart('2026-05-11')
    const busy = Array.from({ length: 200 }, (_, i) => {
      const start = from.getTime() + i * 3.7 * 3_600_000
      return { start: new Date(start), end: new Date(start + 30 * 60_000) }
    })
    const now = utc('2026-04-12T12:05:00Z')
    const slots = availableSlots({ schedule, busy, from, to, now })

    // The same slots, found the slow way: every wall time of every day, one by one.
    const expected: string[] = []
    for (let day = '2026-04-10'; day < '2026-05-11'; day = addCalendarDays(day, 1)) {
      for (let m = 8 * 60; m < 24 * 60; m += 15) {
        const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
        const start = cairoLocalToInstant(day, time)
        if (!start || start <= now) continue
        const end = new Date(start.getTime() + 15 * 60_000)
        if (busy.some((b) => b.start < end && start < b.end)) continue
        expected.push(start.toISOString())
      }
    }
    expect(starts(slots)).toEqual(expected)
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 15 * 60_000)).toBe(true)
  })
})

describe("a period's own slot length (issue 41 §4: a one-off short period without changing the week)", () => {
  const lengths = (slots: TimeSpan[]) => slots.map((s) => (s.end.getTime() - s.start.getTime()) / 60_000)
  const own = (start: string, end: string, timeslotMinutes: 10 | 20 | 30): TimeRange => ({
    start,
    end,
    timeslotMinutes,
  })

  it("cuts each range of a day with its own length, the others with the schedule's", () => {
    const slots = slotsOn('2026-01-15', {
      defaultWeek: everyDay(range('09:00', '10:00'), own('18:00', '18:30', 10)),
    })
    expect(iso(slots)).toEqual([
      ['2026-01-15T07:00:00.000Z', '2026-01-15T07:15:00.000Z'],
      ['2026-01-15T07:15:00.000Z', '2026-01-15T07:30:00.000Z'],
      ['2026-01-15T07:30:00.000Z', '2026-01-15T07:45:00.000Z'],
      ['2026-01-15T07:45:00.000Z', '2026-01-15T08:00:00.000Z'],
      ['2026-01-15T16:00:00.000Z', '2026-01-15T16:10:00.000Z'],
      ['2026-01-15T16:10:00.000Z', '2026-01-15T16:20:00.000Z'],
      ['2026-01-15T16:20:00.000Z', '2026-01-15T16:30:00.000Z'],
    ])
  })

  it('gives one customised evening 10-minute slots while the other days keep the schedule’s 15', () => {
    const schedule = {
      defaultWeek: everyDay(range('18:00', '19:00')),
      days: { '2026-01-15': [own('18:00', '19:00', 10)] },
    } satisfies ScheduleInput
    expect(lengths(slotsOn('2026-01-14', schedule))).toEqual([15, 15, 15, 15])
    expect(lengths(slotsOn('2026-01-15', schedule))).toEqual([10, 10, 10, 10, 10, 10])
    expect(lengths(slotsOn('2026-01-16', schedule))).toEqual([15, 15, 15, 15])
  })

  it("uses a week override's own lengths for that ISO week only", () => {
    const schedule = {
      timeslotMinutes: 30,
      defaultWeek: everyDay(range('09:00', '10:00')),
      weeks: { '3-2026': everyDay(own('09:00', '10:00', 20)) },
    } satisfies ScheduleInput
    expect(lengths(slotsOn('2026-01-11', schedule))).toEqual([30, 30])
    expect(lengths(slotsOn('2026-01-12', schedule))).toEqual([20, 20, 20])
  })

  it('never lets a slot of its own length run past its range, nor over a booking', () => {
    const slots = slotsOn(
      '2026-01-15',
      { defaultWeek: everyDay(own('09:00', '09:50', 20), own('10:00', '10:40', 10)) },
      [span('2026-01-15T08:10:00Z', '2026-01-15T08:25:00Z')],
    )
    expect(iso(slots)).toEqual([
      ['2026-01-15T07:00:00.000Z', '2026-01-15T07:20:00.000Z'],
      ['2026-01-15T07:20:00.000Z', '2026-01-15T07:40:00.000Z'],
      ['2026-01-15T08:00:00.000Z', '2026-01-15T08:10:00.000Z'],
      ['2026-01-15T08:30:00.000Z', '2026-01-15T08:40:00.000Z'],
    ])
  })

  it('joins a 15-minute Thursday night to a 10-minute Friday that starts at 01:00 (spring forward)', () => {
    const slots = availableSlots({
      schedule: scheduleOf({
        defaultWeek: { ...emptyWeekPlan(), th: { checked: true, ranges: [range('23:00', '00:00')] } },
        days: { '2026-04-24': [own('00:00', '02:00', 10)] },
      }),
      busy: [],
      from: cairoStart('2026-04-23'),
      to: cairoStart('2026-04-25'),
      now: longAgo,
    })
    expect(slots.map((s) => instantToCairo(s.start).time)).toEqual([
      '23:00',
      '23:15',
      '23:30',
      '23:45',
      '01:00',
      '01:10',
      '01:20',
      '01:30',
      '01:40',
      '01:50',
    ])
    expect(lengths(slots)).toEqual([15, 15, 15, 15, 10, 10, 10, 10, 10, 10])
    expect(slots[4]?.start).toEqual(utc('2026-04-23T22:00:00Z'))
    expect(slots.at(-1)?.end).toEqual(utc('2026-04-23T23:00:00Z'))
  })

  it('cuts the repeated hour of Thursday 2026-10-29 with the range’s 20 minutes, twice, then Friday with 15', () => {
    const schedule = {
      defaultWeek: {
        ...emptyWeekPlan(),
        th: { checked: true, ranges: [own('22:00', '00:00', 20)] },
        fr: { checked: true, ranges: [range('00:00', '01:00')] },
      },
    }
    const thursday = slotsOn('2026-10-29', schedule)
    expect(thursday.map((s) => instantToCairo(s.start).time)).toEqual([
      '22:00',
      '22:20',
      '22:40',
      '23:00',
      '23:20',
      '23:40',
      '23:00',
      '23:20',
      '23:40',
    ])
    thursday.forEach((slot, i) => {
      expect(slot.start).toEqual(new Date(utc('2026-10-29T19:00:00Z').getTime() + i * 20 * 60_000))
      expect(slot.end.getTime() - slot.start.getTime()).toBe(20 * 60_000)
    })
    expect(thursday.at(-1)?.end).toEqual(utc('2026-10-29T22:00:00Z'))
    expect(lengths(slotsOn('2026-10-30', schedule))).toEqual([15, 15, 15, 15])
  })
})

describe('reserved ranges of a day (SPEC 7.2 getAllReservedTimes)', () => {
  const busy = [
    { ...span('2026-01-15T10:00:00Z', '2026-01-15T10:30:00Z'), id: 'b' },
    { ...span('2026-01-14T21:30:00Z', '2026-01-14T22:15:00Z'), id: 'a' },
    { ...span('2026-01-14T21:00:00Z', '2026-01-14T22:00:00Z'), id: 'ends-at-midnight' },
    { ...span('2026-01-15T22:00:00Z', '2026-01-15T22:30:00Z'), id: 'starts-next-day' },
    { ...span('2026-01-15T21:45:00Z', '2026-01-15T22:15:00Z'), id: 'c' },
  ]

  it('keeps the ranges overlapping the Cairo day, including those crossing midnight, sorted by start', () => {
    expect(reservedRangesForDay(busy, '2026-01-15').map((b) => b.id)).toEqual(['a', 'b', 'c'])
  })

  it('uses the day that starts at 01:00 on Friday 2026-04-24', () => {
    const night = [
      { ...span('2026-04-23T21:45:00Z', '2026-04-23T22:00:00Z'), id: 'thursday' },
      { ...span('2026-04-23T22:00:00Z', '2026-04-23T22:15:00Z'), id: 'friday' },
    ]
    expect(reservedRangesForDay(night, '2026-04-24').map((b) => b.id)).toEqual(['friday'])
    expect(reservedRangesForDay(night, '2026-04-23').map((b) => b.id)).toEqual(['thursday'])
  })
})

describe('load more availability (SPEC 2.8 and 9: steps of 30 or 31 days)', () => {
  it('takes 31 days from a 31-day month', () => {
    expect(loadMoreWindow(cairoStart('2026-01-01'))).toEqual({
      from: cairoStart('2026-01-01'),
      to: cairoStart('2026-02-01'),
    })
  })

  it('takes 30 days from a 30-day month, across the spring change', () => {
    const window = loadMoreWindow(cairoStart('2026-04-01'))
    expect(window.to).toEqual(cairoStart('2026-05-01'))
    expect(window.to).toEqual(utc('2026-04-30T21:00:00Z'))
  })

  it('takes 30 days from February, in a common and a leap year', () => {
    expect(loadMoreWindow(cairoStart('2026-02-01')).to).toEqual(cairoStart('2026-03-03'))
    expect(loadMoreWindow(cairoStart('2028-02-10')).to).toEqual(cairoStart('2028-03-11'))
  })

  it('uses the Cairo month of the start, not the UTC one', () => {
    // 22:30 UTC on 31 January is already 1 February in Cairo.
    expect(loadMoreWindow(utc('2026-01-31T22:30:00Z')).to).toEqual(cairoStart('2026-03-03'))
  })

  it('chains windows without gaps, each starting where the last ended', () => {
    const first = loadMoreWindow(cairoStart('2026-10-01'))
    const second = loadMoreWindow(first.to)
    expect(second.from).toEqual(first.to)
    expect(first.to).toEqual(cairoStart('2026-11-01'))
    expect(second.to).toEqual(cairoStart('2026-12-01'))
  })
})
