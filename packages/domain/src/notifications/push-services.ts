/**
 * Issue 41 §4: the only addresses a Web Push subscription may name, so the server never posts to one of its own
 * networks (169.254.169.254, 127.0.0.1:5432, 10.x) on a subscriber's say-so. A browser subscribes through its
 * vendor's push service, on the default HTTPS port:
 * - Chrome, Edge on Android, Opera, Samsung Internet, Brave and other Chromium browsers: Firebase Cloud Messaging;
 * - Firefox: Mozilla's autopush (updates.push.services.mozilla.com);
 * - Edge on Windows: the Windows Push Notification Services (<region>.notify.windows.com);
 * - Safari on macOS, iPhone and iPad: Apple's (web.push.apple.com, and hosts under push.apple.com).
 */
export const pushServiceHosts = ['fcm.googleapis.com', 'web.push.apple.com'] as const
/** Hosts under these names (a label or more before the suffix), never the suffix alone. */
export const pushServiceDomains = [
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
] as const

interface ParsedUrl {
  protocol: string
  hostname: string
  port: string
  username: string
  password: string
}

/** The platform's WHATWG URL (the domain has no DOM or Node types; both runtimes have it). */
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL

/** A dotted IPv4 address (the URL parser writes 2130706433 and 0x7f.1 so too) or a bracketed IPv6 one. */
const ipLiteral = /^(\d+\.\d+\.\d+\.\d+|\[.*\])$/
const dnsLabels = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

/** True when `endpoint` is an https URL of a browser's push service, on the default port, without credentials. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: ParsedUrl
  try {
    url = new UrlParser(endpoint)
  } catch {
    return false
  }
  const host = url.hostname
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false
  if (ipLiteral.test(host)) return false
  if ((pushServiceHosts as readonly string[]).includes(host)) return true
  return pushServiceDomains.some(
    (domain) => host.endsWith(domain) && dnsLabels.test(host.slice(0, -domain.length)),
  )
}
