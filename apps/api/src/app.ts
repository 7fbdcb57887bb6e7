import { realtimeMaxClientFrameBytes } from '@app/domain/realtime'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fastifyWebsocket from '@fastify/websocket'
import { DomainError } from '@app/domain/shared'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { DestinationStream } from 'pino'
import helmet from 'helmet'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createAdapters, type Adapters } from './adapters/adapters'
import type { Config } from './config'
import type { Database } from './db/database'
import type { ReadRouter } from './db/replica/read-router'
import type { AppJobQueue } from './jobs/queue'
import { accountRoutes, deviceRoutes, sessionRoutes } from './features/accounts/accounts.routes'
import { catalogRoutes } from './features/catalog/catalog.routes'
import { centreOrderRoutes } from './features/centre-orders/centre-orders.routes'
import { centreRoutes } from './features/centres/centres.routes'
import { devRoutes } from './features/dev/dev.routes'
import { doctorRoutes, favouriteRoutes } from './features/doctors/doctors.routes'
import { healthRoutes } from './features/health/health.routes'
import { serverTimeRoutes } from './features/server-time/server-time.routes'
import { Readiness } from './plugins/readiness'
import { bookingRoutes } from './features/bookings/bookings.routes'
import { bookingListRoutes } from './features/bookings/bookings-list.routes'
import { medicalFileRoutes } from './features/medical-files/medical-files.routes'
import { doctorReviewRoutes } from './features/doctor-reviews/doctor-reviews.routes'
import { adminAccountRoutes, adminRoutes } from './features/admin-accounts/admin-accounts.routes'
import {
  accountDeletionRoutes,
  deletionRequestRoutes,
} from './features/account-deletion/account-deletion.routes'
import { leadRoutes } from './features/leads/leads.routes'
import { dataExportRoutes } from './features/data-exports/data-exports.routes'
import { auditRoutes } from './features/audit/audit.routes'
import { recordReadRoutes } from './features/audit/record-reads.routes'
import { measurementRoutes } from './features/measurements/measurements.routes'
import { dialogRoutes } from './features/dialogs/dialogs.routes'
import { legalAcceptanceRoutes, legalRoutes } from './features/legal/legal.routes'
import { paymentSettingsRoutes } from './features/payment-settings/payment-settings.routes'
import { questionRoutes } from './features/questions/questions.routes'
import { topicNotificationRoutes } from './features/topic-notifications/topic-notifications.routes'
import { paymentRoutes } from './features/payments/payments.routes'
import { earningsRoutes, payoutRoutes } from './features/payouts/payouts.routes'
import { notificationRoutes } from './features/notifications/notifications.routes'
import { fileRoutes } from './features/files/files.routes'
import { profileRoutes } from './features/profiles/profiles.routes'
import { realtimeRoutes } from './features/realtime/realtime.routes'
import { consultRoutes, healthRecordRoutes, prescriptionRoutes } from './features/consults/consults.routes'
import { createSignalRelay } from './features/consults/consults.signalling'
import { scheduleRoutes } from './features/schedules/schedules.routes'
import { webShellRoutes } from './features/web-shell/web-shell.routes'
import { waitingListRoutes } from './features/waiting-list/waiting-list.routes'
import './seams'
import { loadServerRenderer, webPages } from './features/web-shell/server-renderer'
import { isFilePath } from './features/web-shell/web-shell.service'
import { registerRequestContext } from './plugins/auth'
import type { Clock } from './plugins/context'
import { errorBody, registerErrorHandler } from './plugins/error-handler'
import { isLoopbackRequest } from './plugins/loopback'
import { registerHostRedirect } from './plugins/host-redirect'
import { requestSerializer } from './plugins/logging'
import { registerMetrics } from './plugins/metrics'
import { postgresRateLimitStore } from './plugins/rate-limit-store'
import { traceLogFields } from './tracing'

export interface AppDeps {
  config: Config
  db: Database
  /** Started by the caller (server.ts, worker.ts, tests), who also stops it after the app closes. */
  jobs: AppJobQueue
  clock?: Clock
  adapters?: Adapters
  /** Where the logs go instead of stdout (a test reading what was logged). */
  logStream?: DestinationStream
  /** The process's readiness (issue 44 §2), which server.ts drains on SIGTERM; a fresh one unless given. */
  readiness?: Readiness
  /** The read replica's router (issue 44 §4), started and closed by the caller; none: every read on `db`. */
  readRouter?: ReadRouter | null
}

/** Explicit wiring: plugins, then every feature's routes under /api/v1, then the web app. */
export async function buildApp({
  config,
  db,
  jobs,
  clock = { now: () => new Date() },
  adapters,
  logStream,
  readiness = new Readiness(),
  readRouter = null,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // The request's URL without its secrets (a payment callback's hmac, issue 41 §3).
            serializers: { req: requestSerializer },
            // Each line of a traced request names its trace and span (issue 44 §5); the request id is in every
            // request's line already (Fastify's reqId).
            ...(config.tracing.enabled ? { mixin: traceLogFields } : {}),
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    // Only the listed proxies may set the client's address and scheme (never `true`: anyone could then choose theirs).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    genReqId: () => crypto.randomUUID(),
    // Errors raised before routing (an over-long path parameter, say) answer in our shape too.
    frameworkErrors: (error, request, reply) => {
      const language = request.headers['accept-language']?.startsWith('en') ? 'en' : 'ar'
      request.log.info({ err: error }, 'framework error')
      // The reply is typed for an unknown route here; this body is the shape every error has.
      const body: unknown = errorBody(language, String(request.id), 'VALIDATION_FAILED')
      return (reply as FastifyReply).status(400).send(body)
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // /metrics (issue 44 §5), first, so its request timer starts before any other hook runs and every route is measured.
  let countSockets = () => 0
  await registerMetrics(app, {
    config,
    db,
    jobs,
    sockets: () => countSockets(),
    replicaLag: readRouter ? () => readRouter.replicaLagSeconds() : undefined,
  })

  await app.register(fastifyCookie)
  // Helmet's security headers on every answer, its middleware built once: @fastify/helmet built it again, parsing
  // the CSP's directives, for each request (about 4% of the API thread's time in the bookings bench, ADR 0025).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(config.mapTileUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", tileSource(config.mapTileUrl)],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
  })
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()))
  registerHostRedirect(app, { publicUrl: config.publicUrl, hosts: config.redirectHosts })
  // API answers carry health and money data: no browser or shared cache keeps one (issue 41 §2), unless its
  // route chose a policy itself (the public catalog, a file's read policy).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
    done(null, payload)
  })
  // Answers over 8 KB are compressed (issue 8 §5): the catalog is 42 KB as JSON, under 10 KB as brotli, and a phone on a
  // slow network waits for it before a doctor list shows. Brotli at quality 4 (the default, 11, costs tens of
  // milliseconds per answer) or gzip at 6. The hot small answers (a page of doctors, a session, a booking's id) are
  // sent as they are: compressing them would save a phone a few milliseconds and cost the server more. The built
  // app's files are compressed at build time (scripts/precompress.ts) and sent so.
  await app.register(fastifyCompress, {
    threshold: 8192,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } })
  // Counted in PostgreSQL (issue 41 §1): every instance on the database spends one budget; a restart keeps it.
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(db, app.log),
    keyGenerator: (request) => request.ip ?? 'unknown',
    skipOnError: true,
    ...(config.rateLimit ? {} : { allowList: () => true }),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new DomainError('RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) }), {
        statusCode: 429,
      }),
  })
  // The realtime socket (issue 8 §2): the server sends; clients answer pings and send a call's signalling (issue 11).
  await app.register(fastifyWebsocket, { options: { maxPayload: realtimeMaxClientFrameBytes } })
  // The OpenAPI document maps every route for an attacker too: off in production unless API_DOCS=on.
  if (config.apiDocs) await registerApiDocs(app)

  registerRequestContext(app, {
    db,
    ...(readRouter ? { reads: readRouter.reads } : {}),
    config,
    clock,
    jobs,
    adapters: adapters ?? createAdapters(config, db),
  })
  registerErrorHandler(app)

  readiness.add('jobs', () => jobs.running)
  if (readRouter)
    readiness.inform('replica', () => {
      const { state } = readRouter.health()
      return { state, lagSeconds: readRouter.replicaLagSeconds() }
    })
  await app.register(healthRoutes, { prefix: '/api', readiness })
  await app.register(serverTimeRoutes, { prefix: '/api/v1/time' })
  await app.register(sessionRoutes, { prefix: '/api/v1/session' })
  await app.register(deviceRoutes, { prefix: '/api/v1/sessions' })
  await app.register(accountRoutes, { prefix: '/api/v1/accounts' })
  await app.register(profileRoutes, { prefix: '/api/v1/profiles' })
  await app.register(fileRoutes, { prefix: '/api/v1/files' })
  await app.register(catalogRoutes, { prefix: '/api/v1/catalog' })
  await app.register(centreRoutes, { prefix: '/api/v1/centres' })
  await app.register(centreOrderRoutes, { prefix: '/api/v1/centre-orders' })
  await app.register(doctorRoutes, { prefix: '/api/v1/doctors', db })
  await app.register(scheduleRoutes, { prefix: '/api/v1/doctors' })
  await app.register(favouriteRoutes, { prefix: '/api/v1/favourites' })
  await app.register(notificationRoutes, { prefix: '/api/v1/notifications' })
  await app.register(bookingRoutes, { prefix: '/api/v1/bookings' })
  await app.register(bookingListRoutes, { prefix: '/api/v1/bookings' })
  await app.register(waitingListRoutes, { prefix: '/api/v1/waiting-list' })
  await app.register(medicalFileRoutes, { prefix: '/api/v1/medical-files' })
  await app.register(consultRoutes, { prefix: '/api/v1/consults' })
  await app.register(healthRecordRoutes, { prefix: '/api/v1/health-records' })
  await app.register(prescriptionRoutes, { prefix: '/api/v1/prescriptions' })
  await app.register(doctorReviewRoutes, { prefix: '/api/v1/doctor-reviews' })
  await app.register(adminAccountRoutes, { prefix: '/api/v1/admin-accounts' })
  await app.register(adminRoutes, { prefix: '/api/v1/admins' })
  await app.register(accountDeletionRoutes, { prefix: '/api/v1/account-deletion' })
  await app.register(deletionRequestRoutes, { prefix: '/api/v1/deletion-requests' })
  await app.register(leadRoutes, { prefix: '/api/v1/leads' })
  await app.register(dataExportRoutes, { prefix: '/api/v1/data-exports' })
  await app.register(auditRoutes, { prefix: '/api/v1/audit' })
  await app.register(recordReadRoutes, { prefix: '/api/v1/record-reads' })
  await app.register(measurementRoutes, { prefix: '/api/v1/measurements' })
  await app.register(dialogRoutes, { prefix: '/api/v1/dialogs', db })
  await app.register(legalRoutes, { prefix: '/api/v1/legal' })
  await app.register(legalAcceptanceRoutes, { prefix: '/api/v1/legal-acceptances' })
  await app.register(paymentSettingsRoutes, { prefix: '/api/v1/payment-settings', db })
  await app.register(questionRoutes, { prefix: '/api/v1/questions' })
  await app.register(topicNotificationRoutes, { prefix: '/api/v1/topic-notifications' })
  await app.register(paymentRoutes, { prefix: '/api/v1/payments' })
  await app.register(earningsRoutes, { prefix: '/api/v1/earnings' })
  await app.register(payoutRoutes, { prefix: '/api/v1/payouts' })
  await app.register(realtimeRoutes, {
    prefix: '/api/v1/realtime',
    db,
    config,
    clock,
    onClientMessage: createSignalRelay(db, clock),
    readiness,
    onSocketCount: (count) => {
      countSockets = count
    },
  })
  await app.register(webShellRoutes)
  if (config.outbox) await app.register(devRoutes, { prefix: '/api/v1/dev' })

  const webDist = config.webDist && path.resolve(config.webDist)
  const hasWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')))
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable')
        // The service worker and the manifests are checked on every visit, so a new version is found at once
        // (issue 8 §4), precompressed copies too; the worker's scope is the whole site, which /sw.js at the root allows.
        else if (/(^|[\\/])(sw\.js|[^\\/]+\.webmanifest)(\.br|\.gz)?$/.test(filePath))
          reply.header('cache-control', 'no-cache')
      },
    })
  }
  // The web app's page, read once; its server renderer (issue 42 §2), loaded once.
  const indexHtml = hasWeb && webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : ''
  const renderer =
    hasWeb && webDist ? await loadServerRenderer(webDist, { threads: config.ssrThreads }) : null
  if (renderer) app.addHook('onClose', () => renderer.close())
  const webPage = webPages(app, config, indexHtml, renderer)
  app.setNotFoundHandler(async (request, reply) => {
    // The web app owns every path outside /api but its files: it shows the page or redirects unknown paths to
    // /home. A file it does not have is a 404 (isFilePath). The outbox page is for this machine only, like its API
    // (issue 7 §1). A HEAD (a link checker's, a preview's) is answered as the GET, without its body (Node leaves it
    // out).
    const hidden = request.url.startsWith('/dev/') && !(config.outbox && isLoopbackRequest(request))
    if (
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !hidden &&
      !isFilePath(request.url)
    ) {
      const { status, html: page, timing, location } = await webPage(request)
      if (location) return reply.header('cache-control', 'no-cache').redirect(location, status)
      if (timing) reply.header('server-timing', timing)
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-encoding')
        .type('text/html; charset=utf-8')
      // Brotli at quality 3: a rendered doctor's page (63 KB) to 9.8 KB in 0.19 ms, a search page (60 KB) to 10.5 KB,
      // on the bench machine. Quality 4 took 0.40–0.45 ms for 0.5–0.6 KB less, and both fit in a connection's first
      // flight (about 14 KB): the phone gets the page no later, and the server renders more pages a second (issue 42
      // §3). Quality 11 costs tens of milliseconds.
      if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply
          .header('content-encoding', 'br')
          .send(brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } }))
      return reply.send(page)
    }
    return reply.status(404).send(errorBody(request.ctx?.language ?? 'ar', String(request.id), 'NOT_FOUND'))
  })
  return app
}

async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sehha API',
        version: '1.0.0',
        description: 'Telemedicine and health booking for Egypt.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })
}

/**
 * The CSP source of a Leaflet tile URL template: its scheme and host, with the `{s}` subdomain as a wildcard
 * (`https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`).
 */
export function tileSource(template: string): string {
  const origin = /^(https?:\/\/[^/]+)/i.exec(template.replace(/\{s\}/g, '*'))?.[1]
  if (!origin) throw new Error(`MAP_TILE_URL must be an http(s) URL template, not ${template}`)
  return origin
}
