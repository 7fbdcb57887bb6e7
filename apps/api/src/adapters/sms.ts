import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import { insertMessage } from '#api/features/dev/dev.repository'

export interface SmsSender {
  /** `key` identifies the message (a job's id): sending one key twice delivers it once where the channel allows. */
  send(to: string, text: string, options?: { key?: string }): Promise<void>
}

/** Development: the message lands in the outbox shown at /dev/outbox. */
export function outboxSms(db: Database): SmsSender {
  return {
    send: (to, text, options) => insertMessage(db, { channel: 'sms', to, body: text, key: options?.key }),
  }
}

/**
 * Production: a generic HTTP SMS gateway (JSON POST with a bearer token), the shape most Egyptian aggregators
 * accept. The number goes out in international form (+20…).
 */
export function httpSms(config: Config['sms'], fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text, options) {
      if (!config.url) throw new Error('SMS gateway is not configured')
      const response = await fetchImpl(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.token ?? ''}`,
          // Gateways that support it drop a retried message they already accepted.
          ...(options?.key ? { 'idempotency-key': options.key } : {}),
        },
        body: JSON.stringify({ to: `+2${to}`, from: config.sender, text, reference: options?.key }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}
