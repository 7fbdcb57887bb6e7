/**
 * OpenTelemetry traces (issue 44 §5; ADR 0040): the Node SDK with the HTTP, Fastify (@fastify/otel) and pg
 * instrumentations, exporting by OTLP over HTTP. Off unless TRACING=on or OTEL_EXPORTER_OTLP_ENDPOINT is set; when
 * off, nothing of the SDK is loaded. telemetry.ts starts it before the app's modules load (`--import`).
 */
import { trace } from '@opentelemetry/api'
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node'
import type { Config } from './config'

/** The span attribute holding Fastify's request id (the `requestId` of error bodies and the `reqId` of log lines). */
export const requestIdAttribute = 'request.id'

let stop: (() => Promise<void>) | null = null

/**
 * Starts the SDK and its instrumentations, once per process. `spanProcessors` replaces the OTLP exporter (a test's
 * in-memory exporter). Spans of /metrics and of health checks are not recorded: a scrape every 15 s is noise.
 */
export async function startTracing(
  config: Config['tracing'],
  options: { spanProcessors?: NodeSDKConfiguration['spanProcessors'] } = {},
): Promise<void> {
  if (stop) return
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, fastifyOtel, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ])
  const { FastifyOtelInstrumentation } = fastifyOtel
  const quiet = (url: string | undefined) => url === '/metrics' || Boolean(url?.startsWith('/api/health'))
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and OTEL_EXPORTER_OTLP_HEADERS) itself, as the standard says.
    ...(options.spanProcessors
      ? { spanProcessors: options.spanProcessors }
      : { traceExporter: new OTLPTraceExporter() }),
    // Traces only: metrics are Prometheus's (/metrics), logs are pino's lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet(request.url) }),
      // Only statements inside a traced request or job: pg-boss's polling would otherwise be a trace every few seconds.
      new PgInstrumentation({ requireParentSpan: true }),
      // @fastify/otel is built on another release of @opentelemetry/instrumentation than the SDK's: the same
      // interface, two declarations.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A request span and its handler's, not one per hook of every plugin (a dozen per request).
        instrumentHooks: false,
        ignorePaths: (route) => quiet(route.url),
        requestHook: (span, request) => span.setAttribute(requestIdAttribute, String(request.id)),
      }) as unknown as InstanceType<typeof PgInstrumentation>,
    ],
  })
  sdk.start()
  stop = () => sdk.shutdown()
}

/** Sends the spans still buffered and stops the SDK (a process's shutdown); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const current = stop
  stop = null
  await current?.()
}

/** pino's mixin while tracing is on: the trace and span of the line's request, to find its trace from a log line. */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan()
  if (!span) return {}
  const { traceId, spanId } = span.spanContext()
  return { traceId, spanId }
}
