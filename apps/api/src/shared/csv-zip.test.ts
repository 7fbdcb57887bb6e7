import { randomBytes } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { csvField, ExportAbortedError, streamCsvZip, type CsvRow } from './csv-zip'

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function* batchesOf(rows: CsvRow[], size: number, onFetch?: () => void) {
  for (let i = 0; i < rows.length; i += size) {
    onFetch?.()
    yield rows.slice(i, i + size)
  }
}

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, and disarms spreadsheet formulas', () => {
    expect(csvField('أحمد, علي')).toBe('"أحمد, علي"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+201001234567')).toBe("'+201001234567")
    expect(csvField(-5)).toBe('-5')
    expect(csvField(null)).toBe('')
    expect(csvField(true)).toBe('true')
    expect(csvField(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10:00:00.000Z')
  })
})

describe('streamCsvZip', () => {
  it('writes each CSV with a byte-order mark, CRLF lines and every row, in one zip', async () => {
    const zip = streamCsvZip(async (add) => {
      await add(
        'a.csv',
        ['id', 'name'],
        batchesOf(
          [
            [1, 'منى'],
            [2, 'Ali, Jr.'],
          ],
          1,
        ),
      )
      await add('b.csv', ['x'], batchesOf([], 10))
    })
    const files = unzipSync(new Uint8Array(await collect(zip)))
    expect(Object.keys(files)).toEqual(['a.csv', 'b.csv'])
    // (TextDecoder would drop the byte-order mark: Buffer keeps it.)
    expect(Buffer.from(files['a.csv']!).toString('utf8')).toBe('\uFEFFid,name\r\n1,منى\r\n2,"Ali, Jr."\r\n')
    expect(Buffer.from(files['b.csv']!).toString('utf8')).toBe('\uFEFFx\r\n')
  })

  it('reads the next batch only as the client takes the zip (backpressure), so memory holds a batch', async () => {
    // Rows of random text barely compress: each batch of 500 is ~50 KB of zip.
    const rows: CsvRow[] = Array.from({ length: 20_000 }, (_, i) => [i, randomBytes(48).toString('hex')])
    let fetched = 0
    const zip = streamCsvZip((add) =>
      add(
        'big.csv',
        ['i', 's'],
        batchesOf(rows, 500, () => fetched++),
      ),
    )
    await delay(100)
    // Nobody reads: production stopped once the stream's and the compressor's buffers filled, not after all 40.
    expect(fetched).toBeLessThan(10)
    const files = unzipSync(new Uint8Array(await collect(zip)))
    expect(fetched).toBe(40)
    expect(strFromU8(files['big.csv']!).split('\r\n')).toHaveLength(20_002)
  })

  it('stops producing when the client goes away', async () => {
    const rows: CsvRow[] = Array.from({ length: 4000 }, (_, i) => [i, randomBytes(48).toString('hex')])
    let failure: unknown
    const zip = streamCsvZip(async (add) => {
      try {
        await add('big.csv', ['i', 's'], batchesOf(rows, 500))
      } catch (error) {
        failure = error
        throw error
      }
    })
    await delay(50)
    zip.destroy()
    await delay(50)
    expect(failure).toBeInstanceOf(ExportAbortedError)
  })

  it('cuts the stream when the producer fails', async () => {
    const zip = streamCsvZip(async () => {
      throw new Error('boom')
    })
    await expect(collect(zip)).rejects.toThrow('boom')
  })
})
