/**
 * Paymob's transaction-callback signature (reference: egypt-payments-and-law.md §1.8–1.9; docs.paymob.com
 * "HMAC calculation"). The paymob provider verifies callbacks with it, and the sandbox signs its own the same way,
 * so both paths run the same check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The signed fields, in Paymob's documented order (lexicographic). `error_occured` is Paymob's spelling. */
export const paymobHmacFields = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const
export type PaymobHmacField = (typeof paymobHmacFields)[number]

/** A processed callback's `obj`, or a response callback's query: untrusted, read field by field. */
export type PaymobFields = Readonly<Record<string, unknown>>

/**
 * A value as Paymob writes it into the string: booleans lowercase, numbers in plain decimal, null and missing as ''
 * (JavaScript would write "null"; the Python SDK writes ''; kiosk callbacks carry pan ''). Anything else (an object,
 * a repeated query parameter) cannot be what Paymob signed and becomes '' so it fails the comparison.
 */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  return ''
}

/** `obj.order.id` for 'order.id': the processed (POST) callback nests its objects. */
function nestedValue(obj: PaymobFields, field: PaymobHmacField): unknown {
  let value: unknown = obj
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The concatenated string of a processed (POST) callback's `obj`, the part signed with the HMAC secret. */
export function paymobHmacString(obj: PaymobFields): string {
  return paymobHmacFields.map((field) => valueText(nestedValue(obj, field))).join('')
}

/**
 * The same for a response (GET) callback's query: the keys are flat ('source_data.pan' is a literal key), and the
 * order id comes as `order_id` in Paymob's new docs but as `order` in a working SDK (reference §1.9), so either.
 */
export function paymobResponseHmacString(query: PaymobFields): string {
  return paymobHmacFields
    .map((field) => valueText(field === 'order.id' ? (query.order_id ?? query.order) : query[field]))
    .join('')
}

/** HMAC-SHA512 of the string with the dashboard's HMAC secret (not the API key), as lowercase hex. */
export function paymobHmacOfString(text: string, secret: string): string {
  return createHmac('sha512', secret).update(text, 'utf8').digest('hex')
}

/** What Paymob would send as `?hmac=` for a processed callback's `obj`; the sandbox signs with it. */
export function paymobHmac(obj: PaymobFields, secret: string): string {
  return paymobHmacOfString(paymobHmacString(obj), secret)
}

/**
 * Constant-time comparison of the received hex with the expected one. Compared as text, not decoded, so a
 * malformed or odd-length `hmac` is simply unequal; a length mismatch is refused before comparing. An empty
 * secret refuses everything: anyone can compute an HMAC with an empty key.
 */
function matches(text: string, hmac: unknown, secret: string): boolean {
  if (typeof hmac !== 'string' || secret.length === 0) return false
  const expected = Buffer.from(paymobHmacOfString(text, secret), 'utf8')
  const received = Buffer.from(hmac.toLowerCase(), 'utf8')
  if (received.length !== expected.length) return false
  return timingSafeEqual(received, expected)
}

/** Whether a processed (POST) callback's `obj` carries Paymob's signature `hmac` (the `?hmac=` parameter). */
export function verifyPaymobHmac(obj: PaymobFields, hmac: unknown, secret: string): boolean {
  return matches(paymobHmacString(obj), hmac, secret)
}

/** Whether a response (GET) callback's query carries Paymob's signature (its own `hmac` parameter is ignored). */
export function verifyPaymobResponseHmac(query: PaymobFields, hmac: unknown, secret: string): boolean {
  return matches(paymobResponseHmacString(query), hmac, secret)
}
