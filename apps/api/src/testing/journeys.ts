import type { SignUpRole } from '@app/domain/shared'
import type { FastifyInstance } from 'fastify'
import { generate } from 'otplib'
import { sql } from 'kysely'
import { demoAdminTotpSecret } from '#api/db/seed/seed'
import { jobsSchema } from '#api/jobs/jobs.repository'
import { jobsIdle, testAppParts } from './build-test-app'

/** Small helpers that walk the real HTTP flows, so tests read like the journeys they check. */

export function cookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const sid = response.cookies.find((c) => c.name === 'sid')
  if (!sid?.value) throw new Error('no session cookie in the response')
  return `sid=${sid.value}`
}

/**
 * The latest code sent to `phone`. SMS are jobs (issue 8 §1): this waits for the app's queue to run what is pending
 * (the test app's workers run in-process), then reads the outbox; a send that failed under load is retried by its job
 * 10 s later, so the outbox is read again until the code is there. After 20 s, within a test's 30, it fails saying
 * what became of the texts' jobs, where a test timing out would say nothing.
 */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const deadline = Date.now() + 20_000
  for (;;) {
    // Jobs still pending when the time is up are no failure yet: the outbox is read once more, and what became of
    // the texts is told below.
    await jobsIdle(app, Math.max(0, deadline - Date.now())).catch(() => {})
    const response = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })
    const items = response.json<{ items: { to: string; channel: string; body: string }[] }>().items
    const sms = items.find((m) => m.channel === 'sms' && m.to === phone)
    const code = sms?.body.match(/\d{6}/)?.[0]
    if (code) return code
    if (Date.now() > deadline)
      throw new Error(`no code sent to ${phone} in 20 s; its texts' jobs: ${await textJobsTo(app, phone)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The state, tries and last error of each SMS job to `phone`: what a code that never came went through. */
async function textJobsTo(app: FastifyInstance, phone: string): Promise<string> {
  const { rows } = await sql<{ state: string; retry_count: number; output: unknown }>`
    select state, retry_count, output from ${sql.table(`${jobsSchema}.job`)}
    where name = 'sms.send' and data->>'to' = ${phone} order by created_on
  `.execute(testAppParts(app).db.withoutPlugins())
  return JSON.stringify(rows)
}

export async function verifiedTicket(
  app: FastifyInstance,
  phone: string,
  purpose: 'signUp' | 'resetPassword' | 'changePhone',
  cookie?: string,
  role?: SignUpRole,
): Promise<string> {
  const headers = cookie ? { cookie } : {}
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts/otp',
    headers,
    payload: { phone, purpose, role },
  })
  if (sent.statusCode !== 200) throw new Error(`otp send failed: ${sent.body}`)
  const code = await lastCode(app, phone)
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts/otp/verify',
    headers,
    payload: { phone, purpose, code },
  })
  if (verified.statusCode !== 200) throw new Error(`otp verify failed: ${verified.body}`)
  return verified.json<{ ticket: string }>().ticket
}

export async function signUp(app: FastifyInstance, role: SignUpRole, phone: string, password = 'Secret12') {
  const ticket = await verifiedTicket(app, phone, 'signUp')
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts',
    payload: { ticket, role, password },
  })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`)
  return cookieOf(response)
}

export async function signIn(app: FastifyInstance, phone: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { method: 'phone', phone, password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  return cookieOf(response)
}

/**
 * The current authenticator code of the demo admin at the test app's clock (issue 10 §1: asked at every admin
 * sign-in). A code works once per 30-second step; tests sign in many times a step, so this forgets the step spent.
 */
export async function demoAdminCode(app: FastifyInstance): Promise<string> {
  const { db, clock } = testAppParts(app)
  await db
    .updateTable('admins')
    .set({ totpLastStep: null })
    .where('phoneNumber', '=', demo.admin.phone)
    .execute()
  return generate({ secret: demoAdminTotpSecret, epoch: Math.floor(clock.now().getTime() / 1000) })
}

/** The demo admin's credentials at the admin sign-in, with a fresh code. */
export async function demoAdminSignIn(app: FastifyInstance) {
  return {
    method: 'phone',
    phone: demo.admin.phone,
    password: demo.admin.password,
    code: await demoAdminCode(app),
  }
}

/** The demo admin, signed in at the admin sign-in (an admin session). */
export async function signInAdmin(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/session/admin',
    payload: await demoAdminSignIn(app),
  })
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`)
  return cookieOf(response)
}

export const validAddress = {
  countryId: 'EG',
  governorateId: 1,
  region: 'مدينة نصر',
  areaId: 1,
  buildingNumberName: '12',
  streetBlockCompound: 'شارع عباس العقاد',
  districtTownVillage: 'الحي السابع',
}

export { validBilling } from './billing'

export const validPatientProfile = {
  role: 'patient',
  name: 'أحمد علي',
  gender: 'male',
  birthday: '1990-01-15',
  email: 'ahmed@example.com',
  addresses: [validAddress],
}

export const demo = {
  patient: { phone: '01000000001', password: 'Patient123' },
  doctor: { phone: '01000000002', password: 'Doctor123' },
  lab: { phone: '01000000003', password: 'Lab12345' },
  radio: { phone: '01000000004', password: 'Radio123' },
  admin: { phone: '01000000005', password: 'Admin123', email: 'admin@demo.sehha.eg' },
}

/** A multipart body with one file in the field `file`, as the upload routes read it. */
export function multipart(bytes: Buffer, filename: string, contentType: string) {
  const boundary = '----sehha-test'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A real 2×2 PNG (photos are decoded and re-encoded, so a bare signature is not enough) and a PDF header. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwXlVuvKqcAUIBACQuBVGcWysNAAAAAElFTkSuQmCC',
  'base64',
)
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')

/**
 * The provider order an order's checkout opened (its `provider_order_ref`, what a callback signs as `order.id`):
 * opens the checkout as the payer's page would when none is open yet.
 */
export async function providerOrderOf(
  app: FastifyInstance,
  orderId: string,
  cookie: string,
): Promise<string> {
  const opened = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/orders/${orderId}/checkout`,
    headers: { cookie },
  })
  const { db } = testAppParts(app)
  const row = await db
    .selectFrom('paymentOrders')
    .select('providerOrderRef')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  if (!row.providerOrderRef) throw new Error(`order ${orderId}: no checkout opened (${opened.statusCode})`)
  return row.providerOrderRef
}

/**
 * The free times a kiosk may pay for, whatever the hour a test runs at: kiosk is offered only for a slot 3 hours
 * away or more (issue 41 §2, ADR 0032); an hour more leaves room for a slow run.
 */
export function kioskPayable<T extends { start: string }>(slots: readonly T[], now = Date.now()): T[] {
  return slots.filter((slot) => Date.parse(slot.start) > now + 4 * 3_600_000)
}
