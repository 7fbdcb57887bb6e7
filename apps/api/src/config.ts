import path from 'node:path'
import { z } from 'zod'

/** The only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  /** Serve the built web app from this process (npm start). */
  WEB_DIST: z.string().optional(),
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
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** The map tile URL template the web app was built with (VITE_MAP_TILE_URL); its host is allowed by the CSP. */
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
})

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<z.input<typeof envSchema>> = {},
) {
  const parsed = envSchema.parse({ ...env, ...overrides })
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.DATA_DIR)
  const production = parsed.NODE_ENV === 'production'
  if (production && parsed.OUTBOX !== 'on' && !parsed.SMS_GATEWAY_URL) {
    throw new Error('SMS_GATEWAY_URL is required in production (or set OUTBOX=on)')
  }
  return {
    env: parsed.NODE_ENV,
    production,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    webDist: parsed.WEB_DIST,
    logLevel: parsed.LOG_LEVEL,
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
    seedDemo: parsed.SEED_DEMO === 'on',
    rateLimit: parsed.RATE_LIMIT === 'on',
    mapTileUrl: parsed.MAP_TILE_URL,
  }
}
