import webPush from 'web-push'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import { insertMessage } from '#api/features/dev/dev.repository'
import { keptSecret } from './kept-secret'

/** A browser's subscription as stored (issue 8 §3). */
export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** What the service worker shows (apps/web's service worker reads these fields). */
export interface PushMessage {
  title: string
  body: string
  /** A path in the app the notification opens. */
  url: string
  /** Replaces an earlier notification with the same tag. */
  tag: string
}

export interface PushSender {
  /** The key browsers subscribe with (applicationServerKey). */
  publicKey: string
  /** `gone`: the push service says the subscription no longer exists (404/410); it should be forgotten. */
  send(target: PushTarget, message: PushMessage, options?: { key?: string }): Promise<{ gone: boolean }>
}

interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** The VAPID keys: configured, or created on first start into DATA_DIR (issue 8 §3). */
export function vapidKeys(config: Config['push']): VapidKeys {
  if (config.publicKey && config.privateKey)
    return { publicKey: config.publicKey, privateKey: config.privateKey }
  return keptSecret<VapidKeys>(config.keyFile, () => webPush.generateVAPIDKeys())
}

/** Production: the browser's push service, through the `web-push` library (encrypted payload, VAPID-signed). */
export function webPushSender(config: Config['push']): PushSender {
  const keys = vapidKeys(config)
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
          },
        )
        return { gone: false }
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode
        if (status === 404 || status === 410) return { gone: true }
        throw error
      }
    },
  }
}

/**
 * Development: the message lands in the outbox (/dev/outbox) instead of a push service, which this machine cannot
 * reach; the subscription and keys are still real, so a browser's subscribe flow is the production one.
 */
export function outboxPush(db: Database, config: Config['push']): PushSender {
  const keys = vapidKeys(config)
  return {
    publicKey: keys.publicKey,
    async send(target, message, options) {
      await insertMessage(db, {
        key: options?.key,
        channel: 'push',
        to: new URL(target.endpoint).host,
        subject: message.title,
        body: `${message.body}\n${message.url}`,
      })
      return { gone: false }
    },
  }
}
