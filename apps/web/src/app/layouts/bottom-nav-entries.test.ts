import { describe, expect, it } from 'vitest'
import { activeBottomNavEntry, bottomNavEntries } from './bottom-nav-entries'

const keys = (role: Parameters<typeof bottomNavEntries>[0]) => bottomNavEntries(role).map((e) => e.key)

describe('bottomNavEntries (SPEC 2.4 navigation labels, issue 45 §2)', () => {
  it('gives each role the labels that apply to it; none signed out or to admins', () => {
    expect(keys('patient')).toEqual(['home', 'bookings', 'orders', 'profile', 'settings'])
    expect(keys('doctor')).toEqual(['home', 'bookings', 'profile', 'settings'])
    expect(keys('lab')).toEqual(['home', 'orders', 'profile', 'settings'])
    expect(keys('radio')).toEqual(['home', 'orders', 'profile', 'settings'])
    expect(keys('admin')).toEqual([])
    expect(keys(null)).toEqual([])
  })

  it('sends "orders" to the labs-and-radiology orders', () => {
    expect(bottomNavEntries('patient').find((e) => e.key === 'orders')?.to).toBe('/orders')
  })

  it('is active on its own destinations only (home at / too), not on the pages under them', () => {
    const entries = bottomNavEntries('patient')
    expect(activeBottomNavEntry(entries, '/')).toBe('home')
    expect(activeBottomNavEntry(entries, '/home')).toBe('home')
    expect(activeBottomNavEntry(entries, '/bookings')).toBe('bookings')
    expect(activeBottomNavEntry(entries, '/orders/')).toBe('orders')
    expect(activeBottomNavEntry(entries, '/orders/123')).toBeNull()
    expect(activeBottomNavEntry(entries, '/profile/edit')).toBeNull()
    expect(activeBottomNavEntry(entries, '/call/abc')).toBeNull()
  })
})
