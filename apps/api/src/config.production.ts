/**
 * What a production start refuses about its secrets (issue 44 §6): each rule gives one problem naming the setting and
 * what to do; config.ts reports them all together.
 */
import { createECDH } from 'node:crypto'

/**
 * Values no production secret may have, compared without case: the usual guesses and placeholders, and every secret,
 * password and key published in this repository (tests, scripts, README, .env.example, the demo accounts). A test
 * checks that the demo accounts' passwords and the demo admin's authenticator key stay listed.
 */
const knownValues = new Set(
  [
    'changeme',
    'change-me',
    'change_me',
    'secret',
    'password',
    'passw0rd',
    'pass',
    'postgres',
    'admin',
    'root',
    'test',
    'testing',
    'default',
    'example',
    'token',
    'key',
    'hmac',
    'letmein',
    'qwerty',
    '123456',
    '12345678',
    '123456789',
    '1234567890',
    '0123456789abcdef',
    'minioadmin',
    'sehha',
    // this repository's development and test values
    'hmac-secret',
    'client-secret',
    'paymob-hmac-secret-for-tests',
    'sehha-test-hmac-secret',
    'a-shared-secret-of-coturn',
    'money-check-sandbox-secret-0123456789',
    'egy_sk_test',
    'egy_sk_test_x',
    'egy_csk_test_789',
    'c0ffee',
    // the demo accounts' passwords and the demo admin's authenticator key (db/seed/seed.ts, README)
    'patient123',
    'doctor123',
    'lab12345',
    'radio123',
    'admin123',
    'jbswy3dpehpk3pxpjbswy3dpehpk3pxp',
  ].map((value) => value.toLowerCase()),
)

/** A value that says it is a placeholder: `your_hmac_secret_here`, `<secret>`, `change-me-please`, `replace me`. */
const placeholder = /^your[\s_-]|^<.*>$|change[\s_-]?me|replace[\s_-]?me|placeholder/i

/** Why `value` is too weak to be a production secret, or null. */
export function weakness(value: string, minLength: number): string | null {
  if (value.length < minLength) return `is shorter than ${minLength} characters`
  if (knownValues.has(value.trim().toLowerCase()) || placeholder.test(value))
    return 'is a placeholder, a common guess or a value published in this repository'
  if (new Set(value).size === 1) return 'repeats a single character'
  if (new Set(value).size < 6) return 'has fewer than 6 different characters'
  return null
}

/** Whether `value` is in the list of known values (for the test that keeps the demo passwords listed). */
export function isKnownWeakValue(value: string): boolean {
  return knownValues.has(value.trim().toLowerCase())
}

const randomAdvice = 'set a long random value, for instance the output of `openssl rand -hex 32`'

interface SecretRule {
  name: string
  value: string | undefined
  /** Fewer characters than this is refused. */
  minLength: number
  /** Required (when unset, a problem); otherwise checked only when set. */
  required: boolean
  /** What to do about it. */
  advice: string
}

function secretProblems(rules: SecretRule[]): string[] {
  const problems: string[] = []
  for (const rule of rules) {
    if (!rule.value) {
      if (rule.required) problems.push(`${rule.name} is required in production: ${rule.advice}`)
      continue
    }
    const why = weakness(rule.value, rule.minLength)
    if (why) problems.push(`${rule.name} is refused in production: it ${why}; ${rule.advice}`)
  }
  return problems
}

/** The password in a connection URL, if it has one. */
function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const password = new URL(url).password
    return password ? decodeURIComponent(password) : undefined
  } catch {
    return undefined
  }
}

function base64url(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null
}

/**
 * VAPID keys in production: both set (instances that do not share a DATA_DIR would each create their own, and a
 * browser's subscription made with one instance's key would be refused when another sends), a P-256 pair in
 * base64url as web-push writes them.
 */
function vapidProblems(publicKey: string | undefined, privateKey: string | undefined): string[] {
  const advice =
    'make one pair with `npx web-push generate-vapid-keys` and give the same pair to every instance (unset, each instance creates its own into DATA_DIR and browsers\u2019 subscriptions break between instances)'
  const missing = [...(publicKey ? [] : ['VAPID_PUBLIC_KEY']), ...(privateKey ? [] : ['VAPID_PRIVATE_KEY'])]
  if (missing.length)
    return [`${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required in production: ${advice}`]
  const pub = base64url(publicKey ?? '')
  const priv = base64url(privateKey ?? '')
  const problems: string[] = []
  if (!pub || pub.length !== 65 || pub[0] !== 4)
    problems.push(
      `VAPID_PUBLIC_KEY is refused: it is not a P-256 public key in base64url (65 bytes); ${advice}`,
    )
  if (!priv || priv.length !== 32)
    problems.push(
      `VAPID_PRIVATE_KEY is refused: it is not a P-256 private key in base64url (32 bytes); ${advice}`,
    )
  if (problems.length || !pub || !priv) return problems
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(priv)
    if (!ecdh.getPublicKey().equals(pub))
      problems.push(`VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one pair: ${advice}`)
  } catch {
    problems.push(`VAPID_PRIVATE_KEY is refused: it is not a valid P-256 private key; ${advice}`)
  }
  return problems
}

export interface ProductionSecrets {
  DATABASE_URL?: string | undefined
  DATABASE_REPLICA_URL?: string | undefined
  SMTP_URL?: string | undefined
  SMS_GATEWAY_TOKEN?: string | undefined
  STORAGE_DRIVER: 'local' | 's3'
  S3_ACCESS_KEY_ID?: string | undefined
  S3_SECRET_ACCESS_KEY?: string | undefined
  VAPID_PUBLIC_KEY?: string | undefined
  VAPID_PRIVATE_KEY?: string | undefined
  TURN_URLS?: string | undefined
  TURN_SECRET?: string | undefined
  paymentProvider: 'sandbox' | 'paymob'
  PAYMOB_SECRET_KEY?: string | undefined
  PAYMOB_HMAC_SECRET?: string | undefined
  payoutProvider: 'sandbox' | 'paymob'
  PAYMOB_PAYOUT_CLIENT_SECRET?: string | undefined
  PAYMOB_PAYOUT_PASSWORD?: string | undefined
}

/**
 * The production refusals about secrets. There is no session secret to check: a session is an opaque random token
 * whose hash is stored (cookies are not signed). The sandbox gateway's key is not checked: the sandbox is refused in
 * production. A missing Paymob credential is config.ts's own problem (it names them all); here only their strength.
 */
export function productionSecretProblems(s: ProductionSecrets): string[] {
  const fromDashboard = (where: string) => `copy it from ${where}`
  return [
    ...secretProblems([
      {
        name: 'the password in DATABASE_URL',
        value: passwordOf(s.DATABASE_URL),
        minLength: 12,
        required: false,
        advice: `give the database user a strong password (${randomAdvice.replace('set ', '')})`,
      },
      {
        name: 'the password in DATABASE_REPLICA_URL',
        value: passwordOf(s.DATABASE_REPLICA_URL),
        minLength: 12,
        required: false,
        advice: `give the database user a strong password (${randomAdvice.replace('set ', '')})`,
      },
      {
        name: 'the password in SMTP_URL',
        value: passwordOf(s.SMTP_URL),
        minLength: 8,
        required: false,
        advice: 'use the mail provider\u2019s real credentials',
      },
      {
        name: 'SMS_GATEWAY_TOKEN',
        value: s.SMS_GATEWAY_TOKEN,
        minLength: 8,
        required: false,
        advice: fromDashboard('the SMS gateway\u2019s account'),
      },
      ...(s.STORAGE_DRIVER === 's3'
        ? [
            {
              name: 'S3_SECRET_ACCESS_KEY',
              value: s.S3_SECRET_ACCESS_KEY,
              minLength: 8,
              required: Boolean(s.S3_ACCESS_KEY_ID),
              advice:
                'set the secret of S3_ACCESS_KEY_ID (or unset both to use the machine\u2019s role); never MinIO\u2019s default',
            },
          ]
        : []),
      {
        name: 'TURN_SECRET',
        value: s.TURN_SECRET,
        minLength: 32,
        required: false,
        advice: `${randomAdvice}, the same as coturn's static-auth-secret`,
      },
      ...(s.paymentProvider === 'paymob'
        ? [
            {
              name: 'PAYMOB_SECRET_KEY',
              value: s.PAYMOB_SECRET_KEY,
              minLength: 16,
              required: false,
              advice: fromDashboard('Paymob\u2019s dashboard (Settings, API keys)'),
            },
            {
              name: 'PAYMOB_HMAC_SECRET',
              value: s.PAYMOB_HMAC_SECRET,
              minLength: 16,
              required: false,
              advice: fromDashboard(
                'Paymob\u2019s dashboard (Settings, HMAC): callbacks are verified with it',
              ),
            },
          ]
        : []),
      ...(s.payoutProvider === 'paymob'
        ? [
            {
              name: 'PAYMOB_PAYOUT_CLIENT_SECRET',
              value: s.PAYMOB_PAYOUT_CLIENT_SECRET,
              minLength: 8,
              required: false,
              advice: fromDashboard('the credentials Paymob Payouts issued'),
            },
            {
              name: 'PAYMOB_PAYOUT_PASSWORD',
              value: s.PAYMOB_PAYOUT_PASSWORD,
              minLength: 8,
              required: false,
              advice: fromDashboard('the credentials Paymob Payouts issued'),
            },
          ]
        : []),
    ]),
    ...(s.STORAGE_DRIVER === 's3' && s.S3_SECRET_ACCESS_KEY && !s.S3_ACCESS_KEY_ID
      ? [
          'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set: set both, or neither to use the machine\u2019s role',
        ]
      : []),
    ...vapidProblems(s.VAPID_PUBLIC_KEY, s.VAPID_PRIVATE_KEY),
  ]
}
