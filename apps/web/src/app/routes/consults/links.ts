import type { RecordLinks } from '#web/features/consults/records/health-record-view'
import { href } from '#web/app/paths'

/** Where a record's visit and prescription open (SPEC 2.1 /health_records_visit, /health_records_prescription). */
export const recordLinks: RecordLinks = {
  visit: (bookingId) => href('healthRecordsVisit', { bookingId }),
  prescription: (bookingId) => href('healthRecordsPrescription', { bookingId }),
}
