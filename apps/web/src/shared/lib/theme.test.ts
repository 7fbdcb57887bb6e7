import { describe, expect, it } from 'vitest'
import { contrastRatio, roleColors } from './theme'

describe('role colours', () => {
  it('give white text at least the WCAG AA contrast of 4.5:1 for every role', () => {
    for (const [role, { main, dark }] of Object.entries(roleColors)) {
      expect(contrastRatio(main, '#ffffff'), role).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(dark, '#ffffff'), role).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('computes the known contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})
