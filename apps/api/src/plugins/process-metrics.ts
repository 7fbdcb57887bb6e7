/**
 * The metrics a process counts wherever the event happens (issue 44 §5): payment callbacks. Features call the small functions here; every app built in the process adds these same metric objects to its
 * own registry (plugins/metrics.ts), so /metrics shows them and tests that build two apps in one process do not
 * collide. This module loads no Fastify plugin: a worker process or a script may import it.
 *
 * Values live in this process only: an event recorded in `npm run worker` is not seen by an API process's /metrics.
 */
import client from '@prometheus-io/client'

/**
 * What became of a provider's transaction callback: the service's own outcomes, the refusals it answers with an
 * error, and `error` for anything else that was thrown (a database that went away, say). A small fixed set, so the
 * label stays cheap.
 */
export const paymentCallbackOutcomes = [
  'settled',
  'duplicate',
  'pending',
  'late',
  'extra',
  'ignored',
  'refund',
  'foreign',
  'bad_signature',
  'malformed',
  'unknown_order',
  'order_mismatch',
  'unknown_provider',
  'error',
] as const
export type PaymentCallbackOutcome = (typeof paymentCallbackOutcomes)[number]

const paymentCallbacks = new client.Counter({
  name: 'sehha_payment_callbacks_total',
  help: "Payment providers' transaction callbacks received, by provider and outcome",
  labelNames: ['provider', 'outcome'] as const,
  registers: [],
})

/** Counts one callback; `provider` is the gateway configured in this process (sandbox or paymob), never a URL's word. */
export function recordPaymentCallback(provider: string, outcome: PaymentCallbackOutcome): void {
  paymentCallbacks.inc({ provider, outcome })
}

/** The metric objects an app adds to its registry. */
export const processMetrics: readonly client.Metric<string>[] = [paymentCallbacks]
