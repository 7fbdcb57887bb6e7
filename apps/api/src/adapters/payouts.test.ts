import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paymobPayouts, sandboxPayouts } from './payouts'

/**
 * Paymob Payouts (issue 12 §5; reference §2) against a local stand-in answering as the documented samples do: the
 * password-grant token, `disburse/` with the amount in pounds, `transaction/inquire/`; and the sandbox's outcomes.
 */

interface Received {
  url: string
  headers: IncomingMessage['headers']
  raw: string
}
let received: Received[] = []
let answers: Record<string, { status: number; body: object }[]> = {}
let baseUrl = ''
const server = createServer((request, response) => {
  let raw = ''
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
  request.on('end', () => {
    const url = request.url ?? ''
    received.push({ url, headers: request.headers, raw })
    const queue = answers[url] ?? []
    const answer = queue.length > 1 ? queue.shift() : queue[0]
    response.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer?.body ?? {}))
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/secure/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received = []
  answers = {
    '/api/secure/o/token/': [
      { status: 200, body: { access_token: 'tok-1', expires_in: 3600, token_type: 'Bearer' } },
    ],
  }
})

const provider = () =>
  paymobPayouts({ baseUrl, clientId: 'cid', clientSecret: 'csecret', username: 'user', password: 'pass' })
const order = {
  clientReference: '7b1f4c2e-1111-4a2b-9c3d-000000000001',
  amount: 9_056,
  msisdn: '01020304050',
  issuer: 'vodafone' as const,
  fullName: 'منى سامي',
  email: 'mona@example.com',
}

describe('paymob payouts (reference §2)', () => {
  it('takes a password-grant token and disburses the amount in pounds with our client reference', async () => {
    answers['/api/secure/disburse/'] = [
      {
        status: 200,
        body: {
          transaction_id: 'f5c1e7a2-0000-4000-8000-000000000001',
          disbursement_status: 'success',
          status_code: '200',
          status_description: 'تم إيداع 90.56 جنيه إلى رقم 01020304050 بنجاح',
        },
      },
    ]
    const answer = await provider().disburse(order)
    expect(answer).toEqual({
      status: 'succeeded',
      transactionId: 'f5c1e7a2-0000-4000-8000-000000000001',
      message: 'تم إيداع 90.56 جنيه إلى رقم 01020304050 بنجاح',
    })
    const [token, disburse] = received
    expect(token?.headers.authorization).toBe(`Basic ${Buffer.from('cid:csecret').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(token?.raw))).toEqual({
      grant_type: 'password',
      username: 'user',
      password: 'pass',
    })
    expect(disburse?.headers.authorization).toBe('Bearer tok-1')
    expect(JSON.parse(disburse?.raw ?? '{}')).toEqual({
      issuer: 'vodafone',
      amount: 90.56,
      msisdn: '01020304050',
      full_name: 'منى سامي',
      email: 'mona@example.com',
      client_reference_id: order.clientReference,
    })
  })

  it('keeps a pending answer with its words, and a refusal as failed', async () => {
    answers['/api/secure/disburse/'] = [
      {
        status: 200,
        body: {
          transaction_id: 'x',
          disbursement_status: 'pending',
          status_code: '8000',
          status_description: 'Transaction received and validated successfully.',
        },
      },
      { status: 400, body: { amount: ['This field is required.'] } },
    ]
    const paymob = provider()
    expect(await paymob.disburse(order)).toMatchObject({
      status: 'pending',
      message: 'Transaction received and validated successfully.',
    })
    expect(await paymob.disburse(order)).toMatchObject({ status: 'failed', transactionId: null })
    // One token for both.
    expect(received.filter((r) => r.url.endsWith('o/token/'))).toHaveLength(1)
  })

  it('renews an expired token once (401) and throws on a 5xx: the outcome is unknown', async () => {
    answers['/api/secure/disburse/'] = [
      { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
      { status: 502, body: {} },
    ]
    await expect(provider().disburse(order)).rejects.toThrow(/disburse answered 502/)
    expect(received.filter((r) => r.url.endsWith('o/token/'))).toHaveLength(2)
  })

  it('asks about several payouts in one inquiry, by transaction id or client reference', async () => {
    answers['/api/secure/transaction/inquire/'] = [
      {
        status: 200,
        body: {
          count: 2,
          results: [
            { transaction_id: 't-1', disbursement_status: 'successful', status_description: 'PROCESSED OK' },
            {
              transaction_id: 't-2',
              client_reference_id: 'ref-2',
              disbursement_status: 'failed',
              status_description: 'LIMIT EXCEEDED',
            },
          ],
        },
      },
    ]
    const found = await provider().inquire([
      { clientReference: 'ref-1', transactionId: 't-1', msisdn: '01000000000' },
      { clientReference: 'ref-2', transactionId: null, msisdn: '01000000000' },
      { clientReference: 'ref-3', transactionId: null, msisdn: '01000000000' },
    ])
    expect(JSON.parse(received.at(-1)?.raw ?? '{}')).toEqual({
      transactions_ids_list: ['t-1', 'ref-2', 'ref-3'],
    })
    expect(found.get('ref-1')).toMatchObject({ status: 'succeeded', transactionId: 't-1' })
    expect(found.get('ref-2')).toMatchObject({ status: 'failed', message: 'LIMIT EXCEEDED' })
    expect(found.has('ref-3')).toBe(false)
  })

  it('throws when throttled (429), for the next slot to ask again', async () => {
    answers['/api/secure/transaction/inquire/'] = [{ status: 429, body: { status_code: '429' } }]
    await expect(
      provider().inquire([{ clientReference: 'r', transactionId: null, msisdn: '01000000000' }]),
    ).rejects.toThrow(/429/)
  })
})

describe('the sandbox payout provider (ADR 0023)', () => {
  const sandbox = sandboxPayouts()
  const ref = (msisdn: string) => ({ clientReference: msisdn, transactionId: null, msisdn })

  it('succeeds at once for most numbers, fails at once for a number ending 9', async () => {
    expect((await sandbox.disburse({ ...order, msisdn: '01012345670' })).status).toBe('succeeded')
    expect((await sandbox.disburse({ ...order, msisdn: '01012345679' })).status).toBe('failed')
  })

  it('leaves numbers ending 8 and 7 pending, then succeeds and fails them on inquiry', async () => {
    expect((await sandbox.disburse({ ...order, msisdn: '01012345678' })).status).toBe('pending')
    expect((await sandbox.disburse({ ...order, msisdn: '01012345677' })).status).toBe('pending')
    const found = await sandbox.inquire([ref('01012345678'), ref('01012345677')])
    expect(found.get('01012345678')?.status).toBe('succeeded')
    expect(found.get('01012345677')?.status).toBe('failed')
  })
})
