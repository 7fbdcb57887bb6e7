import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { signIn } from '#api/testing/journeys'
import { demoCentrePhone, demoCentreSeeds } from './centres'
import { demoDoctorPhone } from './doctors'
import { demoAccounts } from './seed'

/**
 * Every account the demo seed makes opens its own profile and session (README's demo accounts, the 44 doctors, the
 * twelve centres): a seeded profile is whole as its own form would write it, so nobody who signs in with one meets
 * "We could not load your profile" (a seeded centre's address once lacked its region: a 500).
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const accounts = [
  ...demoAccounts.filter((a) => a.role !== 'admin').map((a) => ({ phone: a.phone, password: a.password })),
  ...demoCentreSeeds.map((_, i) => ({ phone: demoCentrePhone(i), password: 'Centre123' })),
  ...[0, 1, 43].map((i) => ({ phone: demoDoctorPhone(i), password: 'Doctor123' })),
]

describe('the demo seed’s accounts', () => {
  it.each(accounts)('$phone reads its session and its own profile', async ({ phone, password }) => {
    const cookie = await signIn(t.app, phone, password)
    for (const url of ['/api/v1/session', '/api/v1/profiles/me']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    }
  })
})
