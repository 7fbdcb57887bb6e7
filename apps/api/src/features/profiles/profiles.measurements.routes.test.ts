import { cairoDate } from '@app/domain/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { up as backfill } from '#api/db/migrations/2026_12_02_0500_profile_measurements'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { signUp, validPatientProfile } from '#api/testing/journeys'

// Each patient here signs up without an email: one email belongs to one account.
const { email: _email, ...patientProfile } = validPatientProfile

/**
 * Issue 41 §4: the height and weight a patient gives at sign-up, or changes in the profile, are in their health
 * record (the measurements of their own file), written in the profile's transaction.
 */

const now = new Date('2026-11-21T22:30:00Z')
const clock = testClock(now)
// 22:30 UTC is already the next day in Cairo: the record's day is Egypt's.
const today = cairoDate(now)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock, rateLimit: false })
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

interface Item {
  kind: string
  value: number
  measuredOn: string
}
const record = async (cookie: string): Promise<Item[]> => {
  const response = await send('GET', '/api/v1/measurements', cookie)
  expect(response.statusCode).toBe(200)
  return (response.json() as { items: Item[] }).items.map(({ kind, value, measuredOn }) => ({
    kind,
    value,
    measuredOn,
  }))
}

describe('the profile’s height and weight reach the health record (issue 41 §4)', () => {
  it('records the height and weight given at sign-up as today’s measurements', async () => {
    const cookie = await signUp(t.app, 'patient', '01100004401')
    const created = await send('POST', '/api/v1/profiles/me', cookie, {
      ...patientProfile,
      height: '١٧٠',
      weight: '72.5',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ height: '170', weight: '72.5' })
    expect(await record(cookie)).toEqual(
      expect.arrayContaining([
        { kind: 'height', value: 170, measuredOn: today },
        { kind: 'weight', value: 72.5, measuredOn: today },
      ]),
    )
    expect(await record(cookie)).toHaveLength(2)
  })

  it('records a changed value when the profile is edited, and nothing when it is saved unchanged', async () => {
    const cookie = await signUp(t.app, 'patient', '01100004402')
    const profile = { ...patientProfile, height: '165', weight: '60' }
    expect((await send('POST', '/api/v1/profiles/me', cookie, profile)).statusCode).toBe(201)
    expect(await record(cookie)).toHaveLength(2)

    expect((await send('PUT', '/api/v1/profiles/me', cookie, { ...profile, weight: '58' })).statusCode).toBe(
      200,
    )
    const afterEdit = await record(cookie)
    expect(afterEdit).toHaveLength(3)
    expect(afterEdit[0]).toEqual({ kind: 'weight', value: 58, measuredOn: today })

    // Saving again, or after a newer weight was entered in the record, brings no old value back.
    expect((await send('PUT', '/api/v1/profiles/me', cookie, { ...profile, weight: '58' })).statusCode).toBe(
      200,
    )
    expect(
      (await send('POST', '/api/v1/measurements', cookie, { kind: 'weight', value: 57, measuredOn: today }))
        .statusCode,
    ).toBe(201)
    expect(
      (await send('PUT', '/api/v1/profiles/me', cookie, { ...profile, weight: '58', workType: 'x' }))
        .statusCode,
    ).toBe(200)
    expect(await record(cookie)).toHaveLength(4)
  })

  it('keeps a height that is no measurement (outside the human range) in the profile alone', async () => {
    const cookie = await signUp(t.app, 'patient', '01100004403')
    const created = await send('POST', '/api/v1/profiles/me', cookie, {
      ...patientProfile,
      height: '1700',
      weight: '70',
    })
    expect(created.statusCode).toBe(201)
    expect(await record(cookie)).toEqual([{ kind: 'weight', value: 70, measuredOn: today }])
  })

  it('backfills the record of patients who gave them before, once', async () => {
    const cookie = await signUp(t.app, 'patient', '01100004404')
    expect(
      (await send('POST', '/api/v1/profiles/me', cookie, { ...patientProfile, height: '180' })).statusCode,
    ).toBe(201)
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '01100004404')
      .executeTakeFirstOrThrow()
    // As the record of a patient who signed up before issue 41 was: the profile's values, no measurement.
    await t.db.deleteFrom('measurements').where('patientId', '=', user.id).execute()
    await t.db
      .updateTable('patients')
      .set({ height: '180', weight: '81.25', updatedAt: new Date('2026-06-01T21:30:00Z') })
      .where('userId', '=', user.id)
      .execute()

    await backfill(t.db as never)
    const expected = [
      { kind: 'height', value: 180, measuredOn: '2026-06-02' },
      { kind: 'weight', value: 81.3, measuredOn: '2026-06-02' },
    ]
    expect(await record(cookie)).toEqual(expect.arrayContaining(expected))
    await backfill(t.db as never)
    expect(await record(cookie)).toHaveLength(2)
  })
})
