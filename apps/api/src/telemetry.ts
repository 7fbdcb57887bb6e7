/**
 * Loaded before the app (`tsx --import ./src/telemetry.ts src/server.ts`: the start and worker scripts): when tracing
 * is on (TRACING=on, or OTEL_EXPORTER_OTLP_ENDPOINT set) it starts the SDK before the modules it instruments load.
 * Off, it loads nothing more (issue 44 §5; ADR 0040).
 *
 * OpenTelemetry's ESM loader hook (`@opentelemetry/instrumentation/hook.mjs`) is not registered: what we instrument is
 * CommonJS (pg, pg-pool: require-in-the-middle patches them, `import` included) or patched without a module hook
 * (http's Server prototype; Fastify through its diagnostics channel). Checked under tsx with `--import` and in
 * tracing.test.ts, where pg, http and Fastify spans arrive without it; the hook would wrap every ES module loaded
 * after it. An ESM-only library instrumented later needs it: `module.register('@opentelemetry/instrumentation/hook.mjs',
 * import.meta.url)` before startTracing.
 */
import { loadConfig } from './config'
import { startTracing } from './tracing'

const { tracing } = loadConfig()
if (tracing.enabled) await startTracing(tracing)
