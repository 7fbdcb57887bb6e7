import { describe, expect, it } from 'vitest'
import { tileSource } from './app'

// Issue 7 §3 "maps are blank": the CSP must allow the map's tile host (the journey e2e/tests/fixes-map.spec.ts
// loads the tiles in a browser).
describe('tileSource', () => {
  it("turns OpenStreetMap's template into a wildcard over its subdomains", () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    )
  })

  it('keeps a fixed host and port as they are', () => {
    expect(tileSource('http://tiles.example:8080/{z}/{x}/{y}.png?key=1')).toBe('http://tiles.example:8080')
  })

  it('refuses a template that is not an http(s) URL', () => {
    expect(() => tileSource('//tiles.example/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL/)
  })
})
