import { beforeAll, describe, expect, it } from 'vitest'
import { eventIcs, whatsappShareUrl } from '#web/shared/lib/calendar'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder } from '#web/testing/centre-order-fixtures'
import { orderPriceLines, paidFor, visitEvent, visitShareText, wasBooked } from './visit'

const en = () => i18n.getFixedT('en', 'centreOrders')
const ar = () => i18n.getFixedT('ar', 'centreOrders')
const now = new Date('2099-06-01T12:00:00Z')
const url = 'https://sehha.example/orders/44444444-4444-4444-8444-444444444444'
/** An iCalendar file unfolded (RFC 5545 §3.1), to read its properties whole. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '')

beforeAll(async () => {
  await Promise.all([i18n.loadNamespaces(['centreOrders']), englishI18n.loadNamespaces(['centreOrders'])])
})

describe('a centre order’s calendar file (issue 43 §2)', () => {
  it('is the visit at the centre, 30 minutes on Cairo’s clock, titled and placed by the centre', () => {
    // 07:00 UTC on 1 July is 10:00 in Cairo (summer time).
    const ics = eventIcs({ ...visitEvent(centreOrder(), en(), url), now })
    expect(ics).toContain('DTSTART;TZID=Africa/Cairo:20990701T100000\r\n')
    expect(ics).toContain('DTEND;TZID=Africa/Cairo:20990701T103000\r\n')
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Cairo')
    expect(ics).toContain('SUMMARY:Visit to Alpha Lab — Sehha\r\n')
    expect(unfold(ics)).toContain('LOCATION:Alpha Lab\\, 12 شارع التحرير، الدقي\r\n')
    expect(ics).toContain(`URL:${url}\r\n`)
    expect(ics).toContain('UID:centre-order-44444444-4444-4444-8444-444444444444@sehha\r\n')
    // Nothing medical: not the test, not the note.
    expect(unfold(ics)).not.toMatch(/blood|صورة دم|Tired/i)
  })

  it('a winter visit is on Cairo’s winter clock (UTC+2)', () => {
    const ics = eventIcs(visitEvent(centreOrder({ startsAt: '2099-12-01T08:00:00.000Z' }), en()))
    expect(ics).toContain('DTSTART;TZID=Africa/Cairo:20991201T100000\r\n')
    expect(ics).toContain('DTEND;TZID=Africa/Cairo:20991201T103000\r\n')
  })

  it('names a home collection by its lab and leaves the patient’s address out', () => {
    const home = centreOrder({
      place: 'home',
      address: '7 Abbas El Akkad St, Nasr City, flat 4',
      homeCollectionPrice: 5000,
    })
    const ics = unfold(eventIcs(visitEvent(home, en(), url)))
    expect(ics).toContain('SUMMARY:Home collection by Alpha Lab — Sehha\r\n')
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('Abbas')
    expect(ics).not.toContain('التحرير')
    const arabic = unfold(eventIcs(visitEvent(home, ar())))
    expect(arabic).toContain('SUMMARY:سحب عينة من المنزل بواسطة Alpha Lab — صحة\r\n')
    expect(arabic).not.toContain('Abbas')
  })

  it('folds the long Arabic lines at 75 octets, never inside a character', () => {
    const long = centreOrder({
      centreName: 'معمل الشفاء للتحاليل الطبية والكيمياء الحيوية — فرع مدينة نصر',
      centreAddress: '١٢ شارع عباس العقاد، المنطقة السابعة، مدينة نصر، القاهرة',
    })
    const ics = eventIcs(visitEvent(long, ar(), url))
    const lines = ics.split('\r\n')
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      expect(line).not.toContain('\uFFFD')
    }
    expect(unfold(ics)).toContain(`SUMMARY:زيارة ${long.centreName} — صحة\r\n`)
  })
})

describe('a centre order’s WhatsApp share (issue 43 §2)', () => {
  it('says the centre, the time and the place, never the test or the note', () => {
    const text = visitShareText(centreOrder(), 'Wed, 1 Jul at 10:00', en())
    expect(text).toBe(
      'My visit to Alpha Lab on Sehha: Wed, 1 Jul at 10:00 (Egypt time), at 12 شارع التحرير، الدقي.',
    )
    expect(whatsappShareUrl(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`)
    expect(visitShareText(centreOrder({ centreAddress: '' }), 'Wed, 1 Jul at 10:00', en())).toBe(
      'My visit to Alpha Lab on Sehha: Wed, 1 Jul at 10:00 (Egypt time).',
    )
  })

  it('shares a home collection without the patient’s address', () => {
    const home = centreOrder({ place: 'home', address: '7 Abbas El Akkad St, flat 4' })
    const text = visitShareText(home, 'الأربعاء ١ يوليو الساعة ١٠:٠٠ ص', ar())
    expect(text).toBe(
      'سحب عينة من المنزل بواسطة Alpha Lab، محجوز على صحة: الأربعاء ١ يوليو الساعة ١٠:٠٠ ص (بتوقيت مصر).',
    )
    expect(text).not.toContain('Abbas')
  })
})

describe('a centre order’s receipt (issue 43 §2)', () => {
  it('lists the test, the home collection, the VAT within, and the e-payment fee or a free order’s discount', () => {
    expect(orderPriceLines(centreOrder({ method: 'wallet', price: 20000 }))).toEqual([
      { key: 'lab', amount: 20000 },
      { key: 'vat', amount: expect.any(Number) },
    ])
    const card = orderPriceLines(
      centreOrder({ kind: 'radio', method: 'card', price: 20000, homeCollectionPrice: 0 }),
    )
    expect(card.map((line) => line.key)).toEqual(['radio', 'vat', 'surcharge'])
    const home = orderPriceLines(centreOrder({ method: 'free', price: 20000, homeCollectionPrice: 5000 }))
    expect(home).toEqual([
      { key: 'lab', amount: 20000 },
      { key: 'homeCollection', amount: 5000 },
      { key: 'vat', amount: expect.any(Number) },
      { key: 'discount', amount: 25000, subtracted: true },
    ])
  })

  it('counts as paid what was booked, a cancellation after it included, and nothing before', () => {
    expect(paidFor(centreOrder({ status: 'booked', total: 20000 }))).toBe(20000)
    expect(paidFor(centreOrder({ status: 'delivered', total: 20000 }))).toBe(20000)
    expect(paidFor(centreOrder({ status: 'canceled', refund: 0, total: 20000 }))).toBe(20000)
    expect(paidFor(centreOrder({ status: 'canceled', refund: null, total: 20000 }))).toBe(0)
    expect(wasBooked(centreOrder({ status: 'pending' }))).toBe(false)
    expect(wasBooked(centreOrder({ status: 'failed' }))).toBe(false)
  })
})
