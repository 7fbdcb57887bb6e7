import { translate } from '@app/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as notificationsService from '#api/features/notifications/notifications.service'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

/** Issue 41 §4: a Web Push subscription names a browser's push service, never an address of ours. */

let t: TestApp
let patient: string
let patientId: string
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  patientId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(() => t.close())

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}
const subscribe = (endpoint: string, cookie = patient) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/notifications/push/subscription',
    headers: { cookie },
    payload: { endpoint, keys },
  })

describe('saving a push subscription', () => {
  it('accepts the push services of Chrome, Edge, Firefox and Safari', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXYZ:APA91bH',
      'https://fcm.googleapis.com:443/wp/dXYZ',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAC',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
    ]) {
      expect([endpoint, (await subscribe(endpoint)).statusCode]).toEqual([endpoint, 204])
    }
  })

  it('refuses IP literals, private and loopback names, other ports and anything not a push service', async () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1:5432/',
      'https://10.0.0.7/push',
      'https://192.168.1.1/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[::ffff:169.254.169.254]/push',
      'https://localhost/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilpush.services.mozilla.com/wpush/v2/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://push.example.net/send/abc123',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const response = await subscribe(endpoint)
      expect([endpoint, response.statusCode]).toEqual([endpoint, 400])
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED' })
      expect(response.json().error.issues[0].path).toBe('endpoint')
    }
    const stored = await t.db.selectFrom('pushSubscriptions').select('endpoint').execute()
    expect(stored.map((s) => new URL(s.endpoint).hostname)).not.toContain('169.254.169.254')
  })

  it('names the field and says why in the reader’s language', async () => {
    const response = await subscribe('https://169.254.169.254/latest/meta-data/')
    const { issues, message } = response.json().error
    expect(issues).toEqual([{ path: 'endpoint', code: 'validation:push.endpoint' }])
    expect(message).not.toContain('validation:')
    expect(message).toContain(translate('ar', 'validation:fields.endpoint'))
    expect(message).toContain(translate('ar', 'validation:push.endpoint'))
    expect(translate('en', 'validation:push.endpoint')).not.toBe('validation:push.endpoint')
    expect(translate('en', 'validation:fields.endpoint')).not.toBe('validation:fields.endpoint')
  })

  it('still lets its owner remove a subscription stored before the rule', async () => {
    const endpoint = 'https://10.1.2.3/old-row'
    await t.db
      .insertInto('pushSubscriptions')
      .values({ userId: patientId, endpoint, ...keys })
      .execute()
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/push/subscription?endpoint=${encodeURIComponent(endpoint)}`,
      headers: { cookie: patient },
    })
    expect(response.statusCode).toBe(204)
  })
})

describe('sending a push', () => {
  it('never posts to a subscription stored before the rule, and forgets it', async () => {
    await t.db.deleteFrom('pushSubscriptions').execute()
    await t.db.deleteFrom('outboxMessages').execute()
    const bad = 'https://169.254.169.254/latest/meta-data/'
    const good = 'https://fcm.googleapis.com/fcm/send/still-good'
    await t.db
      .insertInto('pushSubscriptions')
      .values([
        { userId: patientId, endpoint: bad, ...keys },
        { userId: patientId, endpoint: good, ...keys },
      ])
      .execute()
    await notificationsService.notify({ jobs: t.jobs, clock: { now: () => new Date() } }, t.db, {
      recipientId: patientId,
      type: 'security.passwordChanged',
      params: {},
      link: '/settings',
    })
    await t.jobs.whenIdle()
    const pushed = await t.db
      .selectFrom('outboxMessages')
      .select('recipient')
      .where('channel', '=', 'push')
      .execute()
    expect(pushed.map((p) => p.recipient)).toEqual(['fcm.googleapis.com'])
    const left = await t.db.selectFrom('pushSubscriptions').select('endpoint').execute()
    expect(left.map((s) => s.endpoint)).toEqual([good])
  })
})
