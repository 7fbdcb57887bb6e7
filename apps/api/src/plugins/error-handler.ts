import { DomainError, issueKey, type ErrorCode, type ErrorIssue, type Language } from '@app/domain/shared'
import { translate } from '@app/i18n'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { isDatabaseUnavailable } from '#api/db/database'

/** The only place that knows HTTP statuses: a code without a status fails to compile. */
export const statusByCode = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  USER_NOT_FOUND: 401,
  WRONG_PASSWORD: 401,
  PHONE_ALREADY_REGISTERED: 409,
  PHONE_NOT_REGISTERED: 404,
  EMAIL_ALREADY_USED: 409,
  EMAIL_REQUIRED: 409,
  EMAIL_TOKEN_INVALID: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 429,
  OTP_RESEND_TOO_SOON: 429,
  OTP_TICKET_INVALID: 400,
  ADMIN_ONLY: 403,
  ADMIN_SIGN_IN_REQUIRED: 403,
  ACCOUNT_DEACTIVATED: 403,
  CSRF_REJECTED: 403,
  PROFILE_EXISTS: 409,
  PROFILE_NOT_FOUND: 404,
  PROFILE_ROLE_REQUIRED: 403,
  NATIONAL_ID_DUPLICATE: 409,
  FILE_TOO_BIG: 413,
  FILE_TYPE_NOT_SUPPORTED: 415,
  FILE_REQUIRED: 400,
  PROFILE_INCOMPLETE: 409,
  SLOT_TAKEN: 409,
  // The payer's unpaid holds (issue 41 §2): paying one, or its hold ending, lets the next through.
  UNPAID_BOOKINGS_LIMIT: 409,
  UNPAID_BOOKING_WITH_DOCTOR: 409,
  SLOT_NOT_AVAILABLE: 422,
  // 404, not 422: an unverified, inactive or hidden doctor is not listed to patients (SPEC 4), so the answer must
  // not tell that he exists; the text is SPEC 8's 'Sorry, doctor not found.'
  DOCTOR_NOT_BOOKABLE: 404,
  CANNOT_BOOK_YOURSELF: 403,
  FOLLOW_UP_EXPIRED: 422,
  PAYMENT_METHOD_NOT_ALLOWED: 422,
  PRICE_CHANGED: 409,
  SERVICE_NOT_OFFERED: 422,
  OUTSIDE_OPENING_HOURS: 422,
  CENTRE_ORDER_NOT_FOUND: 404,
  CENTRE_ORDER_TRANSITION_REFUSED: 409,
  CENTRE_CANCEL_REASON_REQUIRED: 422,
  REPORT_REQUIRED: 422,
  BOOKING_NOT_FOUND: 404,
  CALL_NOT_VIDEO: 409,
  CALL_NOT_PAID: 409,
  CALL_NOT_OPEN_YET: 409,
  CALL_ENDED: 409,
  CALL_TOKEN_INVALID: 403,
  CONSULT_NOT_FINISHED: 409,
  CONSULT_ALREADY_RATED: 409,
  CANNOT_CANCEL: 409,
  CANNOT_RESCHEDULE: 409,
  ALREADY_FOLLOW_UP: 409,
  FOLLOW_UP_ALREADY_BOOKED: 409,
  FOLLOW_UP_NOT_ALLOWED: 409,
  REFUND_TARGET_NOT_ALLOWED: 400,
  ORDER_NOT_FOUND: 404,
  // 422, not 402: RFC 9110 §15.5.3 reserves 402, and the client acts on the code, not on the status.
  PAYMENT_FAILED: 422,
  CANNOT_MAKE_PAYMENT: 422,
  INSUFFICIENT_WALLET_BALANCE: 422,
  BOOKING_TRANSITION_REFUSED: 409,
  INVALID_SIGNATURE: 400,
  MEDICAL_FILE_NOT_FOUND: 404,
  REVIEW_NOT_WAITING: 409,
  DIALOG_NOT_FOUND: 404,
  LEGAL_VERSION_OUTDATED: 409,
  // The same idempotency key with other texts or audience: a second send, not a repeat of the first.
  BROADCAST_KEY_REUSED: 409,
  JOB_NOT_FAILED: 409,
  TOTP_INVALID: 401,
  TOTP_SETUP_EXPIRED: 401,
  LAST_ADMIN: 409,
  DELETION_BLOCKED: 409,
  DELETION_NOT_PENDING: 409,
  // As INSUFFICIENT_WALLET_BALANCE: the request is well formed, the balance does not cover it.
  INSUFFICIENT_EARNINGS: 422,
  PAYOUT_NOT_FOUND: 404,
  BOOKING_NOT_STARTED: 409,
  PATIENT_JOINED: 409,
  PRESCRIPTION_NOT_FOUND: 404,
  // As OTP_INVALID and OTP_TOO_MANY_ATTEMPTS: the patient's code is wrong, or too many wrong ones were tried.
  DISPENSE_CODE_WRONG: 400,
  DISPENSE_LOCKED: 429,
  PRESCRIPTION_ALREADY_DISPENSED: 409,
  DISPENSE_CODE_SENT_TOO_OFTEN: 429,
  WAITING_LIST_LIMIT: 409,
  ALREADY_WAITING: 409,
} as const satisfies Record<ErrorCode, number>

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
}

function issuePath(path: readonly PropertyKey[], prefix: string): string {
  const parts = path.map(String)
  return [prefix, ...parts].filter(Boolean).join('.')
}

/** The field's name in the reader's language, for a message that names it. */
function fieldName(language: Language, path: string): string {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path
  const key = `validation:fields.${last}`
  const text = translate(language, key)
  return text === key ? last : text
}

export function errorBody(
  language: Language,
  requestId: string,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  issues: ErrorIssue[] = [],
) {
  let message = translate(language, `errors:${code}`, params)
  const first = issues[0]
  if (first)
    message = `${message} ${fieldName(language, first.path)}: ${translate(language, first.code, params)}`
  return { error: { code, params, ...(issues.length ? { issues } : {}), message, requestId } }
}

function languageOf(request: FastifyRequest): Language {
  return request.ctx?.language ?? 'ar'
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  params = {},
  issues: ErrorIssue[] = [],
) {
  return reply.status(status).send(errorBody(languageOf(request), String(request.id), code, params, issues))
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      return send(reply, request, statusByCode[error.code], error.code, error.params, error.issues)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = (error as FastifyError).validationContext ?? 'body'
      const issues = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean)
        const input = (v.params as { input?: unknown }).input
        const code = issueKey({
          code: v.keyword as z.core.$ZodIssue['code'],
          message: v.message ?? '',
          input,
        })
        return { path: issuePath(path, where === 'body' ? '' : where), code }
      })
      return send(reply, request, 400, 'VALIDATION_FAILED', {}, issues)
    }
    const fastifyError = error as FastifyError
    if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || fastifyError.code === 'FST_FILES_LIMIT') {
      return send(reply, request, 413, 'FILE_TOO_BIG', { limit: '5 MB' })
    }
    if (fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return send(reply, request, 400, 'FILE_REQUIRED')
    }
    const status = fastifyError.statusCode
    if (status && status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? 'VALIDATION_FAILED'
      const params = code === 'RATE_LIMITED' ? { seconds: Number(reply.getHeader('retry-after') ?? 60) } : {}
      request.log.info({ err: error }, 'client error')
      return send(reply, request, status in codeByStatus ? status : 400, code, params)
    }
    if (isDatabaseUnavailable(error)) {
      // Never answered as done: the client may try again in a moment, when the pool has reconnected.
      request.log.warn({ err: error }, 'database unavailable')
      reply.header('retry-after', '5')
      return send(reply, request, 503, 'SERVICE_UNAVAILABLE')
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, request, 500, 'INTERNAL')
  })
}
