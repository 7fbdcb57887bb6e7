/**
 * Every error the API may answer with. Codes are stable: the web maps each to `errors:<CODE>` and the API's
 * error handler maps each to an HTTP status in a table that fails to compile when a code lacks one.
 */
export const errorCodes = [
  // shared
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  // the database is unreachable or restarting (issue 44 §2): try again in a moment
  'SERVICE_UNAVAILABLE',
  // accounts (SPEC 7.1, 8)
  'USER_NOT_FOUND',
  'WRONG_PASSWORD',
  'PHONE_ALREADY_REGISTERED',
  'PHONE_NOT_REGISTERED',
  'EMAIL_ALREADY_USED',
  'EMAIL_REQUIRED',
  'EMAIL_TOKEN_INVALID',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RESEND_TOO_SOON',
  'OTP_TICKET_INVALID',
  'ADMIN_ONLY',
  'ADMIN_SIGN_IN_REQUIRED',
  'ACCOUNT_DEACTIVATED',
  'CSRF_REJECTED',
  // profiles (SPEC 3.1, 5)
  'PROFILE_EXISTS',
  'PROFILE_NOT_FOUND',
  'PROFILE_ROLE_REQUIRED',
  'NATIONAL_ID_DUPLICATE',
  'FILE_TOO_BIG',
  'FILE_TYPE_NOT_SUPPORTED',
  'FILE_REQUIRED',
  // doctors (SPEC 2.8, 4)
  'PROFILE_INCOMPLETE',
  // doctor reviews (issue 10 §1)
  'REVIEW_NOT_WAITING',
  // dialogs and notifications to topics (issue 10 §2, §3)
  'DIALOG_NOT_FOUND',
  // legal texts (issue 45 §1): the version accepted is no longer the current one
  'LEGAL_VERSION_OUTDATED',
  'BROADCAST_KEY_REUSED',
  // admin accounts (issue 10 §1)
  'TOTP_INVALID',
  'TOTP_SETUP_EXPIRED',
  'LAST_ADMIN',
  // account deletion (SPEC 4, issue 10 §1)
  'DELETION_BLOCKED',
  'DELETION_NOT_PENDING',
  // bookings and payments (SPEC 4, 6, 7.2, 8)
  'SLOT_TAKEN',
  // unpaid holds (issue 41 §2)
  'UNPAID_BOOKINGS_LIMIT',
  'UNPAID_BOOKING_WITH_DOCTOR',
  'SLOT_NOT_AVAILABLE',
  'DOCTOR_NOT_BOOKABLE',
  'CANNOT_BOOK_YOURSELF',
  'FOLLOW_UP_EXPIRED',
  'PAYMENT_METHOD_NOT_ALLOWED',
  'PRICE_CHANGED',
  'BOOKING_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'PAYMENT_FAILED',
  'CANNOT_MAKE_PAYMENT',
  'INSUFFICIENT_WALLET_BALANCE',
  'BOOKING_TRANSITION_REFUSED',
  'INVALID_SIGNATURE',
  'MEDICAL_FILE_NOT_FOUND',
  // audit (issue 10 §4)
  'JOB_NOT_FAILED',
  // consults (issue 11)
  'CALL_NOT_VIDEO',
  'CALL_NOT_PAID',
  'CALL_NOT_OPEN_YET',
  'CALL_ENDED',
  'CALL_TOKEN_INVALID',
  'CONSULT_NOT_FINISHED',
  'CONSULT_ALREADY_RATED',
  // the life of a booking (issue 12)
  'CANNOT_CANCEL',
  'CANNOT_RESCHEDULE',
  'ALREADY_FOLLOW_UP',
  'FOLLOW_UP_ALREADY_BOOKED',
  'FOLLOW_UP_NOT_ALLOWED',
  'REFUND_TARGET_NOT_ALLOWED',
  // payouts (issue 12 §5; SPEC 5, 7.2 cashOutPayment)
  'INSUFFICIENT_EARNINGS',
  'PAYOUT_NOT_FOUND',
  // my bookings (issue 12 §1): the doctor marks a patient no-show
  'BOOKING_NOT_STARTED',
  'PATIENT_JOINED',
  // labs and radiology orders (issue 43)
  'SERVICE_NOT_OFFERED',
  'OUTSIDE_OPENING_HOURS',
  'CENTRE_ORDER_NOT_FOUND',
  'CENTRE_ORDER_TRANSITION_REFUSED',
  'CENTRE_CANCEL_REASON_REQUIRED',
  'REPORT_REQUIRED',
  // a prescription any pharmacy can check (issue 45 §4)
  'PRESCRIPTION_NOT_FOUND',
  'DISPENSE_CODE_WRONG',
  'DISPENSE_LOCKED',
  'PRESCRIPTION_ALREADY_DISPENSED',
  'DISPENSE_CODE_SENT_TOO_OFTEN',
  // the waiting list (issue 45 §3)
  'WAITING_LIST_LIMIT',
  'ALREADY_WAITING',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export type ErrorParams = Record<string, string | number>

export interface ErrorIssue {
  path: string
  code: string
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly issues: ErrorIssue[] = [],
  ) {
    super(code)
    this.name = 'DomainError'
  }
}

/** One field's problem in an error answer. */
export type ApiIssue = ErrorIssue

/**
 * The body of every error answer. Its schema, `apiErrorSchema`, is in errors.schemas.ts: this module is zod-free for
 * the first screens (issue 8 §5).
 */
export interface ApiErrorBody {
  error: {
    code: ErrorCode
    params: ErrorParams
    issues?: ApiIssue[] | undefined
    message: string
    requestId: string
  }
}
