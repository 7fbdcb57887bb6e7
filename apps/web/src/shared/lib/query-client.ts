import {
  notifyManager,
  QueryClient,
  timeoutManager,
  type ManagedTimerId,
  type TimeoutCallback,
  type TimeoutProvider,
} from '@tanstack/react-query'
import { ApiError } from '#web/shared/lib/api-client'
import { postTask } from '#web/shared/lib/next-task'

/** A 4xx answer will not change by asking again; network failures and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/** Timers of this length or more share one of the browser's (`sharedLongTimers`). */
const longMs = 1000

/** A long timer's id: not a number, which the browser's are (and not a Node.js Timeout either, as in the tests). */
class LongTimerId {
  constructor(readonly id: number) {}
  [Symbol.toPrimitive]() {
    return this.id
  }
}

/**
 * TanStack Query's timers with one of the browser's for all the long ones (issue 8 §5, docs/decisions/0012). Every
 * query and mutation sets a timer to forget itself five minutes after its last reader left, clears it when a reader
 * comes, and an observed query sets one for when it turns stale: some thirty `setTimeout` and `clearTimeout` calls in
 * a first screen's renders, each 0.17 ms of this machine's main thread while Chromium's performance trace records it
 * (as Lighthouse's does), for timers that end minutes later. TanStack Query asks for such a provider for this
 * (`timeoutManager`). The long ones wait in a map here, under one browser timer set for the earliest; the short ones
 * (none of TanStack Query's own) and intervals are the browser's.
 */
export function sharedLongTimers(now: () => number = () => performance.now()): TimeoutProvider {
  const waiting = new Map<number, { callback: TimeoutCallback; due: number }>()
  let lastId = 0
  let armed: { timer: ReturnType<typeof setTimeout>; due: number } | null = null

  const arm = () => {
    let due = Number.POSITIVE_INFINITY
    for (const timer of waiting.values()) due = Math.min(due, timer.due)
    if (due === Number.POSITIVE_INFINITY || (armed && armed.due <= due)) return
    if (armed) clearTimeout(armed.timer)
    armed = { due, timer: setTimeout(fire, Math.max(0, due - now())) }
  }
  const fire = () => {
    armed = null
    const at = now()
    try {
      for (const [id, timer] of waiting) {
        if (timer.due > at) continue
        waiting.delete(id)
        timer.callback()
      }
    } finally {
      arm()
    }
  }

  return {
    setTimeout: (callback, delay) => {
      if (!(delay >= longMs)) return setTimeout(callback, delay) as unknown as ManagedTimerId
      const id = ++lastId
      waiting.set(id, { callback, due: now() + delay })
      arm()
      return new LongTimerId(id)
    },
    clearTimeout: (id) => {
      if (id instanceof LongTimerId) waiting.delete(id.id)
      else clearTimeout(id as number | undefined)
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as number | undefined),
  }
}

let timersShared = false

export function createQueryClient(): QueryClient {
  // Before the first query (TanStack Query's own advice). Its batched notices come in a task of their own, as
  // before, by a message instead of a timer (next-task.ts).
  if (!timersShared) {
    timersShared = true
    timeoutManager.setTimeoutProvider(sharedLongTimers())
    notifyManager.setScheduler(postTask)
  }
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
