import type { Database } from '#api/db/database'

/**
 * Group commit (ADR 0025): work that many requests ask for at once is done in a few database transactions instead
 * of one each. A request submits its item and waits for its own answer. A group starts as soon as a slot is free
 * (at most `concurrency` groups at a time) and takes every item that arrived in the same turn of the event loop or
 * while the earlier groups ran, up to `maxGroup`. Alone, an item goes at once in a group of one; under load the
 * groups grow by themselves, and each transaction's fixed costs (its round trips, its commit) are shared.
 *
 * Nothing is kept between groups: a process that dies loses only the groups in flight, whose transactions never
 * committed, and each request's client sees its connection fail. Two processes each group their own requests.
 */

/** One item's answer: its value, or the error its request is answered with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

interface Waiting<I, O> {
  item: I
  resolve: (value: O) => void
  reject: (error: unknown) => void
}

export interface GroupCommitOptions {
  /** The most items in one group. */
  maxGroup: number
  /** The most groups running at once. */
  concurrency: number
}

/**
 * `run` does one group and answers each item, in order; if it throws, every item of the group gets that error.
 * Answers a function that submits one item and resolves with its value.
 */
export function groupCommit<I, O>(
  run: (items: readonly I[]) => Promise<readonly Settled<O>[]>,
  options: GroupCommitOptions,
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = []
  let running = 0
  let scheduled = false

  const settle = (group: readonly Waiting<I, O>[], answers: readonly Settled<O>[]) => {
    group.forEach((waiting, i) => {
      const answer = answers[i]
      if (!answer) waiting.reject(new Error('group commit: no answer for an item'))
      else if (answer.ok) waiting.resolve(answer.value)
      else waiting.reject(answer.error)
    })
  }

  const start = () => {
    scheduled = false
    while (running < options.concurrency && queue.length > 0) {
      const group = queue.splice(0, options.maxGroup)
      running++
      // Through a promise even if `run` throws at once: every waiting request is answered.
      Promise.resolve(group.map((waiting) => waiting.item))
        .then(run)
        .then(
          (answers) => settle(group, answers),
          (error: unknown) =>
            settle(
              group,
              group.map(() => ({ ok: false, error }) as const),
            ),
        )
        .finally(() => {
          running--
          start()
        })
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      // After the I/O callbacks of this turn, so requests that arrived together go together.
      if (!scheduled && running < options.concurrency) {
        scheduled = true
        setImmediate(start)
      }
    })
}

/**
 * The same grouping for reads by key (DataLoader's idea): the requests that read at once share one query per group,
 * each getting the row of its key (undefined: none). `read` answers the rows found, by key. Per database, and a
 * transaction always reads alone — its reads must see its own writes.
 */
export function groupedReads<K, V>(
  read: (db: Database, keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  options: GroupCommitOptions = { maxGroup: 64, concurrency: 4 },
): (db: Database, key: K) => Promise<V | undefined> {
  const readers = new WeakMap<Database, (key: K) => Promise<V | undefined>>()
  return async (db, key) => {
    if (db.isTransaction) return (await read(db, [key])).get(key)
    let reader = readers.get(db)
    if (!reader) {
      reader = groupCommit(async (keys: readonly K[]) => {
        const found = await read(db, [...new Set(keys)])
        return keys.map((k) => ({ ok: true, value: found.get(k) }) as const)
      }, options)
      readers.set(db, reader)
    }
    return reader(key)
  }
}
