import { DomainError } from '../shared/errors'

/**
 * SPEC 3.3 lists opened, going, finished, failed and canceled. We add `pending`: the booking exists and holds its
 * slot (it takes part in the no-overlap constraint) while its payment is under way.
 */
export const bookingStatuses = ['pending', 'opened', 'going', 'finished', 'failed', 'canceled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/** SPEC 3.3: a first consult, or the free follow-up within two weeks of it (SPEC 4, 9). */
export const bookingTypes = ['initial', 'followUp'] as const
export type BookingType = (typeof bookingTypes)[number]

/**
 * SPEC 4, the booking's life: paid (opened), started (going), done (finished); failed covers a payment that failed
 * or a hold that expired while pending, and a no-show once opened or going. Finished, failed and canceled are final.
 */
export const bookingTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['opened', 'failed', 'canceled'],
  opened: ['going', 'canceled', 'failed'],
  going: ['finished', 'failed'],
  finished: [],
  failed: [],
  canceled: [],
}

/** Whether the state machine allows `from` → `to`; staying in the same state is not a transition. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return bookingTransitions[from].includes(to)
}

/** Throws BOOKING_TRANSITION_REFUSED (with `from` and `to` as params) for a move SPEC 4 does not allow. */
export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(from, to)) throw new DomainError('BOOKING_TRANSITION_REFUSED', { from, to })
}

/** SPEC 3.5 and 9: free, the in-product wallet, and three methods through a payment provider. */
export const paymentMethods = ['free', 'wallet', 'card', 'mobileWallet', 'kiosk'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** The methods paid through a payment provider: they carry the e-payment surcharge and hold the slot meanwhile. */
export const electronicMethods = ['card', 'mobileWallet', 'kiosk'] as const satisfies readonly PaymentMethod[]
export type ElectronicMethod = (typeof electronicMethods)[number]

export function isElectronicMethod(method: PaymentMethod): method is ElectronicMethod {
  return (electronicMethods as readonly PaymentMethod[]).includes(method)
}

/** SPEC 3.5: a payment order's states. */
export const paymentOrderStatuses = ['pending', 'completed', 'error', 'timeout'] as const
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number]

export interface AllowedMethodsInput {
  type: BookingType
  doctorTesting: boolean
  patientTesting: boolean
  /** The patient's phone is the doctor's (SPEC 5). */
  patientIsDoctor: boolean
}

const paidMethods = ['wallet', 'card', 'mobileWallet', 'kiosk'] as const satisfies readonly PaymentMethod[]

/**
 * SPEC 6 and 2.7: the methods a booking may be paid with, in the order the payment step shows them. None for a
 * patient booking himself (the caller reports CANNOT_BOOK_YOURSELF and the step shows 'No Payment Methods
 * Available'); only free for a follow-up, or for a testing doctor booked by a testing user.
 */
export function allowedMethods(input: AllowedMethodsInput): readonly PaymentMethod[] {
  if (input.patientIsDoctor) return []
  if (input.type === 'followUp' || (input.doctorTesting && input.patientTesting)) return ['free']
  return paidMethods
}

/**
 * How long a pending booking holds its slot while the patient pays, per method, in minutes. Card and mobile wallet
 * are paid on the spot (a code, a PIN and an OTP): 15 minutes, as long as a gateway's checkout page stays useful.
 * Kiosk is paid later at an outlet with a reference number: up to 24 hours. Free and wallet are confirmed at once.
 */
export const holdMinutes: Readonly<Record<PaymentMethod, number>> = {
  free: 0,
  wallet: 0,
  card: 15,
  mobileWallet: 15,
  kiosk: 24 * 60,
}

/**
 * A hold ends at least this long before the slot starts, so a booking is confirmed or released before the patient
 * should prepare for the call (SPEC 9: prepare at least 15 minutes before; joinable 5 minutes before).
 */
export const holdEndsBeforeSlotMinutes = 10

/**
 * A kiosk hold ends at least 2 hours before its slot (docs/decisions/0032): a slot held for a payer who may never
 * reach a shop is given back while someone else can still book it, not minutes before it starts.
 */
export const kioskHoldEndsBeforeSlotMinutes = 120

/**
 * A kiosk payer has at least an hour to reach a shop: kiosk is offered only for a slot 3 hours away or more
 * (kioskHoldEndsBeforeSlotMinutes plus this); sooner, the patient pays by card, mobile wallet or wallet.
 */
export const kioskMinHoldMinutes = 60

/**
 * Unpaid holds (pending bookings whose hold has not ended) one payer may have at once, in all and with one doctor
 * (issue 41 §2: one account with an empty wallet held 48 slots for a day). The next is refused with
 * UNPAID_BOOKINGS_LIMIT or UNPAID_BOOKING_WITH_DOCTOR until one is paid or its hold ends.
 */
export const maxUnpaidHoldsPerPayer = 3
export const maxUnpaidHoldsPerPayerAndDoctor = 1

/** createBooking requests one account may make a minute (issue 41 §2), whatever their outcome. */
export const createBookingPerMinute = 10

const minuteMs = 60_000

/**
 * When the pending booking's hold ends: `now` plus the method's hold, but never later than 10 minutes before the
 * slot starts (2 hours for kiosk). Free and wallet have no hold and return `now` (they are confirmed in the same
 * transaction). For an electronic method the deadline may come out at or before `now`: then the method does not fit
 * the slot.
 */
export function holdDeadline(method: PaymentMethod, slotStartsAt: Date, now: Date): Date {
  const hold = holdMinutes[method]
  if (hold === 0) return new Date(now.getTime())
  const byMethod = now.getTime() + hold * minuteMs
  const before = method === 'kiosk' ? kioskHoldEndsBeforeSlotMinutes : holdEndsBeforeSlotMinutes
  const bySlot = slotStartsAt.getTime() - before * minuteMs
  return new Date(Math.min(byMethod, bySlot))
}

/**
 * Whether a method can pay for a slot starting at `slotStartsAt`: card and mobile wallet need a hold that ends after
 * `now`, kiosk one of at least an hour; free and wallet need only a slot that has not started. Whether the slot is
 * a real free slot of the schedule is the schedule's check, not this one.
 */
export function methodFitsSlot(method: PaymentMethod, slotStartsAt: Date, now: Date): boolean {
  if (!isElectronicMethod(method)) return slotStartsAt.getTime() > now.getTime()
  const left = holdDeadline(method, slotStartsAt, now).getTime() - now.getTime()
  return method === 'kiosk' ? left >= kioskMinHoldMinutes * minuteMs : left > 0
}
