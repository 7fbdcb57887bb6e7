import type { Capacitor as CapacitorApi } from '@capacitor/core'

let capacitor: typeof CapacitorApi | undefined

/**
 * Loads Capacitor (main.tsx, before the first render) only inside the Android and iOS shells, whose native bridge
 * defines `window.Capacitor` before any script runs: a browser never downloads @capacitor/core (issue 8 §5).
 */
export async function loadPlatform(): Promise<void> {
  if (!('Capacitor' in globalThis)) return
  capacitor = (await import('@capacitor/core')).Capacitor
}

/** True inside the Capacitor shells (SPEC 1: some pages are hidden in the mobile app), by Capacitor's own check. */
export function isNativeApp(): boolean {
  return capacitor?.isNativePlatform() ?? false
}
