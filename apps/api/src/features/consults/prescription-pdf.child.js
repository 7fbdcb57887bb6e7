// The Typst compiler in a process of its own, started by prescription-pdf.ts (docs/decisions/0021). Typst keeps
// about half a megabyte of every document it compiles, whatever the compiler's cache eviction, so the API process
// would grow and slow down with every prescription; this process is replaced after a number of documents instead.
// Plain JavaScript: it runs under any Node without a TypeScript loader.
//
// Messages in: { id, data, timestamp } (data: the template's JSON). Out: { id, pdf, rss } or { id, error }.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'

const require = createRequire(import.meta.url)
/** Regular and bold of each family the templates name, from npm: nothing is needed from the machine's fonts. */
const fontFiles = require('./pdf-fonts.json')

const compiler = NodeCompiler.create({
  workspace: import.meta.dirname,
  fontArgs: [{ fontBlobs: fontFiles.map((file) => readFileSync(require.resolve(file))) }],
})
const template = readFileSync(new URL('./prescription-pdf.typ', import.meta.url), 'utf8')

function render(data, timestamp) {
  const result = compiler.compile({ mainFileContent: template, inputs: { data } })
  try {
    const document = result.result
    if (result.hasError() || !document) {
      const diagnostics = result.takeDiagnostics()?.shortDiagnostics ?? []
      throw new Error(`The prescription template failed: ${JSON.stringify(diagnostics)}`)
    }
    return compiler.pdf(document, { creationTimestamp: timestamp })
  } finally {
    compiler.evictCache(10)
  }
}

// One message at a time: a compile runs to its end before the next message is read.
process.on('message', ({ id, data, timestamp }) => {
  try {
    const pdf = render(data, timestamp)
    process.send({
      id,
      pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      rss: process.memoryUsage.rss(),
    })
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
// The API closed the channel (it retired this process, or stopped): nothing more will come.
process.on('disconnect', () => process.exit(0))
process.send({ ready: true })
