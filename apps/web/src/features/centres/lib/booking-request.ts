import type { BillingInfo, PaymentMethod } from '@app/domain/bookings'
import {
  createCentreOrderRequestSchema,
  type CentreOrderPlace,
  type CreateCentreOrderRequest,
} from '@app/domain/centre-orders'
import { issueKey } from '@app/domain/shared'

/** The booking page's form (issue 43 §2): the request's own field names, so the API's issues land on them. */
export interface CentreBookingValues {
  place: CentreOrderPlace
  address: string
  insurance: boolean
  /** The day whose times are shown (YYYY-MM-DD, Cairo); empty: the first day with times. */
  date: string
  startsAt: string
  note: string
  /** Empty: the patient's own file. */
  medicalFileId: string
  method: PaymentMethod | ''
  billing: BillingInfo
}

export interface BookingTarget {
  centreId: string
  serviceId: string
  /** The doctor's referral this order answers (issue 43 §2), when the patient came from one. */
  referral?: { bookingId: string; position: number } | undefined
}

/** The device's time zone, as the doctors' booking sends it; Cairo when the browser does not say. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Cairo'

/** The request the form's values make, with the total of the chosen method as shown (PRICE_CHANGED otherwise). */
export function bookingRequest(
  target: BookingTarget,
  values: CentreBookingValues,
  total: number,
): CreateCentreOrderRequest {
  return {
    centreId: target.centreId,
    serviceId: target.serviceId,
    place: values.place,
    startsAt: values.startsAt,
    note: values.note.trim(),
    ...(values.place === 'home' ? { address: values.address.trim() } : {}),
    insurance: values.insurance,
    method: values.method as PaymentMethod,
    timeZone: deviceTimeZone(),
    ...(values.medicalFileId ? { medicalFileId: values.medicalFileId } : {}),
    ...(target.referral ? { referral: target.referral } : {}),
    ...(values.method === 'card' ? { billing: values.billing } : {}),
    total,
  }
}

/**
 * The message a field shows for an issue of the domain's schema or the API (the same codes): the centres' own
 * wording where the doctors' booking words it for a consult (a visit time is not a "consult time").
 */
export function bookingMessage(path: string, code: string): string {
  if (path === 'startsAt' && code === 'validation:consultTime.required') return 'centres:problems.time'
  return code
}

/**
 * The form checked by the domain's own schema of the request (one rule for the page and the API): a lab test needs
 * its note, home collection its address, a card its billing details; and a time and a method chosen. Field path →
 * message key; empty when it may be sent.
 */
export function checkBooking(target: BookingTarget, values: CentreBookingValues): Record<string, string> {
  const found: Record<string, string> = {}
  if (!values.startsAt) found.startsAt = 'centres:problems.time'
  if (!values.method) found.method = 'centres:problems.method'
  const checked = createCentreOrderRequestSchema.safeParse(
    bookingRequest(target, { ...values, method: values.method || 'wallet' }, 0),
  )
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.')
      found[path] ??= bookingMessage(path, issueKey(issue))
    }
  return found
}
