import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issueKey } from '../shared/validation'
import {
  dayKeys,
  dayPlanSchema,
  defaultTimeslotMinutes,
  emptyWeekPlan,
  endTimeOfDaySchema,
  findOverlaps,
  minutesOfDay,
  scheduleSchema,
  timeOfDay,
  timeOfDaySchema,
  timeRangeSchema,
  timeRangesSchema,
  timeslotMinutesSchema,
  weekKeySchema,
  weekPlanSchema,
} from './schedules.schemas'

/** Each issue of a refused value as [path, key]. */
function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected the value to be refused')
  return result.error.issues.map((issue) => [issue.path.join('.'), issueKey(issue)])
}

const range = (start: string, end: string) => ({ start, end })

describe('day keys (SPEC 3.4: two-letter English day keys)', () => {
  it("starts the week on Saturday, as Egypt's week does", () => {
    expect(dayKeys).toEqual(['sa', 'su', 'mo', 'tu', 'we', 'th', 'fr'])
  })
})

describe('times of day (SPEC 2.8: start and end time)', () => {
  it.each(['00:00', '08:30', '12:00', '23:59'])('accepts the start time %s', (time) => {
    expect(timeOfDaySchema.parse(time)).toBe(time)
  })

  it.each(['24:00', '7:30', '25:00', '12:60', '12:5', '1200', ''])('refuses the start time %j', (time) => {
    expect(issuesOf(timeOfDaySchema, time)).toEqual([['', 'validation:invalidFormat']])
  })

  it('converts Arabic-Indic digits typed on an Arabic keyboard (SPEC 5)', () => {
    expect(timeOfDaySchema.parse('٠٨:٣٠')).toBe('08:30')
    expect(endTimeOfDaySchema.parse('۲۳:۴۵')).toBe('23:45')
  })

  it('accepts 24:00 as an end, meaning midnight at the end of the day', () => {
    expect(endTimeOfDaySchema.parse('24:00')).toBe('24:00')
  })

  it('stores an end of 00:00 as 24:00 (SPEC 5: midnight times are treated as next day)', () => {
    expect(endTimeOfDaySchema.parse('00:00')).toBe('24:00')
    expect(timeRangeSchema.parse(range('22:00', '00:00'))).toEqual(range('22:00', '24:00'))
  })

  it('refuses an end after 24:00', () => {
    expect(issuesOf(endTimeOfDaySchema, '24:01')).toEqual([['', 'validation:invalidFormat']])
  })

  it('reads a time as minutes since midnight and writes it back', () => {
    expect(minutesOfDay('00:00')).toBe(0)
    expect(minutesOfDay('08:45')).toBe(525)
    expect(minutesOfDay('24:00')).toBe(1440)
    expect(minutesOfDay('8:45')).toBeNaN()
    expect(timeOfDay(525)).toBe('08:45')
    expect(timeOfDay(1440)).toBe('24:00')
  })
})

describe('findOverlaps (SPEC 2.8 and 5: time ranges cannot overlap)', () => {
  it('finds no overlap between ranges that only touch', () => {
    expect(findOverlaps([range('08:00', '10:00'), range('10:00', '12:00')])).toEqual([])
  })

  it('pairs two overlapping ranges, the later-starting one second', () => {
    expect(findOverlaps([range('09:00', '11:00'), range('08:00', '10:00')])).toEqual([[1, 0]])
  })

  it('finds a range held inside another', () => {
    expect(findOverlaps([range('08:00', '18:00'), range('12:00', '13:00')])).toEqual([[0, 1]])
  })

  it('finds every overlapping pair, including one with a range ending at midnight', () => {
    const ranges = [
      range('20:00', '24:00'),
      range('08:00', '12:00'),
      range('11:00', '21:00'),
      range('23:00', '00:00'),
    ]
    expect(findOverlaps(ranges)).toEqual([
      [1, 2],
      [2, 0],
      [0, 3],
    ])
  })

  it('takes the first by position as earlier when two ranges start together', () => {
    expect(findOverlaps([range('08:00', '09:00'), range('08:00', '10:00')])).toEqual([[0, 1]])
  })

  it('ignores ranges that are empty, reversed or unreadable', () => {
    expect(findOverlaps([range('08:00', '12:00'), range('10:00', '10:00'), range('11:00', '09:00')])).toEqual(
      [],
    )
    expect(findOverlaps([range('08:00', '12:00'), range('x', '11:00')])).toEqual([])
  })
})

describe('a day plan (SPEC 3.4: checked and ranges; SPEC 5: ranges cannot overlap)', () => {
  it('accepts ranges that touch end to start', () => {
    const plan = { checked: true, ranges: [range('08:00', '12:00'), range('12:00', '16:00')] }
    expect(dayPlanSchema.parse(plan)).toEqual(plan)
  })

  it('refuses overlapping ranges with validation:schedule.overlap on the later range', () => {
    const plan = { checked: true, ranges: [range('10:00', '14:00'), range('08:00', '11:00')] }
    expect(issuesOf(dayPlanSchema, plan)).toEqual([['ranges.0', 'validation:schedule.overlap']])
  })

  it('flags each later range once, even when it overlaps several', () => {
    const plan = {
      checked: true,
      ranges: [range('08:00', '10:00'), range('09:00', '11:00'), range('09:30', '12:00')],
    }
    expect(issuesOf(dayPlanSchema, plan)).toEqual([
      ['ranges.1', 'validation:schedule.overlap'],
      ['ranges.2', 'validation:schedule.overlap'],
    ])
  })

  it('refuses a range that ends before it starts with validation:schedule.endBeforeStart on its end', () => {
    const plan = { checked: true, ranges: [range('14:00', '09:00')] }
    expect(issuesOf(dayPlanSchema, plan)).toEqual([['ranges.0.end', 'validation:schedule.endBeforeStart']])
  })

  it('refuses an empty range (end equal to start)', () => {
    expect(issuesOf(timeRangesSchema, [range('09:00', '09:00')])).toEqual([
      ['0.end', 'validation:schedule.endBeforeStart'],
    ])
  })

  it('accepts a range ending at 00:00, since that is midnight at the end of the day', () => {
    expect(timeRangesSchema.parse([range('20:00', '00:00')])).toEqual([range('20:00', '24:00')])
  })

  it('refuses a range starting at 00:00 that overlaps one ending at midnight of the same day', () => {
    expect(issuesOf(timeRangesSchema, [range('22:00', '00:00'), range('23:00', '23:30')])).toEqual([
      ['1', 'validation:schedule.overlap'],
    ])
  })

  it('reports a badly written time without inventing an overlap', () => {
    expect(issuesOf(timeRangesSchema, [range('08:00', '12:00'), range('9', '10:00')])).toEqual([
      ['1.start', 'validation:invalidFormat'],
    ])
  })
})

describe('a week plan (SPEC 3.4: daysData keyed by two-letter day)', () => {
  it('needs all seven days', () => {
    const { fr: _fr, ...sixDays } = emptyWeekPlan()
    expect(issuesOf(weekPlanSchema, sixDays)).toEqual([['fr', 'validation:required']])
  })

  it('refuses a day key that is not one of the seven', () => {
    expect(weekPlanSchema.safeParse({ ...emptyWeekPlan(), xx: { checked: false, ranges: [] } }).success).toBe(
      false,
    )
  })

  it('builds an empty week with every day unchecked', () => {
    expect(Object.keys(emptyWeekPlan())).toEqual([...dayKeys])
    expect(Object.values(emptyWeekPlan()).every((d) => !d.checked && d.ranges.length === 0)).toBe(true)
  })
})

describe('timeslot length (SPEC 3.4 and 9: default 15 minutes)', () => {
  it.each([10, 15, 20, 30, 45, 60])('accepts %i minutes', (minutes) => {
    expect(timeslotMinutesSchema.parse(minutes)).toBe(minutes)
  })

  it.each([0, 5, 25, 90, '15'])('refuses %j', (minutes) => {
    expect(timeslotMinutesSchema.safeParse(minutes).success).toBe(false)
  })

  it('defaults to 15 minutes', () => {
    expect(defaultTimeslotMinutes).toBe(15)
    expect(timeslotMinutesSchema.parse(undefined)).toBe(15)
    expect(scheduleSchema.parse({ defaultWeek: emptyWeekPlan() }).timeslotMinutes).toBe(15)
  })
})

describe('a schedule (SPEC 3.4: weeks/{week}-{year}; SPEC 2.8: week overrides and customised days)', () => {
  it('defaults to no week overrides and no customised days', () => {
    expect(scheduleSchema.parse({ defaultWeek: emptyWeekPlan() })).toEqual({
      timeslotMinutes: 15,
      defaultWeek: emptyWeekPlan(),
      weeks: {},
      days: {},
    })
  })

  it.each(['1-2026', '17-2026', '53-2026'])('accepts the week key %s', (key) => {
    expect(weekKeySchema.parse(key)).toBe(key)
  })

  it.each(['0-2026', '01-2026', '54-2026', '2026-17', '17-26'])('refuses the week key %s', (key) => {
    expect(weekKeySchema.safeParse(key).success).toBe(false)
  })

  it('refuses a customised day that is not a calendar date', () => {
    const schedule = { defaultWeek: emptyWeekPlan(), days: { '2026-02-30': [] } }
    expect(scheduleSchema.safeParse(schedule).success).toBe(false)
  })

  it('accepts a customised day with no ranges (a day off) and normalises a midnight end', () => {
    const parsed = scheduleSchema.parse({
      defaultWeek: emptyWeekPlan(),
      days: { '2026-05-01': [], '2026-05-02': [range('18:00', '00:00')] },
    })
    expect(parsed.days).toEqual({ '2026-05-01': [], '2026-05-02': [range('18:00', '24:00')] })
  })

  it('refuses overlapping ranges in a customised day, at that day and range', () => {
    const schedule = {
      defaultWeek: emptyWeekPlan(),
      days: { '2026-05-02': [range('08:00', '12:00'), range('11:00', '13:00')] },
    }
    expect(issuesOf(scheduleSchema, schedule)).toEqual([['days.2026-05-02.1', 'validation:schedule.overlap']])
  })

  it('refuses overlapping ranges in a week override, at that week, day and range', () => {
    const week = {
      ...emptyWeekPlan(),
      mo: { checked: true, ranges: [range('08:00', '12:00'), range('11:00', '13:00')] },
    }
    const schedule = { defaultWeek: emptyWeekPlan(), weeks: { '19-2026': week } }
    expect(issuesOf(scheduleSchema, schedule)).toEqual([
      ['weeks.19-2026.mo.ranges.1', 'validation:schedule.overlap'],
    ])
  })
})

describe("a period's own timeslot length (issue 41 §4)", () => {
  it.each([10, 15, 20, 30, 45, 60])('lets a range carry %i-minute slots', (minutes) => {
    expect(timeRangeSchema.parse({ ...range('18:00', '20:00'), timeslotMinutes: minutes })).toEqual({
      ...range('18:00', '20:00'),
      timeslotMinutes: minutes,
    })
  })

  it.each([0, 5, 25, '10', null])('refuses a range length of %j, at that range', (minutes) => {
    const schedule = {
      defaultWeek: emptyWeekPlan(),
      days: { '2026-05-02': [{ ...range('18:00', '20:00'), timeslotMinutes: minutes }] },
    }
    expect(issuesOf(scheduleSchema, schedule).map(([path]) => path)).toEqual([
      'days.2026-05-02.0.timeslotMinutes',
    ])
  })

  it('keeps a stored range without a length valid, with no length of its own (the schedule’s applies)', () => {
    const parsed = scheduleSchema.parse({
      timeslotMinutes: 20,
      defaultWeek: { ...emptyWeekPlan(), sa: { checked: true, ranges: [range('09:00', '12:00')] } },
      days: { '2026-05-02': [{ ...range('18:00', '20:00'), timeslotMinutes: 10 }] },
    })
    expect(parsed.defaultWeek.sa.ranges[0]).not.toHaveProperty('timeslotMinutes')
    expect(parsed.days['2026-05-02']).toEqual([{ start: '18:00', end: '20:00', timeslotMinutes: 10 }])
    expect(parsed.timeslotMinutes).toBe(20)
  })
})
