import { describe, expect, it } from 'vitest'
import { eventIcs, whatsappShareUrl } from './calendar'

describe('add to calendar (issue 9 §4, issue 43 §2)', () => {
  it('writes the event on Cairo’s clock with its zone, before and after the summer change', () => {
    const winter = eventIcs({
      id: 'b1',
      title: 'موعد مع د. آية محمود — صحة',
      start: new Date('2026-11-26T08:00:00Z'),
      end: new Date('2026-11-26T08:30:00Z'),
      url: 'https://sehha.example/booking/b1/success',
      now: new Date('2026-11-25T12:00:00Z'),
    })
    expect(winter).toContain('DTSTART;TZID=Africa/Cairo:20261126T100000\r\n')
    expect(winter).toContain('DTEND;TZID=Africa/Cairo:20261126T103000\r\n')
    expect(winter).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Cairo')
    expect(winter).toContain('DTSTAMP:20261125T120000Z')
    // Egypt's summer time (UTC+3): 07:00 UTC on 1 June is 10:00 in Cairo.
    const summer = eventIcs({
      id: 'b2',
      title: 'x',
      start: new Date('2027-06-01T07:00:00Z'),
      end: new Date('2027-06-01T07:30:00Z'),
      url: 'u',
    })
    expect(summer).toContain('DTSTART;TZID=Africa/Cairo:20270601T100000')
  })

  it('escapes text and folds long lines at 75 octets', () => {
    const ics = eventIcs({
      id: 'b3',
      title: 'a, b; c\\d '.repeat(12),
      start: new Date(),
      end: new Date(),
      url: 'u',
    })
    expect(ics).toContain('SUMMARY:a\\, b\\; c\\\\d')
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('names a place only when given one, escaped, and a link only when given one', () => {
    const at = eventIcs({
      id: 'o1',
      title: 'Visit',
      start: new Date('2026-11-26T08:00:00Z'),
      end: new Date('2026-11-26T08:30:00Z'),
      location: 'Alpha Lab, 12 Tahrir St; Dokki',
    })
    expect(at).toContain('LOCATION:Alpha Lab\\, 12 Tahrir St\\; Dokki\r\n')
    expect(at).not.toContain('URL:')
    const bare = eventIcs({ id: 'o2', title: 'Visit', start: new Date(), end: new Date(), url: 'u' })
    expect(bare).not.toContain('LOCATION')
    expect(bare).toContain('URL:u\r\n')
  })

  it('shares a prepared text on WhatsApp', () => {
    expect(whatsappShareUrl('موعدي 10:00')).toBe(`https://wa.me/?text=${encodeURIComponent('موعدي 10:00')}`)
  })
})
