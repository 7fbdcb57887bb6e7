import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vapidKeys } from '#api/adapters/push'
import * as notificationsService from '#api/features/notifications/notifications.service'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, signIn, signUp, demoAdminSignIn } from '#api/testing/journeys'

const now = new Date('2026-11-21T10:00:00Z')
let t: TestApp
let patient: string
let otherPatient: string
let doctor: string
let admin: string
let patientId: string
let signInNotes: { recipientId: string; type: string; params: Record<string, string | number> }[]
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(now), rateLimit: false })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
  patientId = await userIdOf(demo.patient.phone)
  // Each sign-in above told its user (checked below): the lists start empty.
  await t.jobs.whenIdle()
  signInNotes = await t.db.selectFrom('notifications').select(['recipientId', 'type', 'params']).execute()
  await t.db.deleteFrom('notifications').execute()
  otherPatient = await signUp(t.app, 'patient', '01220009999')
})
afterAll(() => t.close())

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const at = (instant: Date) => ({ jobs: t.jobs, clock: { now: () => instant } })
const notifyPatient = (instant = now) =>
  notificationsService.notify(at(instant), t.db, {
    recipientId: patientId,
    type: 'security.passwordChanged',
    params: {},
    link: '/settings',
  })
const outbox = (channel: string) =>
  t.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('channel', '=', channel)
    .orderBy('createdAt', 'desc')
    .execute()

describe('the notifications list (issue 8 §3)', () => {
  it('tells a user of each sign-in with a password, naming the browser and system', () => {
    expect(signInNotes.filter((n) => n.recipientId === patientId)).toEqual([
      { recipientId: patientId, type: 'security.newSignIn', params: { browser: '—', os: '—' } },
    ])
  })

  it('lists the caller’s own notifications newest first, counts the unread and marks them read', async () => {
    const first = await notifyPatient(new Date('2026-11-21T09:00:00Z'))
    const second = await notificationsService.notify(at(now), t.db, {
      recipientId: patientId,
      type: 'security.newSignIn',
      params: { browser: 'Chrome', os: 'Android' },
    })
    expect(second.channels).toEqual(['push'])
    const list = (await send('GET', '/api/v1/notifications', patient)).json()
    expect(list.items.map((n: { id: string }) => n.id)).toEqual([second.id, first.id])
    expect(list.items[0]).toMatchObject({
      type: 'security.newSignIn',
      params: { browser: 'Chrome', os: 'Android' },
    })
    expect(list.unread).toBe(2)
    expect((await send('GET', '/api/v1/notifications/unread-count', patient)).json()).toEqual({ unread: 2 })

    expect((await send('POST', `/api/v1/notifications/${first.id}/read`, patient)).statusCode).toBe(204)
    expect((await send('GET', '/api/v1/notifications/unread-count', patient)).json()).toEqual({ unread: 1 })
    expect((await send('POST', '/api/v1/notifications/read', patient)).json()).toEqual({ read: 1 })
    const after = (await send('GET', '/api/v1/notifications', patient)).json()
    expect(after.unread).toBe(0)
    expect(after.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true)
  })

  it('pages with `before`, twenty at a time', async () => {
    for (let i = 0; i < 22; i++) await notifyPatient(new Date(now.getTime() + (i + 1) * 1000))
    const page = (await send('GET', '/api/v1/notifications', patient)).json()
    expect(page.items).toHaveLength(20)
    expect(page.more).toBe(true)
    const last = page.items.at(-1).id
    const next = (await send('GET', `/api/v1/notifications?before=${last}`, patient)).json()
    expect(next.items.length).toBeGreaterThan(0)
    expect(next.items.map((n: { id: string }) => n.id)).not.toContain(last)
    const seen = new Set([...page.items, ...next.items].map((n: { id: string }) => n.id))
    expect(seen.size).toBe(page.items.length + next.items.length)
  })

  it('never shows or changes another user’s notifications, and refuses visitors', async () => {
    const mine = await notifyPatient()
    const doctorList = (await send('GET', '/api/v1/notifications', doctor)).json()
    expect(doctorList.items.map((n: { id: string }) => n.id)).not.toContain(mine.id)
    expect((await send('POST', `/api/v1/notifications/${mine.id}/read`, doctor)).statusCode).toBe(404)
    expect((await send('POST', `/api/v1/notifications/${mine.id}/read`, admin)).statusCode).toBe(404)
    expect((await send('POST', `/api/v1/notifications/${mine.id}/read`, otherPatient)).statusCode).toBe(404)
    expect((await send('GET', '/api/v1/notifications', otherPatient)).json().items).toEqual([])
    // Paging from someone else's notification reveals nothing of it.
    const probe = (await send('GET', `/api/v1/notifications?before=${mine.id}`, doctor)).json()
    expect(probe.items).toEqual([])
    for (const [method, url] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', '/api/v1/notifications/read'],
      ['POST', `/api/v1/notifications/${mine.id}/read`],
      ['GET', '/api/v1/notifications/choices'],
      ['GET', '/api/v1/notifications/push/key'],
    ] as const)
      expect((await send(method, url)).statusCode, url).toBe(401)
    expect((await send('POST', '/api/v1/notifications/not-an-id/read', patient)).statusCode).toBe(400)
  })
})

describe('channel choices and delivery (issue 8 §3)', () => {
  it('offers each role its categories on every channel, and refuses another role’s category', async () => {
    const choices = (await send('GET', '/api/v1/notifications/choices', patient)).json().choices
    expect(choices).toEqual([
      { category: 'bookings', channel: 'push', enabled: true },
      // Bookings go by SMS unless turned off: a patient without the app must hear of a confirmed booking.
      { category: 'bookings', channel: 'sms', enabled: true },
      { category: 'bookings', channel: 'email', enabled: true },
    ])
    const doctorChoices = (await send('GET', '/api/v1/notifications/choices', doctor)).json().choices
    expect(new Set(doctorChoices.map((c: { category: string }) => c.category))).toEqual(
      new Set(['bookings', 'practice']),
    )
    const refused = await send('PUT', '/api/v1/notifications/choices', patient, {
      choices: [{ category: 'practice', channel: 'email', enabled: false }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields?.[0]?.path ?? JSON.stringify(refused.json())).toContain('choices.0.category')
    const bad = await send('PUT', '/api/v1/notifications/choices', patient, {
      choices: [{ category: 'bookings', channel: 'pigeon', enabled: true }],
    })
    expect(bad.statusCode).toBe(400)
  })

  it('sends through a channel in the recipient’s language, honours choices and logs every attempt', async () => {
    const doctorId = await userIdOf(demo.doctor.phone)
    const saved = await send('PUT', '/api/v1/notifications/choices', doctor, {
      choices: [{ category: 'practice', channel: 'email', enabled: false }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const submitted = await notificationsService.notify(at(now), t.db, {
      recipientId: doctorId,
      type: 'practice.profileSubmitted',
      params: {},
      link: '/profile',
    })
    expect(submitted.channels).toEqual(['push', 'email'])
    // Each channel is a job, run by the workers after the commit: email turned off, push with no subscription.
    await t.jobs.whenIdle()

    // A security message goes whatever the choices: by SMS, in the doctor's language (Arabic by default).
    const changed = await notificationsService.notify(at(now), t.db, {
      recipientId: doctorId,
      type: 'security.passwordChanged',
      params: {},
    })
    await t.jobs.whenIdle()
    const [sms] = await outbox('sms')
    expect(sms?.recipient).toBe(demo.doctor.phone)
    expect(sms?.body).toContain('تم تغيير كلمة المرور')

    const log = await t.db
      .selectFrom('notificationDeliveries')
      .select(['notificationId', 'channel', 'status', 'detail'])
      .where('notificationId', 'in', [submitted.id, changed.id])
      .orderBy('id')
      .execute()
    expect(
      // The channels' jobs run side by side: in any order.
      log.map((l) => [l.notificationId === changed.id ? 'changed' : 'submitted', l.channel, l.status]).sort(),
    ).toEqual([
      ['changed', 'email', 'sent'], // the demo doctor's address is verified
      ['changed', 'inApp', 'sent'],
      ['changed', 'push', 'skipped'],
      ['changed', 'sms', 'sent'],
      ['submitted', 'email', 'skipped'],
      ['submitted', 'inApp', 'sent'],
      ['submitted', 'push', 'skipped'],
    ])
  })

  it('keeps a browser’s push subscription for its user and pushes to it (the outbox in development)', async () => {
    const key = (await send('GET', '/api/v1/notifications/push/key', patient)).json()
    expect(key.publicKey).toBe(vapidKeys(t.config.push).publicKey)
    expect(existsSync(t.config.push.keyFile)).toBe(true)
    expect(JSON.parse(readFileSync(t.config.push.keyFile, 'utf8')).publicKey).toBe(key.publicKey)
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }
    expect(
      (await send('PUT', '/api/v1/notifications/push/subscription', patient, subscription)).statusCode,
    ).toBe(204)
    const plain = await send('PUT', '/api/v1/notifications/push/subscription', patient, {
      ...subscription,
      endpoint: 'http://fcm.googleapis.com/fcm/send/x',
    })
    expect(plain.statusCode).toBe(400)
    await notifyPatient()
    await t.jobs.whenIdle()
    const [push] = await outbox('push')
    expect(push).toMatchObject({ recipient: 'fcm.googleapis.com', subject: 'تم تغيير كلمة المرور' })
    // Only its owner removes it.
    const remove = `/api/v1/notifications/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`
    expect((await send('DELETE', remove, doctor)).statusCode).toBe(404)
    expect((await send('DELETE', remove, patient)).statusCode).toBe(204)
  })
})
