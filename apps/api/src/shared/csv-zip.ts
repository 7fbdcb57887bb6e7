import { PassThrough, type Readable } from 'node:stream'
import { Zip, ZipDeflate } from 'fflate'

/**
 * Zip files of CSV written as they are read (issue 10 §4: exports are streamed, never built in memory;
 * docs/decisions/0018). The producer hands over rows a batch at a time (a database cursor's fetches); each batch is
 * deflated into the zip and written out, and the next one is read only once the client has taken the last (the
 * stream's backpressure), so memory holds about one batch whatever the table's size. A client that goes away ends
 * production: `add` throws, and the producer's transaction rolls back.
 */

export type CsvValue = string | number | boolean | Date | null | undefined
export type CsvRow = readonly CsvValue[]

/** Adds one CSV file to the zip from batches of rows; resolves once the last batch is written. */
export type AddCsv = (
  name: string,
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
) => Promise<void>

// Excel opens a CSV as the machine's code page unless it starts with a byte-order mark: with one, Arabic shows.
const byteOrderMark = '\uFEFF'

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A text that a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first: a name typed by a visitor, say) starts with an apostrophe,
 * so it shows as typed and runs nothing (OWASP CSV injection).
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'string') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (row: CsvRow) => `${row.map(csvField).join(',')}\r\n`

/** Thrown into the producer when the client stopped reading (a closed connection). */
export class ExportAbortedError extends Error {
  constructor() {
    super('export aborted: the client went away')
    this.name = 'ExportAbortedError'
  }
}

/**
 * The zip as a readable stream; `produce` adds its CSV files in turn and resolves when done. A failure in `produce`
 * destroys the stream (the client sees a cut download, never a zip that looks whole).
 */
export function streamCsvZip(produce: (add: AddCsv) => Promise<void>): Readable {
  const out = new PassThrough()
  // The reply pipes the stream and sees its errors; this listener only keeps an error before then from crashing.
  out.on('error', () => undefined)
  let closed = false
  out.on('close', () => void (closed = true))

  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error)
    if (!closed) out.write(Buffer.from(chunk))
    if (final && !closed) out.end()
  })

  /** Waits for the client to take what was written; throws if it went away meanwhile. */
  const drained = async (): Promise<void> => {
    if (closed || out.destroyed) throw new ExportAbortedError()
    if (!out.writableNeedDrain) return
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        out.off('drain', done)
        out.off('close', done)
        if (closed || out.destroyed) reject(new ExportAbortedError())
        else resolve()
      }
      out.on('drain', done)
      out.on('close', done)
    })
  }

  const add: AddCsv = async (name, header, batches) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    file.push(Buffer.from(byteOrderMark + csvLine(header)))
    for await (const rows of batches) {
      if (rows.length === 0) continue
      file.push(Buffer.from(rows.map(csvLine).join('')))
      await drained()
    }
    file.push(new Uint8Array(0), true)
    await drained()
  }

  // Started on the next tick, so the caller can hand the stream to the reply first.
  setImmediate(() => {
    produce(add)
      .then(() => zip.end())
      .catch((error: unknown) => {
        zip.terminate()
        out.destroy(error instanceof Error ? error : new Error(String(error)))
      })
  })
  return out
}
