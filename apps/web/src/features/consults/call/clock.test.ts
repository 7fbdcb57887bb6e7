import { describe, expect, it } from 'vitest'
import { formatDuration } from './clock'

describe('countdowns of the call page', () => {
  it('reads minutes and seconds, with hours when there are any', () => {
    expect(formatDuration(245, 'en')).toBe('4:05')
    expect(formatDuration(3729, 'en')).toBe('1:02:09')
    expect(formatDuration(-3, 'en')).toBe('0:00')
  })

  it('writes Arabic-Indic digits in Arabic', () => {
    expect(formatDuration(245, 'ar')).toBe('٤:٠٥')
  })
})
