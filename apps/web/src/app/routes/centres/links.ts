import type { CentreKind } from '@app/domain/centres/schemas'
import { href } from '#web/app/paths'

/** Issue 43 §2: where a test or scan, a centre and a booking live (SPEC 2.1). */
export const serviceHref = (service: { id: string; kind: CentreKind }) =>
  service.kind === 'lab' ? href('labs', { serviceId: service.id }) : href('radios', { serviceId: service.id })

export const centreHref = (centre: { centreId: string; kind: CentreKind }) =>
  centre.kind === 'lab'
    ? href('labDetails', { labId: centre.centreId })
    : href('radioDetails', { radioId: centre.centreId })

export const centreBookingHref = (centreId: string, serviceId: string) =>
  href('centreBooking', { centreId, serviceId })

/** The search, on the tab of a kind. */
export const searchHref = (kind: CentreKind) =>
  `${href('radiosLabs')}${kind === 'radio' ? '?kind=radio' : ''}`

/**
 * SPEC 4: the 'radios_labs' saved origin brings a patient back after signing in; these keys of its query send them on
 * to the booking they had started (app/routes/centres/centres-pages.tsx).
 */
export const returnKeys = { centre: 'bookCentre', service: 'bookService' } as const
export const bookingReturnSearch = (centreId: string, serviceId: string) =>
  `?${new URLSearchParams({ [returnKeys.centre]: centreId, [returnKeys.service]: serviceId }).toString()}`
