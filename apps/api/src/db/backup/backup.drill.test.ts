import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxTransaction, sign, type SandboxGateway } from '#api/adapters/payments'
import type { Database } from '#api/db/database'
import { embeddedCredentials, freePort } from '#api/db/embedded'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, multipart, pngBytes, providerOrderOf, signIn, validBilling } from '#api/testing/journeys'
import { createCluster, seededDatabase, type Cluster } from '#api/testing/pg-cluster'
import {
  listBackups,
  mirrorFiles,
  pruneBackups,
  readStatus,
  recordOutcome,
  switchWal,
  takeBaseBackup,
} from './backup'
import { parseTarget, restore, stopRestored } from './restore'

/**
 * Issue 44 §1, the drill: a real cluster archiving its WAL as the embedded server does; bookings, payments and files;
 * a base backup; more changes; a noted moment; more changes; a restore to that moment on a separate data directory.
 * The restored database has exactly the changes up to the moment, keeps the ledger's and the bookings' invariants,
 * and serves the product (its files too, from the mirrored store).
 */
const root = mkdtempSync(path.join(tmpdir(), 'sehha-backup-'))
const backupDir = path.join(root, 'backups')
const walDir = path.join(backupDir, 'wal')
const { user, password } = embeddedCredentials
let cluster: Cluster
let t: TestApp
let restored: TestApp | undefined
let restoredDir = ''
const url = (port: number, database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`

beforeAll(async () => {
  cluster = await createCluster(root, { walArchiveDir: walDir })
  t = await buildTestApp({ rateLimit: false, databaseUrl: await seededDatabase(cluster) })
}, 240_000)

afterAll(async () => {
  await restored?.close()
  await t?.close()
  if (restoredDir) await stopRestored(restoredDir).catch(() => {})
  await cluster?.stop().catch(() => {})
  rmSync(root, { recursive: true, force: true })
}, 60_000)

const send = (app: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })

/** What a round of use leaves: a wallet top-up paid by card (its signed callback), a wallet booking, a photo. */
async function useTheProduct(app: TestApp, patient: string, round: number) {
  const topUp = await send(app, 'POST', '/api/v1/payments/cash-in', patient, {
    amount: 50_000,
    method: 'card',
    billing: validBilling,
  })
  expect(topUp.statusCode).toBe(201)
  const { orderId } = topUp.json() as { orderId: string }
  const obj = sandboxTransaction({
    orderId,
    providerOrderId: await providerOrderOf(app.app, orderId, patient),
    amount: 50_000,
    method: 'card',
    success: true,
    pan: '4242',
    transactionId: 5_000_000 + round,
  })
  const secret = (app.adapters.payments as SandboxGateway).secret
  const settled = await app.app.inject({
    method: 'POST',
    url: `/api/v1/payments/callback/sandbox?hmac=${sign(obj, secret)}`,
    payload: { type: 'TRANSACTION', obj },
  })
  expect(settled.statusCode).toBe(200)

  const doctorId = (
    await app.db.selectFrom('users').select('id').where('phone', '=', '01010000004').executeTakeFirstOrThrow()
  ).id
  const slots = (await send(app, 'GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
    start: string
  }[]
  const booked = await send(app, 'POST', '/api/v1/bookings', patient, {
    doctorId,
    practice: 'video',
    startsAt: slots[round]?.start,
    complaint: 'صداع منذ يومين',
    method: 'wallet',
    timeZone: 'Africa/Cairo',
    timezoneOffsetMinutes: -120,
  })
  expect(booked.statusCode, booked.body).toBe(201)

  const body = multipart(pngBytes, `round-${round}.png`, 'image/png')
  const photo = await app.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me/photo',
    headers: { cookie: patient, ...body.headers },
    payload: body.payload,
  })
  expect(photo.statusCode).toBe(200)
  return {
    orderId,
    bookingId: (booked.json() as { bookingId: string }).bookingId,
    photo: photo.json().url as string,
  }
}

const ids = async (db: Database, table: 'bookings' | 'paymentOrders' | 'ledgerTransactions') =>
  (await db.selectFrom(table).select('id').execute()).map((row) => row.id).sort()

/** The ledger's and the bookings' invariants (issue 9 §6, SPEC 8): each a count of what breaks them. */
async function broken(db: Database) {
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
    Number((await query.execute(db)).rows[0]?.n)
  return {
    unbalancedTransactions: await count(sql`
      select count(*) as n from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) x`),
    // Balances are kept on the accounts of people (wallets, earnings); the house's accounts are their entries' sum.
    balancesOffTheirEntries: await count(sql`
      select count(*) as n from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by 1) e on e.account_id = a.id
      where a.owner_id is not null and a.balance <> coalesce(e.total, 0)`),
    overlappingBookings: await count(sql`
      select count(*) as n from bookings a join bookings b
        on a.doctor_id = b.doctor_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.status in ('pending', 'opened') and b.status in ('pending', 'opened')`),
  }
}

describe('backups and point-in-time restore (issue 44 §1)', () => {
  it('restores exactly the changes up to a noted moment, which keep their invariants and serve the product', async () => {
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const before = [await useTheProduct(t, patient, 0), await useTheProduct(t, patient, 1)]

    const manifest = await takeBaseBackup({
      connectionString: cluster.url('sehha'),
      dir: backupDir,
      keep: 7,
      filesDir: t.config.storage.localDir,
    })
    recordOutcome(backupDir, { ok: true, manifest })
    expect(listBackups(backupDir).map((b) => b.id)).toEqual([manifest.id])
    expect(readStatus(backupDir).lastSuccess?.id).toBe(manifest.id)
    expect(existsSync(path.join(walDir, manifest.startWalFile))).toBe(true)

    const between = [await useTheProduct(t, patient, 2)]
    // The file store's periodic mirror (db:backup --files-only), which a later photo does not undo.
    mirrorFiles(t.config.storage.localDir, path.join(backupDir, 'files'))
    const expected = {
      bookings: await ids(t.db, 'bookings'),
      orders: await ids(t.db, 'paymentOrders'),
      postings: await ids(t.db, 'ledgerTransactions'),
    }
    // The moment to restore to: after every commit above, before every one below (commit times have microseconds).
    await new Promise((resolve) => setTimeout(resolve, 20))
    const noted = new Date()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const after = [await useTheProduct(t, patient, 3)]
    for (const change of after) expect(expected.bookings).not.toContain(change.bookingId)
    // Everything up to now in the archive (as archive_timeout does on a quiet server), and the files mirrored.
    await switchWal(cluster.url('sehha'))
    mirrorFiles(t.config.storage.localDir, path.join(backupDir, 'files'))

    restoredDir = path.join(root, 'restored')
    const port = await freePort()
    const result = await restore({
      dir: backupDir,
      target: { time: parseTarget(noted.toISOString().replace('T', ' ').replace('Z', '+00')) },
      into: restoredDir,
      port,
      user,
      password,
    })
    expect(result.backup.id).toBe(manifest.id)
    // The log says where it stopped: before the first commit after the moment.
    expect(result.stoppedAt?.line).toMatch(/recovery stopping before commit of transaction \d+/)

    const restoredDataDir = mkdtempSync(path.join(tmpdir(), 'sehha-restored-files-'))
    cpSync(path.join(backupDir, 'files'), path.join(restoredDataDir, 'files'), { recursive: true })
    restored = await buildTestApp({
      rateLimit: false,
      databaseUrl: url(port, 'sehha'),
      env: { DATA_DIR: restoredDataDir },
    })
    expect({
      bookings: await ids(restored.db, 'bookings'),
      orders: await ids(restored.db, 'paymentOrders'),
      postings: await ids(restored.db, 'ledgerTransactions'),
    }).toEqual(expected)
    expect(await broken(restored.db)).toEqual({
      unbalancedTransactions: 0,
      balancesOffTheirEntries: 0,
      overlappingBookings: 0,
    })

    // It serves: the patient signs in, sees their bookings up to the moment, and their photo of then.
    const again = await signIn(restored.app, demo.patient.phone, demo.patient.password)
    for (const change of [...before, ...between])
      expect((await send(restored, 'GET', `/api/v1/bookings/${change.bookingId}`, again)).statusCode).toBe(
        200,
      )
    expect((await send(restored, 'GET', `/api/v1/bookings/${after[0]?.bookingId}`, again)).statusCode).toBe(
      404,
    )
    const photo = await send(restored, 'GET', between[0]?.photo ?? '', again)
    expect(photo.statusCode, `${between[0]?.photo}: ${photo.body.slice(0, 200)}`).toBe(200)
  }, 300_000)

  it('keeps the newest backups and the WAL they need, and refuses a moment without its offset', async () => {
    const second = await takeBaseBackup({
      connectionString: cluster.url('sehha'),
      dir: backupDir,
      keep: 1,
      filesDir: null,
    })
    expect(listBackups(backupDir).map((b) => b.id)).toEqual([second.id])
    const segments = readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name))
    expect(segments.every((name) => name.slice(8) >= second.startWalFile.slice(8))).toBe(true)
    expect(pruneBackups(backupDir, 1)).toEqual({ backups: [], walFiles: 0 })
    expect(() => parseTarget('2027-03-01 14:05:00')).toThrow(/UTC offset/)
    expect(parseTarget('2027-03-01 14:05:00+02').toISOString()).toBe('2027-03-01T12:05:00.000Z')
    expect(parseTarget('2027-03-01T14:05+03:00').toISOString()).toBe('2027-03-01T11:05:00.000Z')
  }, 120_000)
})
