import { centreNameProblem, personNameProblem } from '@app/domain/profiles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signUp, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 41 §2: a name goes verbatim into other people's SMS and notifications, so a name that carries a message
 * ("Sehha Support: verify at https://…") is refused at every door, naming the field, and nothing is saved.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(new Date('2026-11-21T10:00:00Z')), rateLimit: false })
})
afterAll(() => t.close())

const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object })

const phishing = 'Sehha Support: verify at https://sehha-help.example/login'

describe("names are letters, spaces and . - ' only (issue 41 §2)", () => {
  it('refuses a patient profile whose name carries a message, naming the field, and saves nothing', async () => {
    const cookie = await signUp(t.app, 'patient', '01100004101')
    const refused = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      name: phishing,
    })
    expect(refused.statusCode).toBe(400)
    const { error } = refused.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.issues).toEqual([{ path: 'name', code: 'validation:name.lettersOnly' }])
    expect(error.message).toMatch(/الاسم|Name/)
    expect(
      await t.db.selectFrom('patients').select('userId').where('name', '=', phishing).executeTakeFirst(),
    ).toBeUndefined()

    const created = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      name: "مُنى عبد الله-O'Neil",
    })
    expect(created.statusCode).toBe(201)
    const edited = await send('PUT', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      name: 'Mona visit evil.example',
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json().error.issues).toEqual([{ path: 'name', code: 'validation:name.noLinks' }])
  })

  it("refuses a family member's name that carries a message", async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const refused = await send('POST', '/api/v1/medical-files/dependents', cookie, {
      name: 'Call 0100 now: your booking is cancelled',
      gender: 'male',
      birthday: '2019-03-02',
      relation: 'child',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.issues).toEqual([{ path: 'name', code: 'validation:name.lettersOnly' }])
  })

  it('keeps the seeded demo data within the rules', async () => {
    const people = [
      ...(await t.db.selectFrom('patients').select('name').execute()).map((r) => r.name),
      ...(await t.db.selectFrom('dependents').select('name').execute()).map((r) => r.name),
      ...(await t.db.selectFrom('admins').select('name').execute()).map((r) => r.name),
      ...(await t.db.selectFrom('centres').select('contactPerson').execute()).map((r) => r.contactPerson),
      ...(await t.db.selectFrom('doctors').select(['nameAr', 'nameEn']).execute()).flatMap((r) => [
        r.nameAr,
        r.nameEn ?? '',
      ]),
    ]
    expect(people.length).toBeGreaterThan(30)
    expect(people.filter((name) => personNameProblem(name) !== null)).toEqual([])
    const centres = (await t.db.selectFrom('centres').select('businessName').execute()).map(
      (r) => r.businessName,
    )
    expect(centres.length).toBeGreaterThan(0)
    expect(centres.filter((name) => centreNameProblem(name) !== null)).toEqual([])
  })
})
