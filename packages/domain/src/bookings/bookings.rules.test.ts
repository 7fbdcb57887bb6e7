import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/errors'
import {
  allowedMethods,
  assertTransition,
  bookingStatuses,
  bookingTransitions,
  bookingTypes,
  canTransition,
  electronicMethods,
  holdDeadline,
  holdEndsBeforeSlotMinutes,
  holdMinutes,
  kioskHoldEndsBeforeSlotMinutes,
  kioskMinHoldMinutes,
  maxUnpaidHoldsPerPayer,
  maxUnpaidHoldsPerPayerAndDoctor,
  isElectronicMethod,
  methodFitsSlot,
  paymentMethods,
  type AllowedMethodsInput,
  type BookingStatus,
} from './bookings.rules'

describe('booking statuses and types (SPEC 3.3, plus pending while paying)', () => {
  it("lists SPEC 3.3's statuses after pending, and the two types", () => {
    expect(bookingStatuses).toEqual(['pending', 'opened', 'going', 'finished', 'failed', 'canceled'])
    expect(bookingTypes).toEqual(['initial', 'followUp'])
  })
})

describe('the booking state machine (SPEC 4)', () => {
  // Written out here, not derived from bookingTransitions, so a change to the table fails this test.
  const allowed = new Set([
    'pending>opened',
    'pending>failed',
    'pending>canceled',
    'opened>going',
    'opened>canceled',
    'opened>failed',
    'going>finished',
    'going>failed',
  ])
  const matrix = bookingStatuses.flatMap((from) =>
    bookingStatuses.map((to) => [from, to, allowed.has(`${from}>${to}`)] as const),
  )

  it('covers all 36 pairs', () => {
    expect(matrix).toHaveLength(36)
  })

  it.each(matrix)('%s → %s allowed: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected)
    if (expected) expect(() => assertTransition(from, to)).not.toThrow()
    else expect(() => assertTransition(from, to)).toThrow(DomainError)
  })

  it('refuses with BOOKING_TRANSITION_REFUSED naming both states', () => {
    try {
      assertTransition('finished', 'canceled')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect((error as DomainError).code).toBe('BOOKING_TRANSITION_REFUSED')
      expect((error as DomainError).params).toEqual({ from: 'finished', to: 'canceled' })
    }
  })

  it('never stays in the same state and ends in finished, failed or canceled', () => {
    for (const status of bookingStatuses) expect(canTransition(status, status)).toBe(false)
    const final: BookingStatus[] = ['finished', 'failed', 'canceled']
    for (const status of final) expect(bookingTransitions[status]).toEqual([])
  })
})

describe('payment methods (SPEC 3.5: free, wallet and three provider methods)', () => {
  it('lists the methods and the three that go through a provider', () => {
    expect(paymentMethods).toEqual(['free', 'wallet', 'card', 'mobileWallet', 'kiosk'])
    expect(electronicMethods).toEqual(['card', 'mobileWallet', 'kiosk'])
    expect(paymentMethods.filter(isElectronicMethod)).toEqual(['card', 'mobileWallet', 'kiosk'])
  })
})

describe('allowed methods (SPEC 6 and 2.7)', () => {
  const base: AllowedMethodsInput = {
    type: 'initial',
    doctorTesting: false,
    patientTesting: false,
    patientIsDoctor: false,
  }

  it('offers wallet, card, mobile wallet and kiosk for an initial booking', () => {
    expect(allowedMethods(base)).toEqual(['wallet', 'card', 'mobileWallet', 'kiosk'])
  })

  it('offers only free for a follow-up', () => {
    expect(allowedMethods({ ...base, type: 'followUp' })).toEqual(['free'])
  })

  it('offers only free for a testing doctor booked by a testing user', () => {
    expect(allowedMethods({ ...base, doctorTesting: true, patientTesting: true })).toEqual(['free'])
  })

  it('keeps the paid methods when only one side is testing', () => {
    const paid = ['wallet', 'card', 'mobileWallet', 'kiosk']
    expect(allowedMethods({ ...base, doctorTesting: true })).toEqual(paid)
    expect(allowedMethods({ ...base, patientTesting: true })).toEqual(paid)
  })

  it('offers nothing to a patient whose phone is the doctor\'s (SPEC 5: "You cannot book yourself")', () => {
    expect(allowedMethods({ ...base, patientIsDoctor: true })).toEqual([])
    expect(
      allowedMethods({ type: 'followUp', doctorTesting: true, patientTesting: true, patientIsDoctor: true }),
    ).toEqual([])
  })
})

describe('slot holds per method (issue 9 §2: the hold never outlives the slot)', () => {
  const now = new Date('2026-12-01T10:00:00Z')
  const at = (iso: string) => new Date(iso)
  const farSlot = at('2026-12-05T10:00:00Z')

  it('holds 15 minutes for card and mobile wallet, 24 hours for kiosk, nothing for wallet and free', () => {
    expect(holdMinutes).toEqual({ free: 0, wallet: 0, card: 15, mobileWallet: 15, kiosk: 1440 })
    expect(holdEndsBeforeSlotMinutes).toBe(10)
  })

  it("ends a hold after the method's length when the slot is far away", () => {
    expect(holdDeadline('card', farSlot, now)).toEqual(at('2026-12-01T10:15:00Z'))
    expect(holdDeadline('mobileWallet', farSlot, now)).toEqual(at('2026-12-01T10:15:00Z'))
    expect(holdDeadline('kiosk', farSlot, now)).toEqual(at('2026-12-02T10:00:00Z'))
  })

  it('ends a card or wallet hold 10 minutes before a slot that comes sooner', () => {
    expect(holdDeadline('card', at('2026-12-01T14:00:00Z'), now)).toEqual(at('2026-12-01T10:15:00Z'))
    expect(holdDeadline('card', at('2026-12-01T10:20:00Z'), now)).toEqual(at('2026-12-01T10:10:00Z'))
  })

  it('ends a kiosk hold 2 hours before a near slot, and offers kiosk only with an hour left to pay (issue 41 §2)', () => {
    expect(kioskHoldEndsBeforeSlotMinutes).toBe(120)
    expect(kioskMinHoldMinutes).toBe(60)
    // A slot 4 hours away: held until 2 hours before it, not for a day nor until 10 minutes before.
    expect(holdDeadline('kiosk', at('2026-12-01T14:00:00Z'), now)).toEqual(at('2026-12-01T12:00:00Z'))
    // Tomorrow morning: until 2 hours before, short of the 24 hours.
    expect(holdDeadline('kiosk', at('2026-12-02T09:00:00Z'), now)).toEqual(at('2026-12-02T07:00:00Z'))
    expect(methodFitsSlot('kiosk', at('2026-12-01T13:00:00Z'), now)).toBe(true)
    expect(methodFitsSlot('kiosk', at('2026-12-01T12:59:59Z'), now)).toBe(false)
    expect(methodFitsSlot('card', at('2026-12-01T12:59:59Z'), now)).toBe(true)
  })

  it('caps unpaid holds at 3 per payer and 1 per payer and doctor', () => {
    expect(maxUnpaidHoldsPerPayer).toBe(3)
    expect(maxUnpaidHoldsPerPayerAndDoctor).toBe(1)
  })

  it('confirms wallet and free at once: the deadline is now', () => {
    expect(holdDeadline('wallet', farSlot, now)).toEqual(now)
    expect(holdDeadline('free', farSlot, now)).toEqual(now)
  })

  it("returns a new Date, never the caller's", () => {
    expect(holdDeadline('wallet', farSlot, now)).not.toBe(now)
  })

  it('fits an electronic method only while its hold ends after now', () => {
    expect(methodFitsSlot('card', at('2026-12-01T10:10:01Z'), now)).toBe(true)
    // The hold would end exactly now, or before: the method is not offered for that slot.
    expect(methodFitsSlot('card', at('2026-12-01T10:10:00Z'), now)).toBe(false)
    expect(methodFitsSlot('kiosk', at('2026-12-01T10:05:00Z'), now)).toBe(false)
    expect(methodFitsSlot('mobileWallet', at('2026-12-01T09:00:00Z'), now)).toBe(false)
    expect(methodFitsSlot('kiosk', farSlot, now)).toBe(true)
  })

  it('fits wallet and free to any slot that has not started', () => {
    const soon = at('2026-12-01T10:01:00Z')
    expect(methodFitsSlot('wallet', soon, now)).toBe(true)
    expect(methodFitsSlot('free', soon, now)).toBe(true)
    expect(methodFitsSlot('wallet', now, now)).toBe(false)
    expect(methodFitsSlot('free', at('2026-12-01T09:59:00Z'), now)).toBe(false)
  })

  it('never gives an electronic hold that ends later than 10 minutes before its slot', () => {
    for (const method of electronicMethods)
      for (let minutesAhead = 0; minutesAhead <= 3 * 1440; minutesAhead += 7) {
        const slot = new Date(now.getTime() + minutesAhead * 60_000)
        const deadline = holdDeadline(method, slot, now)
        expect(deadline.getTime()).toBeLessThanOrEqual(slot.getTime() - 10 * 60_000)
        expect(deadline.getTime()).toBeLessThanOrEqual(now.getTime() + holdMinutes[method] * 60_000)
        const left = deadline.getTime() - now.getTime()
        expect(methodFitsSlot(method, slot, now)).toBe(method === 'kiosk' ? left >= 60 * 60_000 : left > 0)
        if (method === 'kiosk') expect(deadline.getTime()).toBeLessThanOrEqual(slot.getTime() - 120 * 60_000)
      }
  })
})
