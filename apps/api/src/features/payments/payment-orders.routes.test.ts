import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signUp, validBilling } from '#api/testing/journeys'

/** SPEC 2.7 'order list', 7.3 (issue 45 §5): a user's own payment orders, newest first, a page at a time. */
let t: TestApp
let payer: string
let other: string
let doctor: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  payer = await signUp(t.app, 'patient', '01220007781')
  other = await signUp(t.app, 'patient', '01220007782')
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
})
afterAll(async () => {
  await t.close()
})

const list = (cookie: string | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/payments/orders${query}`,
    headers: cookie ? { cookie } : {},
  })

async function topUp(cookie: string, amount: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/cash-in',
    headers: { cookie },
    payload: { amount, method: amount % 2 === 0 ? 'card' : 'kiosk', billing: validBilling },
  })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { orderId: string }).orderId
}

describe('GET /api/v1/payments/orders', () => {
  it('lists the caller’s own orders, newest first, 20 a page, and nobody else’s', async () => {
    const made: string[] = []
    for (let i = 0; i < 22; i++) made.push(await topUp(payer, 10_000 + i * 100))
    const first = await list(payer)
    expect(first.statusCode).toBe(200)
    const page1 = first.json() as {
      items: { id: string; kind: string; status: string }[]
      nextCursor: string
    }
    expect(page1.items).toHaveLength(20)
    expect(page1.items[0]).toMatchObject({ id: made.at(-1), kind: 'cashIn', status: 'pending' })
    const second = (await list(payer, `?cursor=${page1.nextCursor}`)).json() as typeof page1
    expect([...page1.items, ...second.items].map((o) => o.id)).toEqual([...made].reverse())
    expect(second.nextCursor).toBeNull()

    expect((await list(other)).json()).toEqual({ items: [], nextCursor: null })
    expect((await list(doctor)).json()).toEqual({ items: [], nextCursor: null })
    expect((await list(undefined)).statusCode).toBe(401)
  })

  it('refuses a cursor that is not one of ours, naming it', async () => {
    const bad = await list(payer, '?cursor=bm90LWEtY3Vyc29y')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'cursor' }] })
  })
})
