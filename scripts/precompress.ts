/**
 * Writes .gz and .br beside each built text asset, so the server sends them without compressing per request. Small
 * files too: the server compresses a file it finds no copy of as a stream, whatever its size, and a stream's brotli
 * encoder took about a millisecond of the server's time per answer; a doctor's page asks for 20-odd files under 1 KB.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'apps/web/dist')
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

let count = 0
for (const file of walk(root)) {
  if (!compressible.test(file)) continue
  const body = readFileSync(file)
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  count++
}
console.log(`precompressed ${count} files in ${root}`)
