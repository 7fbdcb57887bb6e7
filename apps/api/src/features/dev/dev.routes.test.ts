import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
})
afterAll(() => t.close())

describe('the development outbox (issue 41 §5)', () => {
  it('lists a Web Push message beside the SMS and emails, instead of answering 500', async () => {
    // Development's push adapter writes to the outbox, as a notification's push job does.
    await t.adapters.push.send(
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/dev-outbox-test',
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      { title: 'Booking confirmed', body: 'See you soon', url: '/bookings', tag: 'dev-outbox-test' },
      { key: 'dev-outbox-test' },
    )
    await t.adapters.sms.send('01012345678', 'Your code is 123456', { key: 'dev-outbox-sms' })

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
      remoteAddress: '127.0.0.1',
    })

    expect(response.statusCode).toBe(200)
    const items = response.json<{ items: { channel: string; to: string; subject: string | null }[] }>().items
    expect(items).toContainEqual(
      expect.objectContaining({ channel: 'push', to: 'fcm.googleapis.com', subject: 'Booking confirmed' }),
    )
    expect(items).toContainEqual(expect.objectContaining({ channel: 'sms', to: '01012345678' }))
  })
})
