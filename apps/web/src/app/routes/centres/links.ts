import type { CentreKind } from '@app/domain/centres/schemas'
import { href } from '#web/app/paths'

/** Issue 43 §2: where a test or scan, a centre and a booking live (SPEC 2.1). */
export const serviceHref = (service: { id: string; kind: CentreKind }) =>
  service.kind === 'lab' ? href('labs', { serviceId: service.id }) : href('radios', { serviceId: service.id })

export const centreHref = (centre: { centreId: string; kind: CentreKind }) =>
  centre.kind === 'lab'
    ? href('labDetails', { labId: centre.centreId })
    : href('radioDetails', { radioId: centre.centreId })

export const centreBookingHref = (centreId: string, serviceId: string, referral?: string | null) =>
  withReferral(href('centreBooking', { centreId, serviceId }), referral)

/**
 * A doctor's referral being booked (issue 43 §2: "Book this test" in a session summary): `<bookingId>.<position>`,
 * carried from page to page in the query until the order names it, so the referring doctor reads the result.
 */
export const referralKey = 'referral'
export function referralOf(params: URLSearchParams): string | null {
  const value = params.get(referralKey)
  return value && /^[0-9a-f-]{36}\.\d$/.test(value) ? value : null
}
export const withReferral = (path: string, referral: string | null | undefined) =>
  referral
    ? `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [referralKey]: referral })}`
    : path
/** The request's form of it. */
export function referralTarget(referral: string | null): { bookingId: string; position: number } | undefined {
  if (!referral) return undefined
  const [bookingId = '', position = '0'] = referral.split('.')
  return { bookingId, position: Number(position) }
}

/** The search, on the tab of a kind. */
export const searchHref = (kind: CentreKind) =>
  `${href('radiosLabs')}${kind === 'radio' ? '?kind=radio' : ''}`

/**
 * SPEC 4: the 'radios_labs' saved origin brings a patient back after signing in; these keys of its query send them on
 * to the booking they had started (app/routes/centres/centres-pages.tsx).
 */
export const returnKeys = { centre: 'bookCentre', service: 'bookService' } as const
export const bookingReturnSearch = (centreId: string, serviceId: string, referral?: string | null) =>
  withReferral(
    `?${new URLSearchParams({ [returnKeys.centre]: centreId, [returnKeys.service]: serviceId }).toString()}`,
    referral,
  )
