/**
 * The server's clock as this device should read it (SPEC 7.4, 9; issue 45 §5). A phone's own clock may be minutes
 * off; a countdown to a consult, or the moment its room opens, is the server's. The offset is the server's answer
 * against the midpoint of the request that fetched it (Cristian's algorithm): the answer was read about half a
 * round trip before it arrived.
 */

/** Below a second the difference is the network's noise, not the device's clock: no correction. */
const noiseMs = 1000

/** How far the device's clock is behind the server's (positive) or ahead of it (negative), in milliseconds. */
export function offsetFrom(sentAt: number, receivedAt: number, serverAt: number): number {
  const offset = serverAt - (sentAt + receivedAt) / 2
  return Number.isFinite(offset) && Math.abs(offset) >= noiseMs ? Math.round(offset) : 0
}
