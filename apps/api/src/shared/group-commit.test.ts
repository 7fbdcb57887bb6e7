import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { Database } from '#api/db/database'
import { groupCommit, groupedReads, type Settled } from './group-commit'

/** A runner that records its groups and answers each item with itself doubled (odd items refused). */
function recorder(options: { ms?: number; throwOn?: number } = {}) {
  const groups: number[][] = []
  let running = 0
  let mostAtOnce = 0
  const run = async (items: readonly number[]): Promise<Settled<number>[]> => {
    groups.push([...items])
    running++
    mostAtOnce = Math.max(mostAtOnce, running)
    await delay(options.ms ?? 5)
    running--
    if (items.includes(options.throwOn ?? Number.NaN)) throw new Error('group failed')
    return items.map((n) =>
      n % 2 === 0 ? { ok: true, value: n * 2 } : { ok: false, error: new Error(`odd ${n}`) },
    )
  }
  return { run, groups, mostAtOnce: () => mostAtOnce }
}

describe('group commit (ADR 0025)', () => {
  it('answers an item alone in a group of one', async () => {
    const r = recorder()
    const submit = groupCommit(r.run, { maxGroup: 8, concurrency: 2 })
    await expect(submit(4)).resolves.toBe(8)
    expect(r.groups).toEqual([[4]])
  })

  it('groups the items that arrive together or while groups run, each item getting its own answer', async () => {
    const r = recorder()
    const submit = groupCommit(r.run, { maxGroup: 8, concurrency: 1 })
    const answers = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => submit(i)))
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? i * 2 : `odd ${i}`)),
    )
    // The first eight arrived in one turn; the rest waited for the running group and went in groups of at most 8.
    expect(r.groups.map((g) => g.length)).toEqual([8, 8, 4])
    expect(r.groups.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i))
  })

  it('runs at most `concurrency` groups at once, and later arrivals join the next group', async () => {
    const r = recorder({ ms: 20 })
    const submit = groupCommit(r.run, { maxGroup: 3, concurrency: 2 })
    const first = Promise.all([submit(0), submit(2), submit(4), submit(6), submit(8), submit(10), submit(12)])
    await delay(5)
    const later = Promise.all([submit(14), submit(16)])
    await Promise.all([first, later])
    expect(r.mostAtOnce()).toBe(2)
    expect(r.groups).toEqual([
      [0, 2, 4],
      [6, 8, 10],
      [12, 14, 16],
    ])
  })

  it('a group that throws answers each of its items with the error, and the next groups still run', async () => {
    const r = recorder({ throwOn: 2 })
    const submit = groupCommit(r.run, { maxGroup: 2, concurrency: 1 })
    const answers = await Promise.allSettled([submit(0), submit(2), submit(4)])
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'fulfilled'])
    expect(answers[0]).toMatchObject({ reason: new Error('group failed') })
    expect(answers[2]).toMatchObject({ value: 8 })
  })
})

describe('group commit when the runner throws before its first await', () => {
  it('answers every item of the group with the error', async () => {
    const submit = groupCommit<number, number>(
      () => {
        throw new Error('no connection')
      },
      { maxGroup: 8, concurrency: 1 },
    )
    const answers = await Promise.allSettled([submit(1), submit(2)])
    expect(answers.map((a) => (a.status === 'rejected' ? (a.reason as Error).message : a.value))).toEqual([
      'no connection',
      'no connection',
    ])
  })
})

describe('grouped reads (ADR 0025)', () => {
  const fakeDb = (isTransaction: boolean) => ({ isTransaction }) as unknown as Database

  it('reads the keys asked for at once in one call, each key once, and answers each its own row', async () => {
    const calls: string[][] = []
    const read = groupedReads(async (_db, keys: readonly string[]) => {
      calls.push([...keys])
      await delay(5)
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]))
    })
    const db = fakeDb(false)
    const answers = await Promise.all(['a', 'b', 'a', 'missing', 'c'].map((key) => read(db, key)))
    expect(answers).toEqual(['A', 'B', 'A', undefined, 'C'])
    expect(calls).toEqual([['a', 'b', 'missing', 'c']])
  })

  it('a transaction reads alone, at once', async () => {
    const calls: string[][] = []
    const read = groupedReads(async (_db, keys: readonly string[]) => {
      calls.push([...keys])
      return new Map(keys.map((k) => [k, k]))
    })
    const trx = fakeDb(true)
    expect(await Promise.all([read(trx, 'a'), read(trx, 'b')])).toEqual(['a', 'b'])
    expect(calls).toEqual([['a'], ['b']])
  })

  it('a failed read answers its group with the error; the next group reads again', async () => {
    let fail = true
    const read = groupedReads(async (_db, keys: readonly string[]) => {
      if (fail) {
        fail = false
        throw new Error('connection lost')
      }
      return new Map(keys.map((k) => [k, k]))
    })
    const db = fakeDb(false)
    await expect(read(db, 'a')).rejects.toThrow('connection lost')
    await expect(read(db, 'b')).resolves.toBe('b')
  })
})
