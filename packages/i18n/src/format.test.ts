import { describe, expect, it } from 'vitest'
import { joinList } from './format'

describe('joinList', () => {
  it('uses the Arabic comma in Arabic and a comma in English', () => {
    expect(joinList(['الزمالك', 'القاهرة'], 'ar')).toBe('الزمالك، القاهرة')
    expect(joinList(['Zamalek', 'Cairo'], 'en')).toBe('Zamalek, Cairo')
  })
})
