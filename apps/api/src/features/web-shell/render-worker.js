// The web app's server renderer (apps/web/dist-server/entry-server.js) on a thread of its own, started by
// server-renderer.ts (issue 42 §3, docs/decisions/0052). A render is several milliseconds of JavaScript that nothing
// else can interleave with: here it runs beside the API's thread, which answers the page's reads and every other
// request in the meantime. Plain JavaScript: it runs under any Node without a TypeScript loader.
//
// workerData: { entry } (the renderer's file). Messages in: { type: 'render', id, address, language, deadlineMs } and
// { type: 'answer', read, status, body, etag } or { type: 'answer', read, error } (a read's answer). Out:
// { type: 'ready' } once the renderer is prepared; { type: 'read', id, read, url, headers } for each of a page's reads
// of the API, which the API's thread makes (its rate limits, its database pool); { type: 'rendered', id, page } (page:
// null when its data did not come in time) or { type: 'failed', id, error }.
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

const renderer = await import(pathToFileURL(workerData.entry).href)
await renderer.prepare()

/** Reads waiting for their answer from the API's thread, by number. */
const waiting = new Map()
let reads = 0

/** The reads of the page numbered `id`: the API's thread makes them with that page's visitor's reader. */
const readsOf = (id) => (url, headers) =>
  new Promise((resolve, reject) => {
    const number = ++reads
    waiting.set(number, { resolve, reject })
    parentPort.postMessage({ type: 'read', id, read: number, url, headers })
  })

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const reader = waiting.get(message.read)
    waiting.delete(message.read)
    if (message.error) reader?.reject(new Error(message.error))
    else reader?.resolve({ status: message.status, body: message.body, etag: message.etag })
    return
  }
  const { id, address, language, deadlineMs } = message
  renderer.renderPage({ address, language, read: readsOf(id), deadlineMs }).then(
    (page) => parentPort.postMessage({ type: 'rendered', id, page }),
    (error) => parentPort.postMessage({ type: 'failed', id, error: String(error?.stack ?? error) }),
  )
})

parentPort.postMessage({ type: 'ready' })
