import type { Role } from '@app/domain/shared'
import { canOpen, href, paths, type RouteName } from '#web/app/paths'

export type BottomNavKey = 'home' | 'bookings' | 'orders' | 'profile' | 'settings'

export interface BottomNavEntry {
  /** Key under `guide:bottomNav.*`. */
  key: BottomNavKey
  to: string
}

/**
 * SPEC 2.4's navigation labels (home, bookings, chats, orders, settings, profile) as they apply to each role
 * (issue 45 §2). "Orders" is /orders, the labs-and-radiology orders (a patient's own, a centre's to serve). "Chats"
 * is left out: docs/decisions/0048-bottom-bar-without-chats.md. Admins work from the menu: none.
 */
const byRole: Record<Role, readonly BottomNavKey[]> = {
  patient: ['home', 'bookings', 'orders', 'profile', 'settings'],
  doctor: ['home', 'bookings', 'profile', 'settings'],
  lab: ['home', 'orders', 'profile', 'settings'],
  radio: ['home', 'orders', 'profile', 'settings'],
  admin: [],
}

const routeOf: Record<BottomNavKey, RouteName> = {
  home: 'home',
  bookings: 'bookings',
  orders: 'orders',
  profile: 'profile',
  settings: 'settings',
}

export function bottomNavEntries(role: Role | null): BottomNavEntry[] {
  if (role === null) return []
  return byRole[role]
    .filter((key) => canOpen(paths[routeOf[key]], role))
    .map((key) => ({ key, to: href(routeOf[key]) }))
}

/**
 * The bar shows on its own destinations only (and home's `/`): the pages under them have their own bottom actions
 * (the sticky save bars of the profile editors and the session summary, the call's controls), which a fixed bar would
 * cover.
 */
export function activeBottomNavEntry(
  entries: readonly BottomNavEntry[],
  pathname: string,
): BottomNavKey | null {
  const path = pathname === '/' ? href('home') : pathname.replace(/\/+$/, '').toLowerCase()
  return entries.find((entry) => entry.to === path)?.key ?? null
}
