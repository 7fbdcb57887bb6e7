import type { RecordLinks } from '#web/features/consults/records/health-record-view'
import type { BookReferral } from '#web/features/consults/records/prescription-items'
import { href } from '#web/app/paths'

/**
 * "Book this test" (issue 43 §2): a referral naming a catalogue test opens the centres offering it; one in the
 * doctor's own words opens the search with its name. Either way the referral goes along, for the order to answer it.
 */
export const bookReferral: BookReferral = (referral, from) => {
  if (referral.kind === 'specialty') return undefined
  const search = new URLSearchParams({ referral: `${from.bookingId}.${from.position}` })
  if (referral.code)
    return `${href(referral.kind === 'lab' ? 'labs' : 'radios', { serviceId: `${referral.kind}:${referral.code}` })}?${search}`
  search.set('q', referral.name)
  return `${href('radiosLabs')}?${search}`
}

/** Where a record's visit and prescription open (SPEC 2.1 /health_records_visit, /health_records_prescription). */
export const recordLinks: RecordLinks = {
  visit: (bookingId) => href('healthRecordsVisit', { bookingId }),
  prescription: (bookingId) => href('healthRecordsPrescription', { bookingId }),
  bookReferral,
}
