import { describe, expect, it } from 'vitest'
import {
  paymobHmac,
  paymobHmacFields,
  paymobHmacString,
  paymobResponseHmacString,
  verifyPaymobHmac,
  verifyPaymobResponseHmac,
} from './paymob-hmac'

/** Paymob's published example string (reference egypt-payments-and-law.md §1.9, developers.paymob.com HMAC page). */
const officialString =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue'

/** HMAC-SHA512 of the official string with `secret`, computed outside Node by `openssl dgst -sha512 -hmac`. */
const secret = 'sehha-test-hmac-secret'
const opensslHmac =
  '4262d7dcfa8829e126c25a3833e24ca3754d6931b9e547a363368ace45d506b0ef644157d05c45b5275c310178931108b240bdcf91f49db402a83436edaf029e'

/** The `obj` of a processed (POST) callback for Paymob's sample transaction, with unsigned fields around it. */
const obj = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  profile_id: 164295,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'sehha-order-1', amount_cents: 100000 },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
  data: { message: 'Approved', txn_response_code: 'APPROVED' },
}

describe('Paymob transaction-callback HMAC (reference §1.9)', () => {
  it('signs the 20 documented fields in their documented order, error_occured spelt as Paymob spells it', () => {
    expect(paymobHmacFields).toEqual([
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
    ])
  })

  it("builds exactly Paymob's official example string from the sample callback", () => {
    expect(paymobHmacString(obj)).toBe(officialString)
  })

  it('computes the same HMAC-SHA512 lowercase hex as openssl', () => {
    expect(paymobHmac(obj, secret)).toBe(opensslHmac)
  })

  it('accepts the callback with its HMAC', () => {
    expect(verifyPaymobHmac(obj, opensslHmac, secret)).toBe(true)
  })

  it.each([
    ['amount_cents', { ...obj, amount_cents: 100001 }],
    ['success', { ...obj, success: false }],
    ['pending', { ...obj, pending: true }],
    ['order.id', { ...obj, order: { ...obj.order, id: 217503755 } }],
    ['source_data.type', { ...obj, source_data: { ...obj.source_data, type: 'wallet' } }],
    ['currency', { ...obj, currency: 'USD' }],
  ])('refuses the callback when %s was changed', (_field, changed) => {
    expect(verifyPaymobHmac(changed, opensslHmac, secret)).toBe(false)
  })

  it('ignores fields Paymob does not sign', () => {
    const extra = { ...obj, data: { message: 'Changed' }, order: { ...obj.order, merchant_order_id: 'x' } }
    expect(verifyPaymobHmac(extra, opensslHmac, secret)).toBe(true)
  })

  it('refuses a wrong secret, and an empty one that anybody could use', () => {
    expect(verifyPaymobHmac(obj, opensslHmac, 'another-merchant-secret')).toBe(false)
    expect(verifyPaymobHmac(obj, paymobHmac(obj, ''), '')).toBe(false)
  })

  it('returns false, never throws, on a malformed, short, long or missing hmac', () => {
    for (const hmac of [
      '',
      'zz',
      opensslHmac.slice(0, -1),
      `${opensslHmac}00`,
      'é'.repeat(64),
      undefined,
      42,
    ])
      expect(verifyPaymobHmac(obj, hmac, secret)).toBe(false)
    expect(verifyPaymobHmac(obj, `${opensslHmac.slice(0, -1)}f`, secret)).toBe(false)
  })

  it('accepts the hex in capitals too: the same digest', () => {
    expect(verifyPaymobHmac(obj, opensslHmac.toUpperCase(), secret)).toBe(true)
  })

  it("writes null and missing values as '' and booleans lowercase", () => {
    const kiosk = {
      ...obj,
      source_data: { pan: null, type: 'aggregator', sub_type: 'AGGREGATOR' },
      pending: true,
      success: false,
    }
    const text = paymobHmacString(kiosk)
    expect(text).toContain('302852trueAGGREGATORaggregatorfalse')
    expect(text).not.toContain('null')
    const { owner: _owner, ...withoutOwner } = obj
    expect(paymobHmacString(withoutOwner)).toBe(officialString.replace('217503754302852', '217503754'))
  })

  it('never signs an object where Paymob sends a value', () => {
    expect(paymobHmacString({ ...obj, currency: { code: 'EGP' } })).toBe(officialString.replace('EGP', ''))
  })
})

describe('Paymob response-callback (GET) HMAC (reference §1.8–1.9)', () => {
  /** The browser return carries the same values as query text, with flat dotted keys. */
  const query = {
    amount_cents: '100000',
    created_at: '2024-06-13T11:33:44.592345',
    currency: 'EGP',
    error_occured: 'false',
    has_parent_transaction: 'false',
    id: '192036465',
    integration_id: '4097558',
    is_3d_secure: 'true',
    is_auth: 'false',
    is_capture: 'false',
    is_refunded: 'false',
    is_standalone_payment: 'true',
    is_voided: 'false',
    order_id: '217503754',
    owner: '302852',
    pending: 'false',
    'source_data.pan': '2346',
    'source_data.sub_type': 'MasterCard',
    'source_data.type': 'card',
    success: 'true',
    merchant_order_id: 'sehha-order-1',
    hmac: opensslHmac,
  }

  it('builds the official string from order_id or from order (the docs and a working SDK disagree)', () => {
    expect(paymobResponseHmacString(query)).toBe(officialString)
    const { order_id: orderId, ...rest } = query
    expect(paymobResponseHmacString({ ...rest, order: orderId })).toBe(officialString)
  })

  it('accepts the query with its own hmac parameter in it, and refuses a changed one', () => {
    expect(verifyPaymobResponseHmac(query, query.hmac, secret)).toBe(true)
    expect(verifyPaymobResponseHmac({ ...query, success: 'false' }, query.hmac, secret)).toBe(false)
    expect(verifyPaymobResponseHmac(query, query.hmac, 'another-merchant-secret')).toBe(false)
  })

  it('refuses a repeated parameter instead of choosing one of its values', () => {
    expect(verifyPaymobResponseHmac({ ...query, success: ['true', 'false'] }, query.hmac, secret)).toBe(false)
  })
})
