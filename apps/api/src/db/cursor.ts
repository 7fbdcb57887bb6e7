import { sql, type Compilable, type Expression } from 'kysely'
import type { Database } from './database'

let cursors = 0

/**
 * The rows of a query, a batch at a time, through a server-side cursor (DECLARE … FETCH): PostgreSQL keeps the
 * result, we hold one batch (issue 10 §4: exports are streamed). It lives in `trx`, which must stay open until the
 * batches are read (a cursor outside a transaction block is an error); a REPEATABLE READ transaction gives several cursors one snapshot. Rows come back camelCased by
 * the database's plugin like any other result.
 */
export async function* cursorBatches<Row>(
  trx: Database,
  query: Expression<Row> & Compilable<Row>,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  const name = sql.id(`export_cursor_${++cursors}`)
  await sql`declare ${name} no scroll cursor for ${query}`.execute(trx)
  try {
    for (;;) {
      const { rows } = await sql<Row>`fetch forward ${sql.lit(batchSize)} from ${name}`.execute(trx)
      if (rows.length === 0) return
      yield rows
      if (rows.length < batchSize) return
    }
  } finally {
    await sql`close ${name}`.execute(trx).catch(() => undefined)
  }
}
