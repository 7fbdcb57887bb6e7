import { z } from 'zod'
import type { Role } from '../shared/roles'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/**
 * How long a session lives (ADR 0009). `idleMs`: without a request it ends this long after its last use (the cookie's
 * max-age slides with it); `absoluteMs`: it ends this long after sign-in however much it is used. Admins can read
 * and change everyone's data, so they get ASVS 3.3.2 level 2 (12 hours, 30 minutes idle); providers see their
 * patients' health data on shared practice machines; patients mostly use their own phone.
 */
export const sessionPolicies = {
  admin: { idleMs: 30 * minute, absoluteMs: 12 * hour },
  provider: { idleMs: 12 * hour, absoluteMs: 30 * day },
  patient: { idleMs: 3 * day, absoluteMs: 30 * day },
} as const

export type SessionPolicy = (typeof sessionPolicies)[keyof typeof sessionPolicies]

export function sessionPolicy(contextRole: Role): SessionPolicy {
  switch (contextRole) {
    case 'admin':
      return sessionPolicies.admin
    case 'doctor':
    case 'lab':
    case 'radio':
      return sessionPolicies.provider
    case 'patient':
      return sessionPolicies.patient
  }
}

/** A session's last use is written at most this often, so a busy page is not one write per request. */
export const sessionTouchIntervalMs = minute

/** When the session ends if it is not used again: the idle limit, or the absolute one if that comes first. */
export function sessionEndsAt(
  session: { contextRole: Role; lastSeenAt: Date; expiresAt: Date },
  lastUse = session.lastSeenAt,
): Date {
  const idleEnd = lastUse.getTime() + sessionPolicy(session.contextRole).idleMs
  return new Date(Math.min(idleEnd, session.expiresAt.getTime()))
}

export function isSessionLive(
  session: { contextRole: Role; lastSeenAt: Date; expiresAt: Date },
  now: Date,
): boolean {
  return sessionEndsAt(session) > now
}

export interface DeviceDescription {
  browser: string | null
  os: string | null
  mobile: boolean
}

/**
 * The browser and system a user agent names, for the list of signed-in devices. Product names are not translated;
 * order matters because Edge, Opera and Samsung Internet also say "Chrome" and every browser on iOS says "Safari".
 */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? ''
  const browsers: [RegExp, string][] = [
    [/\bEdg(e|A|iOS)?\//, 'Edge'],
    [/\bOPR\/|\bOpera\b/, 'Opera'],
    [/\bSamsungBrowser\//, 'Samsung Internet'],
    [/\bFxiOS\/|\bFirefox\//, 'Firefox'],
    [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
    [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  ]
  const systems: [RegExp, string][] = [
    [/\biPhone|\biPad|\biPod/, 'iOS'],
    [/\bAndroid\b/, 'Android'],
    [/\bCrOS\b/, 'ChromeOS'],
    [/\bWindows\b/, 'Windows'],
    [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
    [/\bLinux\b/, 'Linux'],
  ]
  return {
    browser: browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    mobile: /\bMobi|\biPhone|\bAndroid\b/.test(ua),
  }
}

/** One signed-in device in the list at /settings (GET /api/v1/sessions). */
export const signedInDeviceSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
})
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>

export const signedInDeviceListSchema = z.object({ items: z.array(signedInDeviceSchema) })
export type SignedInDeviceList = z.infer<typeof signedInDeviceListSchema>

export const signedOutCountSchema = z.object({ signedOut: z.number().int().min(0) })
export type SignedOutCount = z.infer<typeof signedOutCountSchema>
