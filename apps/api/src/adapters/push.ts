import { lookup, type LookupAddress } from 'node:dns'
import { Agent } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { isPushServiceEndpoint } from '@app/domain/notifications'
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
  /**
   * `gone`: the subscription should be forgotten: the push service says it no longer exists (404/410), or its
   * endpoint is not a push service's (a row stored before issue 41 §4), and nothing was sent.
   */
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

/**
 * Addresses a push is never sent to, whatever a push service's name resolves to (issue 41 §4): this machine, the
 * private networks (RFC 1918, unique-local, shared CGNAT space), link-local ones (169.254.169.254 is the cloud
 * metadata service) and the unspecified, multicast and reserved ranges.
 */
const internalAddresses = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internalAddresses.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  internalAddresses.addSubnet(network, prefix, 'ipv6')

/** True when `address` (an IP) may be a push service's: not this machine's, nor a private or link-local one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  if (family === 4) return !internalAddresses.check(address, 'ipv4')
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d or ::ffff:a9fe:a9fe) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1]
  if (mapped) {
    if (isIP(mapped) === 4) return isPublicAddress(mapped)
    const [high = '', low = ''] = mapped.split(':')
    const n = (parseInt(high, 16) << 16) | parseInt(low, 16)
    return isPublicAddress([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'))
  }
  return !internalAddresses.check(address, 'ipv6')
}

/** Resolves as the system does, and refuses a name leading to an internal address (a push service's never does). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '')
    const [first] = addresses
    if (!first || addresses.some((a) => !isPublicAddress(a.address))) {
      const refused = Object.assign(new Error(`push: ${hostname} resolves to an internal address`), {
        code: 'EPUSHADDRESS',
      })
      return callback(refused, '')
    }
    if (options.all) return callback(null, addresses)
    return callback(null, first.address, first.family)
  })
}

/** Before any send (issue 41 §4): a subscription stored before the push-service rule is refused and forgotten. */
function refusedTarget(target: PushTarget): boolean {
  return !isPushServiceEndpoint(target.endpoint)
}

/** Production: the browser's push service, through the `web-push` library (encrypted payload, VAPID-signed). */
export function webPushSender(config: Config['push']): PushSender {
  const keys = vapidKeys(config)
  const agent = new Agent({ keepAlive: true, lookup: publicOnlyLookup })
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      if (refusedTarget(target)) return { gone: true }
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            agent,
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
      if (refusedTarget(target)) return { gone: true }
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
