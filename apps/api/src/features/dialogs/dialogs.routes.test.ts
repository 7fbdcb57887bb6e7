import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin } from '#api/testing/journeys'
import { isCaching } from './dialogs.service'

/**
 * Issue 10 §2 against the real app and PostgreSQL: the 'dr' dialogs (SPEC 3.7) read by doctors and admins, saved
 * by admins only, markup and unknown keys refused with a translated message, every save audited with before and
 * after, and a save on one API instance seen at once by another on the same database (LISTEN/NOTIFY drops its copy).
 */

let a: TestApp
let b: TestApp
let admin: string
let doctor: string
let patient: string

beforeAll(async () => {
  a = await buildTestApp({ rateLimit: false })
  b = await buildTestApp({ rateLimit: false, sameDatabaseAs: a })
  admin = await signInAdmin(a.app)
  doctor = await signIn(a.app, demo.doctor.phone, demo.doctor.password)
  patient = await signIn(a.app, demo.patient.phone, demo.patient.password)
  // Both instances LISTEN before the tests (their connection opens as the app starts).
  for (let i = 0; i < 200 && !(isCaching(a.db) && isCaching(b.db)); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 25))
}, 60_000)
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const send = (t: TestApp, method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie, 'accept-language': 'en' } : { 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const textOf = async (t: TestApp, key: string, cookie = doctor) =>
  (await send(t, 'GET', '/api/v1/dialogs/dr', cookie))
    .json()
    .items.find((i: { key: string }) => i.key === key)

describe('access to dialogs (issue 10 §2, §5)', () => {
  it('lets doctors and admins read the dr document, refuses patients (403) and the signed out (401)', async () => {
    const read = await send(a, 'GET', '/api/v1/dialogs/dr', doctor)
    expect(read.statusCode).toBe(200)
    expect(read.json().items.map((i: { key: string }) => i.key)).toEqual([
      'call.ehrNotice',
      'editor.intro',
      'editor.submitReview',
      'schedule.intro',
    ])
    expect((await send(a, 'GET', '/api/v1/dialogs/dr', admin)).statusCode).toBe(200)
    expect((await send(a, 'GET', '/api/v1/dialogs/dr', patient)).statusCode).toBe(403)
    expect((await send(a, 'GET', '/api/v1/dialogs/dr')).statusCode).toBe(401)
  })

  it('lets only admins save: doctors and patients 403, signed out 401, whatever the body', async () => {
    const body = { ar: 'نص', en: 'Text' }
    for (const payload of [body, {}]) {
      expect((await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', doctor, payload)).statusCode).toBe(
        403,
      )
      expect((await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', patient, payload)).statusCode).toBe(
        403,
      )
      expect((await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', undefined, payload)).statusCode).toBe(
        401,
      )
    }
  })
})

describe('saving a dialog (issue 10 §2)', () => {
  it('refuses empty texts, HTML or script, and an unknown key, each with a code and a translated message', async () => {
    const empty = await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', admin, { ar: ' ', en: 'Hours' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'ar', code: 'validation:required' }],
    })
    const script = await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', admin, {
      ar: 'ساعات العمل',
      en: 'Hours <script>alert(1)</script>',
    })
    expect(script.statusCode).toBe(400)
    expect(script.json().error.issues).toEqual([{ path: 'en', code: 'validation:markdownHtml' }])
    // In the admin's session language (Arabic by default).
    expect(script.json().error.message).toContain('اكتب النص بصيغة ماركداون')
    const html = await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', admin, {
      ar: '<b>ساعات</b>',
      en: 'Hours',
    })
    expect(html.json().error.issues).toEqual([{ path: 'ar', code: 'validation:markdownHtml' }])
    const unknown = await send(a, 'PUT', '/api/v1/dialogs/dr/editor.nothingHere', admin, {
      ar: 'نص',
      en: 'Text',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toMatchObject({ code: 'DIALOG_NOT_FOUND' })
    expect(unknown.json().error.message).toBe('لا يوجد نص بهذا المفتاح في نصوص الأطباء.')
    expect(
      (await send(a, 'PUT', '/api/v1/dialogs/xx/schedule.intro', admin, { ar: 'نص', en: 'Text' })).statusCode,
    ).toBe(400)
    // Nothing was saved half-way.
    expect((await textOf(a, 'schedule.intro')).en).toBe(
      'Your working hours decide when patients can book you.',
    )
  })

  it('saves a leaf, audited with before and after; another API instance serves the new text at once', async () => {
    // Instance B has the document in its copy before the save: a change behind the API's back (no NOTIFY) is not
    // seen by it, which shows the copy is real.
    expect((await textOf(b, 'schedule.intro')).en).toBe(
      'Your working hours decide when patients can book you.',
    )
    await a.db
      .updateTable('dialogs')
      .set({ en: 'Changed behind the API' })
      .where('key', '=', 'call.ehrNotice')
      .execute()
    expect((await textOf(b, 'call.ehrNotice')).en).not.toBe('Changed behind the API')
    const saved = await send(a, 'PUT', '/api/v1/dialogs/dr/schedule.intro', admin, {
      ar: 'حدّث **ساعات عملك** كل شهر.',
      en: 'Update **your hours** every month.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ key: 'schedule.intro', en: 'Update **your hours** every month.' })
    // The instance that saved serves it at once.
    expect((await textOf(a, 'schedule.intro')).en).toBe('Update **your hours** every month.')
    // The other drops its copy when the NOTIFY reaches it: milliseconds; allowed a second on a loaded machine.
    const deadline = Date.now() + 1000
    let seen = (await textOf(b, 'schedule.intro')).en
    while (seen !== 'Update **your hours** every month.' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      seen = (await textOf(b, 'schedule.intro')).en
    }
    expect(seen).toBe('Update **your hours** every month.')
    // The whole document was dropped: B reads the row changed behind its back too.
    expect((await textOf(b, 'call.ehrNotice')).en).toBe('Changed behind the API')
    const audit = await a.db
      .selectFrom('auditLog')
      .select(['action', 'resource', 'detail'])
      .where('action', '=', 'dialog.update')
      .execute()
    expect(audit).toMatchObject([
      {
        resource: 'dialogs/dr/schedule.intro',
        detail: {
          before: { en: 'Your working hours decide when patients can book you.' },
          after: { en: 'Update **your hours** every month.' },
        },
      },
    ])
  })
})
