import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import webPush from 'web-push'
import { productionSettings } from '#api/testing/production-settings'
import { ConfigurationError, loadConfig } from '#api/config'
import { isKnownWeakValue, weakness } from '#api/config.production'
import { demoAccounts, demoAccountsIn, demoAdminTotpSecret } from '#api/db/seed/seed'
import { buildTestApp, testAppParts } from '#api/testing/build-test-app'

/**
 * Issue 44 §6: a production start refuses missing or weak secrets, demo data and the development conveniences, each
 * problem naming its setting and saying what to do, all of them in one error.
 */
const otherVapid = webPush.generateVAPIDKeys()
const valid = {
  ...productionSettings,
  TURN_URLS: 'turn:turn.sehha.example:3478',
  TURN_SECRET: '3b9f0c27d41e86a5f2c7b0e19d48a6c3',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'sehha-files',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7SEHHA01',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYSEHHAKEY01',
} as const

/** The problems loadConfig reports for `overrides` over the valid production configuration. */
function problemsOf(overrides: Record<string, string | undefined>): string[] {
  try {
    loadConfig({}, { ...valid, ...overrides } as Parameters<typeof loadConfig>[1])
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems
    throw error
  }
  return []
}

describe('a production configuration (issue 44 §6)', () => {
  it('starts with every secret set and strong', () => {
    const config = loadConfig({}, valid)
    expect(config.production).toBe(true)
    expect(config.call.turn?.secret).toBe(valid.TURN_SECRET)
    expect(config.push.publicKey).toBe(productionSettings.VAPID_PUBLIC_KEY)
  })

  it('accepts a Paymob HMAC secret in the dashboard’s form (32 letters and digits)', () => {
    expect(problemsOf({ PAYMOB_HMAC_SECRET: '0B7A35C1D9E24F6A8B3C5D7E9F1A2B4C' })).toEqual([])
  })

  it.each([
    [
      'TURN_SECRET',
      'short-but-16-chars',
      /TURN_SECRET is refused in production: it is shorter than 32 characters/,
    ],
    ['TURN_SECRET', 'a-shared-secret-of-coturn', /TURN_SECRET is refused/],
    ['TURN_SECRET', 'x'.repeat(40), /TURN_SECRET is refused in production: it repeats a single character/],
    ['TURN_SECRET', 'abababababababababababababababab', /fewer than 6 different characters/],
    ['TURN_SECRET', 'change-me-change-me-change-me-change-me', /TURN_SECRET is refused.*placeholder/],
    [
      'PAYMOB_HMAC_SECRET',
      'hmac-secret',
      /PAYMOB_HMAC_SECRET is refused in production: it is shorter than 16/,
    ],
    ['PAYMOB_HMAC_SECRET', 'paymob-hmac-secret-for-tests', /PAYMOB_HMAC_SECRET is refused.*published/],
    ['PAYMOB_HMAC_SECRET', 'your_hmac_secret_here', /PAYMOB_HMAC_SECRET is refused.*placeholder/],
    ['PAYMOB_SECRET_KEY', 'egy_sk_test', /PAYMOB_SECRET_KEY is refused/],
    ['PAYMOB_PAYOUT_CLIENT_SECRET', 'client-secret', /PAYMOB_PAYOUT_CLIENT_SECRET is refused/],
    ['PAYMOB_PAYOUT_PASSWORD', 'password', /PAYMOB_PAYOUT_PASSWORD is refused/],
    ['SMS_GATEWAY_TOKEN', 'changeme', /SMS_GATEWAY_TOKEN is refused/],
    [
      'DATABASE_URL',
      'postgres://postgres:postgres@db.internal:5432/sehha',
      /the password in DATABASE_URL is refused/,
    ],
    [
      'DATABASE_URL',
      'postgres://sehha:secret@db.internal:5432/sehha',
      /the password in DATABASE_URL is refused/,
    ],
    [
      'DATABASE_REPLICA_URL',
      'postgres://postgres:postgres@replica.internal:5432/sehha',
      /the password in DATABASE_REPLICA_URL is refused/,
    ],
    ['SMTP_URL', 'smtps://user:pass@smtp.example:465', /the password in SMTP_URL is refused/],
    ['S3_SECRET_ACCESS_KEY', 'minioadmin', /S3_SECRET_ACCESS_KEY is refused.*MinIO/],
    ['S3_SECRET_ACCESS_KEY', undefined, /S3_SECRET_ACCESS_KEY is required in production/],
    ['S3_ACCESS_KEY_ID', undefined, /S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set/],
    ['VAPID_PRIVATE_KEY', undefined, /VAPID_PRIVATE_KEY is required in production: make one pair/],
    ['VAPID_PUBLIC_KEY', 'not-a-key', /VAPID_PUBLIC_KEY is refused: it is not a P-256 public key/],
    ['VAPID_PUBLIC_KEY', otherVapid.publicKey, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one pair/],
    ['TURN_SECRET', undefined, /TURN_URLS needs TURN_SECRET/],
    ['OUTBOX', 'on', /^OUTBOX=on is refused in production/],
    ['SEED_DEMO', 'on', /^SEED_DEMO=on is refused in production/],
    ['DATABASE_URL', undefined, /^DATABASE_URL is required in production/],
    ['PAYMENT_PROVIDER', 'sandbox', /^PAYMENT_PROVIDER=sandbox is refused in production/],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    const problems = problemsOf({ [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
  })

  it('refuses the missing VAPID keys, which each instance would otherwise make for itself', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production/),
    ])
  })

  it('reports every problem at once, in one error whose message lists them', () => {
    const settings = {
      ...valid,
      OUTBOX: 'on',
      TURN_SECRET: 'secret-secret-secret',
      PAYMOB_HMAC_SECRET: 'hmac-secret',
      VAPID_PRIVATE_KEY: undefined,
    } as const
    expect(() => loadConfig({}, settings)).toThrow(ConfigurationError)
    let message = ''
    try {
      loadConfig({}, settings)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^The configuration is refused \(4 problems\):\n- OUTBOX=on is refused/)
    for (const name of ['TURN_SECRET', 'PAYMOB_HMAC_SECRET', 'VAPID_PRIVATE_KEY'])
      expect(message).toMatch(new RegExp(`\\n- ${name} is`))
  })

  it('checks none of this outside production: development keeps its generated keys and short test secrets', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'development' })).not.toThrow()
    expect(() =>
      loadConfig(
        {},
        { NODE_ENV: 'test', TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: 'a-shared-secret-of-coturn' },
      ),
    ).not.toThrow()
    // …but a TURN server without its secret is a mistake everywhere.
    expect(() => loadConfig({}, { NODE_ENV: 'test', TURN_URLS: 'turn:127.0.0.1:3478' })).toThrow(
      /TURN_URLS needs TURN_SECRET/,
    )
  })

  it('keeps the demo accounts’ passwords and the demo admin’s authenticator key on the list of refused values', () => {
    for (const account of demoAccounts) expect(isKnownWeakValue(account.password)).toBe(true)
    expect(isKnownWeakValue(demoAdminTotpSecret)).toBe(true)
    expect(weakness(demoAdminTotpSecret, 16)).toMatch(/published/)
  })

  it('finds the demo accounts in a database that has them', async () => {
    const t = await buildTestApp()
    try {
      const { db } = testAppParts(t.app)
      expect(await demoAccountsIn(db)).toEqual(demoAccounts.map((a) => a.phone).sort())
    } finally {
      await t.close()
    }
  })
})

describe('a production start with weak settings (issue 44 §6)', () => {
  it('exits 1 before serving, with every problem named', async () => {
    const apiDir = path.resolve(import.meta.dirname, '..')
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        NODE_ENV: 'production',
        OUTBOX: 'on',
        DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/sehha',
        SMS_GATEWAY_URL: 'https://sms.example/send',
        PAYMOB_SECRET_KEY: valid.PAYMOB_SECRET_KEY,
        PAYMOB_PUBLIC_KEY: valid.PAYMOB_PUBLIC_KEY,
        PAYMOB_HMAC_SECRET: 'changeme',
        PAYMOB_INTEGRATION_CARD: '101',
        PAYMOB_INTEGRATION_WALLET: '102',
        PAYMOB_INTEGRATION_KIOSK: '103',
        PAYOUT_PROVIDER: 'sandbox',
        TURN_URLS: 'turn:turn.sehha.example:3478',
        TURN_SECRET: 'x'.repeat(32),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('The configuration is refused (6 problems):')
    for (const expected of [
      'OUTBOX=on is refused in production: it would show every sign-in code to whoever asks',
      'PAYOUT_PROVIDER=sandbox is refused in production: its payouts move no real money',
      'the password in DATABASE_URL is refused in production',
      'TURN_SECRET is refused in production: it repeats a single character',
      'PAYMOB_HMAC_SECRET is refused in production: it is shorter than 16 characters',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production',
    ])
      expect(output).toContain(expected)
    // The operator sees the problems, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /)
  }, 60_000)
})
