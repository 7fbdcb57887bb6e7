/**
 * How long to wait before reconnection attempt `attempt` (0 for the first after a loss): doubling from half a
 * second to at most 15 seconds, with "equal jitter" (a random half of it added to the other half) so that the
 * clients of a restarted server do not all come back in the same instant, yet none retries at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(15_000, 500 * 2 ** Math.min(attempt, 10))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
