import { afterEach, describe, expect, it } from 'vitest'

// Each case loads a fresh copy of the module, as a page load would.
async function freshPlatform() {
  const { vi } = await import('vitest')
  vi.resetModules()
  return import('./platform')
}

describe('isNativeApp (issue 8 §4)', () => {
  afterEach(() => {
    delete (globalThis as { Capacitor?: unknown }).Capacitor
    delete (globalThis as { androidBridge?: unknown }).androidBridge
  })

  it('is false in a browser, where @capacitor/core is never loaded', async () => {
    const platform = await freshPlatform()
    await platform.loadPlatform()
    expect(platform.isNativeApp()).toBe(false)
    expect('Capacitor' in globalThis).toBe(false)
  })

  it("answers Capacitor's own check inside a shell (the Android bridge present)", async () => {
    // What the Android shell's native bridge provides before the page's scripts run.
    Object.assign(globalThis, { Capacitor: {}, androidBridge: { postMessage: () => undefined } })
    const platform = await freshPlatform()
    expect(platform.isNativeApp()).toBe(false)
    await platform.loadPlatform()
    expect(platform.isNativeApp()).toBe(true)
  })
})
