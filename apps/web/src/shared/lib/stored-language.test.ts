import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberLanguage, storedChoice, storedLanguage } from './stored-language'

describe("the device's language (SPEC 1)", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('is the choice kept on this device, Arabic when none', () => {
    expect(storedChoice()).toBeNull()
    expect(storedLanguage()).toBe('ar')
    rememberLanguage('en')
    expect(storedChoice()).toBe('en')
    localStorage.setItem('lang', 'fr')
    expect(storedChoice()).toBeNull()
  })

  it('is no choice where there is no storage: the server renderer, storage refused (issue 42 §3)', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(storedChoice()).toBeNull()
    expect(storedLanguage()).toBe('ar')
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(storedChoice()).toBeNull()
  })
})
