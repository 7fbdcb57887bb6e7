/**
 * Video consults and their record (issue 11; SPEC 2.8, 3.7, 4, 6, 9; docs/decisions/0022). Only the booking's two
 * sides see a consult: its doctor, and on the patient side the account whose file it is and the account that
 * booked it. Anyone else is told the booking does not exist. Admins read summaries and records, audited.
 *
 * The consults feature's entry point (issue 41 §6): routes, jobs and other features call these; each job lives in
 * its own file — who is a party and may read (access), the consult as its sides see it (view), the call room and
 * its tokens (room), closing due consults and their no-shows (closing), the doctor's session summary (summary),
 * the patient's summary view and rating (call-summary), the call's chat (chat), the health record (record), the
 * prescription PDF (prescription) and a pharmacy's check and dispensing of a prescription (verification).
 */
export { getConsult } from './consults.view'
export { hashToken, iceServersFor, getVideoToken, endConsult } from './consults.room'
export { closeDue } from './consults.closing'
export { getSessionSummary, verificationCode, saveSessionSummary } from './consults.summary'
export { getCallSummary, rateConsult } from './consults.call-summary'
export { listMessages, maxCallMessages, postMessage, postFile } from './consults.chat'
export { getMyRecord, getRecordForConsult } from './consults.record'
export { prescriptionPdf } from './consults.prescription'
export { dispensePrescription, sendDispenseCode, verifyPrescription } from './consults.verification'
