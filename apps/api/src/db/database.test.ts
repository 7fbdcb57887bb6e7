import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDatabase, statementNames, type Database } from './database'

/**
 * docs/decisions/0053: the statements a process repeats are prepared once per connection. The naming rule alone, then
 * a pool of one connection on the test server, where PostgreSQL's own list of that session's prepared statements
 * shows what was prepared.
 */
describe('statement names', () => {
  it('names a text the second time it comes, and keeps that name', () => {
    const nameOf = statementNames()
    const text = 'select "id" from "doctors" where "user_id" = $1'
    expect(nameOf(text)).toBeUndefined()
    const name = nameOf(text)
    expect(name).toMatch(/^sehha_\d+$/)
    expect(nameOf(text)).toBe(name)
    expect(nameOf('select 2')).toBeUndefined()
    expect(nameOf('select 2')).not.toBe(name)
  })

  it('never names transaction control or settings', () => {
    const nameOf = statementNames()
    for (const text of ['begin', 'commit', 'rollback', 'set local lock_timeout = 100', 'savepoint a']) {
      expect(nameOf(text)).toBeUndefined()
      expect(nameOf(text)).toBeUndefined()
    }
  })

  it('names at most so many texts, and forgets texts seen once when too many come', () => {
    const nameOf = statementNames(2, 3)
    for (const n of [1, 2, 3]) {
      nameOf(`select ${n}`)
      expect(nameOf(`select ${n}`)).toBe(n <= 2 ? `sehha_${n}` : undefined)
    }
    // Three texts once each fill what is remembered; a fourth forgets them, so the first is new again.
    for (const n of [4, 5, 6, 7]) nameOf(`select ${n}`)
    expect(nameOf('select 4')).toBeUndefined()
  })
})

describe('a pool that prepares what it repeats', () => {
  let db: Database
  beforeAll(() => {
    db = createDatabase(inject('pgAdminUrl'), 1)
  })
  afterAll(async () => {
    await db.destroy()
  })

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (r) => r.statement,
    )

  const sumOf = (a: number) => sql<{ total: number }>`select ${a}::int + 40 as total`
  const sum = (a: number) =>
    sumOf(a)
      .execute(db)
      .then((r) => r.rows[0]?.total)

  it('answers a repeated statement with its own values every time, parsed once', async () => {
    expect(await sum(1)).toBe(41)
    expect(await sum(2)).toBe(42)
    expect(await sum(3)).toBe(43)
    const text = sumOf(0).compile(db).sql
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1)
  })

  it('keeps working after a prepared statement fails, and after a transaction that failed rolls back', async () => {
    const divide = (by: number) =>
      sql<{ q: number }>`select 84 / ${by}::int as q`.execute(db).then((r) => r.rows[0]?.q)
    expect(await divide(2)).toBe(42)
    expect(await divide(4)).toBe(21)
    await expect(divide(0)).rejects.toThrow(/division by zero/)
    expect(await divide(1)).toBe(84)
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select 84 / ${0}::int as q`.execute(trx)
      }),
    ).rejects.toThrow(/division by zero/)
    expect(await divide(3)).toBe(28)
  })
})
