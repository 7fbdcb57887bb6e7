import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#api/db/database'
import * as rateLimitsRepository from './rate-limits.repository'

type Callback = Parameters<FastifyRateLimitStore['incr']>[1]

/** What @fastify/rate-limit passes a store's `child`: the route's merged options and the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string }
}

/** How often an instance deletes ended windows, after answering a hit; the first hit of an instance sweeps too. */
const sweepEveryMs = 60_000

/**
 * The request rate limits' store in PostgreSQL (issue 41 §1): @fastify/rate-limit's default counts in each
 * process's memory, so two instances doubled every limit and a restart forgot them. One fixed window per route and
 * key, counted with one statement per hit (plugins/rate-limits.repository.ts). `continueExceeding` and
 * `exponentialBackoff` are not supported: no route uses them.
 */
export function postgresRateLimitStore(db: Database, log?: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastSweep = 0
  const sweepSometimes = () => {
    const now = Date.now()
    if (now - lastSweep < sweepEveryMs) return
    lastSweep = now
    void rateLimitsRepository
      .deleteEnded(db)
      .catch((error: unknown) => log?.warn({ err: error }, 'rate limits: ended windows not swept'))
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** `${method} ${url}` of the route; '*' for the plugin's own (global) limit. */
    private readonly route: string

    constructor(_options: FastifyRateLimitOptions, route = '*') {
      this.route = route
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      rateLimitsRepository.hit(db, this.route, key, timeWindow).then(
        (window) => {
          callback(null, { current: window.hits, ttl: window.ttlMs })
          sweepSometimes()
        },
        (error: Error) => callback(error),
      )
    }

    /** A look without a hit (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, callback: Callback): void {
      rateLimitsRepository.read(db, this.route, key).then(
        (window) => callback(null, { current: window.hits, ttl: window.ttlMs }),
        (error: Error) => callback(error),
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '*', url = '*' } = (routeOptions as ChildOptions).routeInfo ?? {}
      return new PostgresRateLimitStore({}, `${[method].flat().join(',')} ${url}`)
    }
  }
  return PostgresRateLimitStore
}
