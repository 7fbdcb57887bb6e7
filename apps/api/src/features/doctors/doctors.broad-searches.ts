import type { Database } from '#api/db/database'

/**
 * Issue 7 §3: searches this instance found to match more than the count limit (docs/decisions/0008, 'Broad
 * searches'). For a while after, the same search (whatever its sort or page) skips counting its matches — the
 * costliest part of a broad search — and walks the sort order for its page: the total says "more than 1,000" as
 * counted a moment ago. A first page that comes back short shows the search is no longer broad: it is forgotten and
 * counted again at once. Kept per instance and only as a hint, so two instances need not share it.
 */
export class BroadSearches {
  private readonly until = new Map<string, number>()

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxKeys = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBroad(key: string): boolean {
    const until = this.until.get(key)
    if (until === undefined) return false
    if (until > this.now()) return true
    this.until.delete(key)
    return false
  }

  mark(key: string): void {
    this.until.delete(key)
    this.until.set(key, this.now() + this.ttlMs)
    // The oldest marks go first (a Map keeps insertion order).
    for (const oldest of this.until.keys()) {
      if (this.until.size <= this.maxKeys) break
      this.until.delete(oldest)
    }
  }

  forget(key: string): void {
    this.until.delete(key)
  }
}

const perDatabase = new WeakMap<Database, BroadSearches>()

/** This instance's broad searches on this database. */
export function broadSearchesOf(db: Database): BroadSearches {
  let found = perDatabase.get(db)
  if (!found) {
    found = new BroadSearches()
    perDatabase.set(db, found)
  }
  return found
}
