import { describe, expect, it } from 'vitest'

describe('runtime (issue 7 §1: Node 20 is out of support since 2026-04-30)', () => {
  it('runs the tests on Node 24 LTS', () => {
    const major = Number(process.versions.node.split('.')[0])
    expect(major).toBe(24)
  })
})
