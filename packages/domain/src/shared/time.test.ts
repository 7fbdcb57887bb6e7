import { describe, expect, it } from 'vitest'
import { ageOn, cairoDate, cairoDateTime, cairoDayStart } from './time'

const at = (iso: string) => cairoDate(new Date(iso))

describe('cairoDate: the calendar day in Africa/Cairo (SPEC 5: birthday not after today; SPEC 9: timezone shift)', () => {
  it('formats as YYYY-MM-DD', () => {
    expect(at('2026-03-15T10:00:00Z')).toBe('2026-03-15')
  })

  describe('winter time, UTC+2', () => {
    it('is still the same day at 21:30 UTC (23:30 in Cairo)', () => {
      expect(at('2026-01-01T21:30:00Z')).toBe('2026-01-01')
    })

    it('is still the same day one minute before Cairo midnight (21:59 UTC)', () => {
      expect(at('2026-01-01T21:59:59Z')).toBe('2026-01-01')
    })

    it('is already the next day at Cairo midnight (22:00 UTC)', () => {
      expect(at('2026-01-01T22:00:00Z')).toBe('2026-01-02')
    })

    it('is already the next day at 22:30 UTC (00:30 in Cairo)', () => {
      expect(at('2026-01-01T22:30:00Z')).toBe('2026-01-02')
    })

    it('crosses the year boundary before UTC does', () => {
      expect(at('2025-12-31T22:30:00Z')).toBe('2026-01-01')
    })
  })

  describe('summer time, UTC+3', () => {
    it('is still the same day at 20:59 UTC (23:59 in Cairo)', () => {
      expect(at('2026-07-01T20:59:59Z')).toBe('2026-07-01')
    })

    it('is already the next day at 21:30 UTC (00:30 in Cairo)', () => {
      expect(at('2026-07-01T21:30:00Z')).toBe('2026-07-02')
    })
  })

  describe('the DST switches (last Friday of April, last Thursday of October)', () => {
    it('uses UTC+2 on the eve of the spring switch (Thursday 2026-04-23)', () => {
      expect(at('2026-04-23T21:30:00Z')).toBe('2026-04-23')
    })

    it('is Friday 2026-04-24 as soon as Cairo midnight jumps to 01:00 (22:00 UTC)', () => {
      expect(at('2026-04-23T22:00:00Z')).toBe('2026-04-24')
    })

    it('uses UTC+3 on the Friday after the spring switch', () => {
      expect(at('2026-04-24T21:30:00Z')).toBe('2026-04-25')
    })

    it('uses UTC+3 on the last Thursday of October until the evening (2026-10-29)', () => {
      expect(at('2026-10-29T20:59:59Z')).toBe('2026-10-29')
    })

    it('repeats the 23:00 hour of Thursday 2026-10-29 after the autumn switch (21:30 UTC is still the 29th)', () => {
      expect(at('2026-10-29T21:30:00Z')).toBe('2026-10-29')
    })

    it('reaches Friday 2026-10-30 at 22:00 UTC, back on UTC+2', () => {
      expect(at('2026-10-29T22:00:00Z')).toBe('2026-10-30')
    })

    it('uses UTC+2 again in November (21:30 UTC is still the same day)', () => {
      expect(at('2026-11-05T21:30:00Z')).toBe('2026-11-05')
    })
  })
})

describe('ageOn: whole years between a birthday and a day (SPEC 5: patients at least 18)', () => {
  it('counts a full year on the birthday itself', () => {
    expect(ageOn('2008-07-02', '2026-07-02')).toBe(18)
  })

  it('does not count the year the day before the birthday', () => {
    expect(ageOn('2008-07-02', '2026-07-01')).toBe(17)
  })

  it('does not count the year in an earlier month', () => {
    expect(ageOn('2008-07-02', '2026-06-30')).toBe(17)
  })

  it('counts the year the day after the birthday', () => {
    expect(ageOn('2008-07-02', '2026-07-03')).toBe(18)
  })

  it('counts the year in a later month even on an earlier day of the month', () => {
    expect(ageOn('2008-07-31', '2026-08-01')).toBe(18)
  })

  it('is 0 on the day of birth and just before the first birthday', () => {
    expect(ageOn('2025-03-10', '2025-03-10')).toBe(0)
    expect(ageOn('2025-03-10', '2026-03-09')).toBe(0)
  })

  it('counts across the turn of the century', () => {
    expect(ageOn('1999-12-31', '2000-01-01')).toBe(0)
    expect(ageOn('1999-12-31', '2017-12-31')).toBe(18)
  })

  describe('born on 29 February', () => {
    it('has not had the birthday yet on 28 February of a common year', () => {
      expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    })

    it('has had the birthday on 1 March of a common year', () => {
      expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
    })

    it('has the birthday on 29 February of a leap year', () => {
      expect(ageOn('2004-02-29', '2022-02-28')).toBe(17)
      expect(ageOn('2004-02-29', '2024-02-29')).toBe(20)
    })
  })
})

describe('cairoDateTime', () => {
  it('gives the Cairo date and minute of an instant, across midnight and both offsets', () => {
    expect(cairoDateTime(new Date('2026-11-26T21:59:30Z'))).toEqual({ date: '2026-11-26', time: '23:59' })
    expect(cairoDateTime(new Date('2026-11-26T22:00:00Z'))).toEqual({ date: '2026-11-27', time: '00:00' })
    expect(cairoDateTime(new Date('2026-07-01T21:05:00Z'))).toEqual({ date: '2026-07-02', time: '00:05' })
  })
})

describe('cairoDayStart: the instant a Cairo day begins, by the IANA rules (SPEC 9: timezone shift)', () => {
  it('is 22:00 UTC the day before in winter time (UTC+2)', () => {
    expect(cairoDayStart('2026-12-03').toISOString()).toBe('2026-12-02T22:00:00.000Z')
  })
  it('is 21:00 UTC the day before in summer time (UTC+3), not a fixed +02:00', () => {
    expect(cairoDayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z')
  })
  it('is 01:00 summer time on the day summer time starts, when midnight does not exist (24 April 2026)', () => {
    const start = cairoDayStart('2026-04-24')
    expect(cairoDate(start)).toBe('2026-04-24')
    expect(cairoDate(new Date(start.getTime() - 1))).toBe('2026-04-23')
  })
  it('is the first midnight on the day summer time ends (29 October 2026), when midnight comes twice', () => {
    const start = cairoDayStart('2026-10-30')
    expect(cairoDate(start)).toBe('2026-10-30')
    expect(cairoDate(new Date(start.getTime() - 1))).toBe('2026-10-29')
  })
})
