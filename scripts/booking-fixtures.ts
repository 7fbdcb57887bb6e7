/**
 * What the booking figures and checks start from (bench-bookings.ts, money-check.ts): patients with sessions and,
 * when asked, a topped-up wallet; free slots of the seeded video doctors, spread over the doctors.
 */
import { request, type Agent } from 'node:http'
import { availableSlots, type Schedule } from '@app/domain/schedules'
import type { Database } from '../apps/api/src/db/database'
import { dummyPasswordHash } from '../apps/api/src/features/accounts/passwords'
import { openSession } from '../apps/api/src/features/accounts/sessions.service'
import * as ledgerService from '../apps/api/src/features/payments/ledger.service'

export interface ScriptPatient {
  id: string
  /** A bearer token of a patient session. */
  token: string
}

/** `count` patients with profiles and sessions, phones `<prefix>` + 7 digits; each wallet topped up by `wallet`. */
export async function makePatients(
  db: Database,
  count: number,
  options: { phonePrefix: string; wallet?: number },
): Promise<ScriptPatient[]> {
  const out: ScriptPatient[] = []
  for (let i = 0; i < count; i++) {
    const phone = `${options.phonePrefix}${String(9_000_000 + i).padStart(7, '0')}`
    const user = await db
      .insertInto('users')
      .values({ phone, passwordHash: dummyPasswordHash, primaryRole: 'patient' })
      .onConflict((oc) => oc.column('phone').doUpdateSet({ phone }))
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('patients')
      .values({
        userId: user.id,
        name: `مريض ${i}`,
        gender: 'female',
        birthday: '1990-01-01',
        phoneNumber: phone,
        addresses: JSON.stringify([{ countryId: 1, governorateId: 1, areaId: 1 }]),
      })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute()
    const amount = options.wallet ?? 0
    if (amount > 0)
      await db.transaction().execute((trx) =>
        ledgerService.post(trx, {
          key: `script:topup:${user.id}:${Date.now()}`,
          kind: 'cashIn',
          lines: [
            { account: { kind: 'gatewayClearing' }, amount: -amount },
            { account: { kind: 'wallet', ownerId: user.id }, amount },
          ],
        }),
      )
    const session = await openSession(
      db,
      new Date(),
      { userId: user.id, contextRole: 'patient', language: 'ar' },
      { ip: '127.0.0.1', userAgent: 'script' },
    )
    out.push({ id: user.id, token: session.token })
  }
  return out
}

export interface ScriptSlot {
  doctorId: string
  start: string
  end: string
}

/**
 * Free slots of the verified, non-testing video doctors from tomorrow on for `days` days: the first slot of every
 * doctor, then the second of every doctor…, so consecutive bookings go to different doctors. At most `wanted`.
 */
export async function bookableSlots(db: Database, wanted: number, days: number): Promise<ScriptSlot[]> {
  const doctors = await db
    .selectFrom('doctors as d')
    .innerJoin('schedules as s', 's.doctorId', 'd.userId')
    .select(['d.userId', 's.timeslotMinutes', 's.defaultWeek', 's.weeks', 's.days'])
    .where('d.verified', '=', true)
    .where('d.testing', '=', false)
    .where('d.videoActive', '=', true)
    .execute()
  const from = new Date(Date.now() + 86_400_000)
  const to = new Date(from.getTime() + days * 86_400_000)
  const perDoctor = doctors.map((d) =>
    availableSlots({ schedule: d as unknown as Schedule, busy: [], from, to, now: new Date() }).map((s) => ({
      doctorId: d.userId,
      start: s.start.toISOString(),
      end: s.end.toISOString(),
    })),
  )
  const out: ScriptSlot[] = []
  for (let i = 0; out.length < wanted; i++) {
    const before = out.length
    for (const slots of perDoctor) {
      const slot = slots[i]
      if (slot && out.length < wanted) out.push(slot)
    }
    if (out.length === before) break
  }
  return out
}

/**
 * POSTs a JSON body with a patient's bearer token on a keep-alive agent (`fetch` costs about 0.3 ms of the one
 * thread per request, which a figure would count against the server, ADR 0025); answers the status and the body
 * once the whole answer is read.
 */
export function post(
  url: string,
  agent: Agent,
  token: string,
  body: unknown,
): Promise<{ status: number; body: string }> {
  const json = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(json)
  })
}

/** The value below which `p` percent of the sorted figures fall. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
