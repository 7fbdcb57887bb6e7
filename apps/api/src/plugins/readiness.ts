/**
 * Whether this process should be sent requests (issue 44 §2, §3): its parts' own checks (the jobs' queue, the
 * realtime LISTEN connection) and whether it is draining. A load balancer reads it at `/api/health/ready`; SIGTERM
 * drains the process (server.ts), which then answers not ready while its requests in flight finish.
 */
export class Readiness {
  private readonly checks = new Map<string, () => boolean>()
  private readonly notes = new Map<string, () => unknown>()
  private readonly onDrain: (() => void)[] = []
  private drainingSince: number | null = null

  /** A part of the process that must be up for it to serve (its check is read at every readiness request). */
  add(part: string, check: () => boolean): void {
    this.checks.set(part, check)
  }

  /**
   * A part shown at `/api/health/ready` for information only: its state never makes the process not ready (the read
   * replica, issue 44 §4: the primary serves when it is down).
   */
  inform(part: string, describe: () => unknown): void {
    this.notes.set(part, describe)
  }

  /** The informational parts, by name. */
  information(): Record<string, unknown> {
    return Object.fromEntries([...this.notes].map(([part, describe]) => [part, describe()]))
  }

  /** What to do when the process starts draining (close the realtime sockets so their clients go elsewhere). */
  whenDraining(action: () => void): void {
    this.onDrain.push(action)
  }

  get draining(): boolean {
    return this.drainingSince !== null
  }

  /** The process stops being ready for good, and every `whenDraining` action runs once. */
  drain(): void {
    if (this.draining) return
    this.drainingSince = Date.now()
    for (const action of this.onDrain) action()
  }

  /** Each part's state, by name. */
  parts(): Record<string, boolean> {
    return Object.fromEntries([...this.checks].map(([part, check]) => [part, check()]))
  }
}
