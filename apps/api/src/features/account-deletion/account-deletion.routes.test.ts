import { deletionDueDay } from '@app/domain/account-deletion'
import { cairoDate } from '@app/domain/shared'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as ledgerService from '#api/features/payments/ledger.service'
import { buildTestApp, jobsIdle, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  kioskPayable,
  multipart,
  signIn,
  signInAdmin,
  signUp,
  validPatientProfile,
} from '#api/testing/journeys'

/**
 * Issue 10 §1, SPEC 4, 9 against the real app and PostgreSQL: the owner asks for deletion with their password (once,
 * told, the admins told), cancels; the admins refuse with a reason or complete it — refused while a booking is live,
 * money is held or a payment is under way; completing anonymises the person, forfeits the wallet to the platform,
 * keeps the booking and the ledger, ends every session and frees the number. Who may do what, for every route.
 */

let t: TestApp
let admin: string
let doctor: string
let lab: string

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const userIdOf = async (phone: string) =>
  (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id

/** A fresh patient with a profile, signed in. */
async function freshPatient(phone: string) {
  const cookie = await signUp(t.app, 'patient', phone)
  const profile = await send('POST', '/api/v1/profiles/me', cookie, {
    ...validPatientProfile,
    email: `${phone}@example.com`,
  })
  expect(profile.statusCode).toBe(201)
  return { cookie, id: await userIdOf(phone) }
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
}, 60_000)
afterAll(() => t.close())

describe('who may ask and decide (issue 10 §5)', () => {
  it('answers 401 signed out, 403 to non-admins on the queue, and refuses an admin session asking for itself', async () => {
    const someId = '00000000-0000-4000-8000-000000000000'
    for (const [method, url, body] of [
      ['GET', '/api/v1/account-deletion'],
      ['POST', '/api/v1/account-deletion', { password: 'Secret12' }],
      ['DELETE', '/api/v1/account-deletion'],
      ['GET', '/api/v1/deletion-requests'],
      ['POST', `/api/v1/deletion-requests/${someId}/complete`],
      ['POST', `/api/v1/deletion-requests/${someId}/refuse`, { reason: 'x' }],
      ['POST', '/api/v1/deletion-requests', { userId: someId, reason: 'x' }],
    ] as const)
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
    for (const cookie of [doctor, lab])
      for (const [method, url, body] of [
        ['GET', '/api/v1/deletion-requests'],
        ['POST', `/api/v1/deletion-requests/${someId}/complete`],
        ['POST', `/api/v1/deletion-requests/${someId}/refuse`, { reason: 'x' }],
        ['POST', '/api/v1/deletion-requests', { userId: someId, reason: 'x' }],
      ] as const)
        expect((await send(method, url, cookie, body)).statusCode, `${method} ${url}`).toBe(403)
    const asAdmin = await send('POST', '/api/v1/account-deletion', admin, { password: demo.admin.password })
    expect(asAdmin.statusCode).toBe(403)
  })
})

describe('the owner asks and cancels (SPEC 4)', () => {
  it('asks with the password, once; is told, and so are the admins; cancels', async () => {
    const patient = await freshPatient('01220008881')
    const wrong = await send('POST', '/api/v1/account-deletion', patient.cookie, { password: 'Wrong123' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD')
    const empty = await send('POST', '/api/v1/account-deletion', patient.cookie, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.issues[0].path).toBe('password')

    const asked = await send('POST', '/api/v1/account-deletion', patient.cookie, {
      password: 'Secret12',
      reason: 'لم أعد أحتاجه',
    })
    expect(asked.statusCode).toBe(200)
    const { request } = asked.json()
    expect(request).toMatchObject({
      status: 'pending',
      reason: 'لم أعد أحتاجه',
      dueDay: deletionDueDay(cairoDate(new Date())),
    })
    const again = await send('POST', '/api/v1/account-deletion', patient.cookie, { password: 'Secret12' })
    expect(again.json().request.id).toBe(request.id)
    expect(
      await t.db.selectFrom('deletionRequests').select('id').where('userId', '=', patient.id).execute(),
    ).toHaveLength(1)

    const told = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type'])
      .where('type', 'in', ['security.deletionRequested', 'practice.deletionRequested'])
      .execute()
    expect(told).toContainEqual({ recipientId: patient.id, type: 'security.deletionRequested' })
    expect(told).toContainEqual({
      recipientId: await userIdOf(demo.admin.phone),
      type: 'practice.deletionRequested',
    })
    const queue = (await send('GET', '/api/v1/deletion-requests', admin)).json()
    expect(queue.items.map((i: { id: string }) => i.id)).toContain(request.id)

    const cancelled = await send('DELETE', '/api/v1/account-deletion', patient.cookie)
    expect(cancelled.json().request.status).toBe('cancelled')
    expect((await send('DELETE', '/api/v1/account-deletion', patient.cookie)).statusCode).toBe(404)
    expect(
      (await send('POST', `/api/v1/deletion-requests/${request.id}/complete`, admin)).json().error.code,
    ).toBe('DELETION_NOT_PENDING')
  })
})

describe('the admins decide (issue 10 §1)', () => {
  it('refuses with a reason the owner is told', async () => {
    const patient = await freshPatient('01220008882')
    const { request } = (
      await send('POST', '/api/v1/account-deletion', patient.cookie, { password: 'Secret12' })
    ).json()
    const blank = await send('POST', `/api/v1/deletion-requests/${request.id}/refuse`, admin, {
      reason: '  ',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.issues[0]).toMatchObject({ path: 'reason', code: 'validation:required' })
    expect(
      (
        await send('POST', `/api/v1/deletion-requests/${request.id}/refuse`, admin, {
          reason: 'راجع الدعم أولًا',
        })
      ).statusCode,
    ).toBe(204)
    const mine = (await send('GET', '/api/v1/account-deletion', patient.cookie)).json()
    expect(mine.request).toMatchObject({ status: 'refused', refusal: 'راجع الدعم أولًا' })
    const told = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('recipientId', '=', patient.id)
      .where('type', '=', 'security.deletionRefused')
      .executeTakeFirstOrThrow()
    expect(told.params).toEqual({ reason: 'راجع الدعم أولًا' })
  })

  it('refuses to delete while a booking is live or a payment is under way, then anonymises, forfeits the wallet and keeps the books', async () => {
    const phone = '01220008883'
    const patient = await freshPatient(phone)
    await ledgerService.post(t.db, {
      key: 'test:deletion:topup',
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -12_345 },
        { account: { kind: 'wallet', ownerId: patient.id }, amount: 12_345 },
      ],
    })
    const doctorId = await userIdOf('01010000004')
    const slots = (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
      start: string
    }[]
    const booked = await send('POST', '/api/v1/bookings', patient.cookie, {
      doctorId,
      practice: 'video',
      startsAt: kioskPayable(slots)[0]?.start,
      complaint: 'صداع',
      method: 'kiosk',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
    })
    expect(booked.statusCode).toBe(201)
    const { request } = (
      await send('POST', '/api/v1/account-deletion', patient.cookie, { password: 'Secret12' })
    ).json()
    const mine = (await send('GET', '/api/v1/account-deletion', patient.cookie)).json()
    expect(mine).toMatchObject({ blockers: ['liveBookings', 'paymentPending'], walletBalance: 12_345 })

    const blocked = await send('POST', `/api/v1/deletion-requests/${request.id}/complete`, admin)
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json().error).toMatchObject({
      code: 'DELETION_BLOCKED',
      params: { blockers: 'liveBookings,paymentPending' },
    })
    expect(blocked.json().error.message).toBeTruthy()

    // The kiosk reference is never paid: the hold lapses (as the payment deadline's job would leave it).
    const bookingId = (
      await t.db
        .selectFrom('bookings')
        .select('id')
        .where('payerId', '=', patient.id)
        .executeTakeFirstOrThrow()
    ).id
    await t.db.updateTable('bookings').set({ status: 'failed' }).where('id', '=', bookingId).execute()
    await t.db
      .updateTable('paymentOrders')
      .set({ status: 'timeout' })
      .where('userId', '=', patient.id)
      .execute()

    expect((await send('POST', `/api/v1/deletion-requests/${request.id}/complete`, admin)).statusCode).toBe(
      204,
    )

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      phone: `deleted:${patient.id}`,
      email: null,
      deactivated: true,
      isAdmin: false,
    })
    expect(user.deletedAt).toBeInstanceOf(Date)
    const profile = await t.db
      .selectFrom('patients')
      .selectAll()
      .where('userId', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(profile).toMatchObject({ name: 'حساب محذوف', email: null, phoneNumber: '', idNumber: null })
    // Signed out everywhere; the old number no longer signs in and can make a new account.
    expect((await send('GET', '/api/v1/session', patient.cookie)).json().user).toBeNull()
    expect(
      (
        await send('POST', '/api/v1/session', undefined, { method: 'phone', phone, password: 'Secret12' })
      ).json().error.code,
    ).toBe('USER_NOT_FOUND')
    // The books and the medical record stay: the booking, and the wallet's balance moved to the platform.
    expect(await t.db.selectFrom('bookings').select('id').where('id', '=', bookingId).execute()).toHaveLength(
      1,
    )
    expect(await ledgerService.walletBalance(t.db, patient.id)).toBe(0)
    const forfeit = await t.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .innerJoin('ledgerTransactions as x', 'x.id', 'e.transactionId')
      .select(['e.amount', 'x.kind'])
      .where('a.kind', '=', 'forfeited')
      .execute()
    expect(forfeit).toEqual([{ amount: '12345', kind: 'forfeit' }])
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('subjectUserId', '=', patient.id)
      .where('action', '=', 'account.deleted')
      .executeTakeFirstOrThrow()
    expect(audit.detail).toMatchObject({ forfeitedPiastres: 12_345 })
    const queue = (await send('GET', '/api/v1/deletion-requests?status=completed', admin)).json()
    expect(queue.items.find((i: { id: string }) => i.id === request.id)).toMatchObject({
      name: 'حساب محذوف',
      phone: '',
    })

    expect(
      (await send('POST', `/api/v1/deletion-requests/${request.id}/complete`, admin)).json().error.code,
    ).toBe('DELETION_NOT_PENDING')
    // The number is free for a new account.
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([])
  })

  it("deletes an account on an admin's own decision, with a reason, under the same rules", async () => {
    const patient = await freshPatient('01220008884')
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const photo = multipart(png, 'me.png', 'image/png')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      payload: photo.payload,
      headers: { ...photo.headers, cookie: patient.cookie },
    })
    expect(uploaded.statusCode).toBe(200)
    const { storageKey } = await t.db
      .selectFrom('files')
      .select('storageKey')
      .where('ownerUserId', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(await t.adapters.storage.get(storageKey)).not.toBeNull()
    const blank = await send('POST', '/api/v1/deletion-requests', admin, { userId: patient.id, reason: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.issues[0].path).toBe('reason')
    const unknown = await send('POST', '/api/v1/deletion-requests', admin, {
      userId: '00000000-0000-4000-8000-000000000000',
      reason: 'حساب وهمي',
    })
    expect(unknown.statusCode).toBe(404)
    const self = await send('POST', '/api/v1/deletion-requests', admin, {
      userId: await userIdOf(demo.admin.phone),
      reason: 'تجربة',
    })
    expect(self.statusCode).toBe(403)

    const deleted = await send('POST', '/api/v1/deletion-requests', admin, {
      userId: patient.id,
      reason: 'حساب وهمي',
    })
    expect(deleted.statusCode).toBe(204)
    expect((await send('GET', '/api/v1/session', patient.cookie)).json().user).toBeNull()
    // The photo's row went with the deletion, its bytes by the job enqueued with it.
    expect(
      await t.db.selectFrom('files').select('id').where('ownerUserId', '=', patient.id).execute(),
    ).toEqual([])
    await jobsIdle(t.app)
    expect(await t.adapters.storage.get(storageKey)).toBeNull()
    const request = await t.db
      .selectFrom('deletionRequests')
      .select(['status', 'reason'])
      .where('userId', '=', patient.id)
      .executeTakeFirstOrThrow()
    expect(request).toEqual({ status: 'completed', reason: 'حساب وهمي' })
    const again = await send('POST', '/api/v1/deletion-requests', admin, {
      userId: patient.id,
      reason: 'مرة أخرى',
    })
    expect(again.statusCode).toBe(404)
  })

  it("counts a doctor's held fees as money held", async () => {
    const doctorId = await userIdOf(demo.doctor.phone)
    await ledgerService.post(t.db, {
      key: 'test:deletion:held',
      kind: 'visitPay',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -5_000 },
        { account: { kind: 'doctorHeld', ownerId: doctorId }, amount: 5_000 },
      ],
    })
    expect((await send('GET', '/api/v1/account-deletion', doctor)).json().blockers).toContain('moneyHeld')
  })
})
