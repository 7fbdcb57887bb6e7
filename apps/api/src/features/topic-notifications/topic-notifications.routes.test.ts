import { randomUUID } from 'node:crypto'
import { broadcastBatchSize, broadcastTopics } from '@app/domain/topic-notifications'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, jobsIdle, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin } from '#api/testing/journeys'

/**
 * Issue 10 §3 against the real app and PostgreSQL: the recipients of each topic and language counted in the
 * database, a send kept once per idempotency key, delivered by batch jobs as notifications in each recipient's
 * language (progress and the delivery log), audited; bad input refused with a code; admins only.
 */

let t: TestApp
let admin: string
let doctor: string
let patient: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
}, 60_000)
afterAll(() => t.close())

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const texts = {
  titleAr: 'تحديث التطبيق',
  titleEn: 'App update',
  bodyAr: 'أضفنا طرق دفع جديدة.',
  bodyEn: 'We added new ways to pay.',
}

/** The topic's users counted straight from the tables, as an operator would. */
async function expected(topic: string, language?: 'ar' | 'en'): Promise<number> {
  const profile: Record<string, string> = {
    everyone: 'true',
    patients: 'exists (select 1 from patients p where p.user_id = u.id)',
    doctors: 'exists (select 1 from doctors d where d.user_id = u.id)',
    labs: "exists (select 1 from centres c where c.user_id = u.id and c.kind = 'lab')",
    radios: "exists (select 1 from centres c where c.user_id = u.id and c.kind = 'radio')",
    admins: 'u.is_admin',
  }
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from users u
     where not u.deactivated and ${sql.raw(profile[topic] ?? 'false')}
       and (${language ?? null}::text is null or u.language = ${language ?? null})
  `.execute(t.db)
  return Number(rows[0]?.n)
}

describe('access (issue 10 §5)', () => {
  it('answers every route 403 to patients and doctors, 401 signed out, whatever they send', async () => {
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/v1/topic-notifications/count?topic=everyone'],
      ['GET', '/api/v1/topic-notifications/count?topic=nobody'],
      ['POST', '/api/v1/topic-notifications', { ...texts, topic: 'patients', idempotencyKey: randomUUID() }],
      ['POST', '/api/v1/topic-notifications', {}],
      ['GET', '/api/v1/topic-notifications'],
      ['GET', `/api/v1/topic-notifications/${randomUUID()}`],
    ]
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, patient, payload)).statusCode, `${method} ${url}`).toBe(403)
      expect((await send(method, url, doctor, payload)).statusCode, `${method} ${url}`).toBe(403)
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401)
    }
    expect(await t.db.selectFrom('broadcasts').select('id').execute()).toEqual([])
  })
})

describe('counting a topic (issue 10 §3)', () => {
  it('counts each topic, and each topic in each app language, in the database', async () => {
    // Some English-speaking patients, and a deactivated one who is never counted.
    await t.db.updateTable('users').set({ language: 'en' }).where('phone', 'like', '0100000000%').execute()
    for (const topic of broadcastTopics)
      for (const language of [undefined, 'ar', 'en'] as const) {
        const response = await send(
          'GET',
          `/api/v1/topic-notifications/count?topic=${topic}${language ? `&language=${language}` : ''}`,
          admin,
        )
        expect(response.statusCode, response.body).toBe(200)
        expect(response.json().recipients, `${topic} ${language ?? ''}`).toBe(await expected(topic, language))
      }
    const everyone = await expected('everyone')
    expect(everyone).toBeGreaterThan(5)
    expect(await expected('admins')).toBeGreaterThan(0)
    expect((await expected('everyone', 'ar')) + (await expected('everyone', 'en'))).toBe(everyone)
  })

  it('refuses an unknown topic or language with a code and a translated message', async () => {
    const unknown = await send('GET', '/api/v1/topic-notifications/count?topic=nobody', admin)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'querystring.topic' }],
    })
    expect(unknown.json().error.message.length).toBeGreaterThan(0)
    const language = await send('GET', '/api/v1/topic-notifications/count?topic=everyone&language=fr', admin)
    expect(language.statusCode).toBe(400)
  })
})

describe('sending (issue 10 §3)', () => {
  it('refuses empty texts and an unknown topic, keeping nothing', async () => {
    const empty = await send('POST', '/api/v1/topic-notifications', admin, {
      ...texts,
      titleEn: '  ',
      topic: 'patients',
      idempotencyKey: randomUUID(),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.issues).toEqual([{ path: 'titleEn', code: 'validation:required' }])
    const topic = await send('POST', '/api/v1/topic-notifications', admin, {
      ...texts,
      topic: 'nurses',
      idempotencyKey: randomUUID(),
    })
    expect(topic.statusCode).toBe(400)
    expect(topic.json().error.issues[0].path).toBe('topic')
    expect(await t.db.selectFrom('broadcasts').select('id').execute()).toEqual([])
  })

  it('sends once per key, delivers to each patient in their language, audited, with its delivery log', async () => {
    const idempotencyKey = randomUUID()
    const body = { ...texts, topic: 'patients', idempotencyKey }
    // A double click: two requests at once with one key give one send.
    const [first, second] = await Promise.all([
      send('POST', '/api/v1/topic-notifications', admin, body),
      send('POST', '/api/v1/topic-notifications', admin, body),
    ])
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201])
    expect(first?.json().id).toBe(second?.json().id)
    const id = first?.json().id as string
    expect(first?.json().recipients).toBe(await expected('patients'))
    const reused = await send('POST', '/api/v1/topic-notifications', admin, {
      ...body,
      bodyEn: 'Another text',
    })
    expect(reused.statusCode).toBe(409)
    expect(reused.json().error.code).toBe('BROADCAST_KEY_REUSED')

    await jobsIdle(t.app)
    const done = (await send('GET', `/api/v1/topic-notifications/${id}`, admin)).json()
    expect(done).toMatchObject({ status: 'done', recipients: done.recipients, delivered: done.recipients })
    expect(done.finishedAt).not.toBeNull()
    const kept = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipientId')
      .select(['u.language', 'n.params', 'n.type'])
      .where('n.broadcastId', '=', id)
      .execute()
    expect(kept).toHaveLength(done.recipients)
    for (const n of kept) {
      expect(n.type).toBe('admin.broadcast')
      expect(n.params).toEqual(
        n.language === 'en'
          ? { title: texts.titleEn, body: texts.bodyEn }
          : { title: texts.titleAr, body: texts.bodyAr },
      )
    }
    // The patient finds it in their list; a doctor-only account does not.
    const list = (await send('GET', '/api/v1/notifications', patient)).json()
    expect(list.items[0]).toMatchObject({ type: 'admin.broadcast' })
    const logged = (await send('GET', '/api/v1/topic-notifications', admin)).json()
    expect(logged).toMatchObject({ total: 1, items: [{ id, status: 'done', pushFailed: 0 }] })
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'resource', 'detail'])
      .where('action', '=', 'broadcast.send')
      .execute()
    expect(audit).toMatchObject([
      { resource: `broadcasts/${id}`, detail: { after: { topic: 'patients', recipients: done.recipients } } },
    ])
  })

  it('walks a large audience in batches of 1,000, each recipient once, narrowed by language', async () => {
    // 2,500 more Arabic-speaking accounts: three batches, never one transaction or list of them all.
    await sql`
      insert into users (phone, password_hash, primary_role, language)
      select '0155' || lpad(n::text, 7, '0'), 'x', 'patient', 'ar' from generate_series(1, 2500) as n
    `.execute(t.db)
    const recipients = await expected('everyone', 'ar')
    expect(recipients).toBeGreaterThan(2 * broadcastBatchSize)
    const sent = await send('POST', '/api/v1/topic-notifications', admin, {
      ...texts,
      topic: 'everyone',
      language: 'ar',
      idempotencyKey: randomUUID(),
    })
    expect(sent.statusCode).toBe(201)
    expect(sent.json()).toMatchObject({ recipients, status: 'sending' })
    await jobsIdle(t.app)
    const done = (await send('GET', `/api/v1/topic-notifications/${sent.json().id}`, admin)).json()
    expect(done).toMatchObject({ status: 'done', delivered: recipients })
    const { rows } = await sql<{ n: string; distinct: string; english: string }>`
      select count(*) as n, count(distinct n.recipient_id) as distinct,
             count(*) filter (where u.language = 'en') as english
        from notifications n join users u on u.id = n.recipient_id
       where n.broadcast_id = ${sent.json().id}
    `.execute(t.db)
    expect(rows[0]).toEqual({ n: String(recipients), distinct: String(recipients), english: '0' })
  }, 60_000)
})
